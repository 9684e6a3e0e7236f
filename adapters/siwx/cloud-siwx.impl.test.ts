/**
 * The sign-in server's answers are checked before they are used (issue 18, found by tests/hardening/http-fuzz):
 * a nonce that cannot go into an EIP-4361 message and an `exp` beyond what a Date holds are malformed answers
 * (INVALID_RESPONSE), not exceptions thrown later while the message or the session is built.
 */
import { describe, expect, it } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { STORAGE_KEYS } from '../../domain/entities/storage/storage-keys.js';
import { CloudSiwx } from './cloud-siwx.impl.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function cloudAnswering(body: unknown, seed: Record<string, string> = {}): CloudSiwx {
  const values = new Map(Object.entries(seed));
  const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
  const fetch = () => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  return new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch, storage, domain: 'dapp.example', uri: 'https://dapp.example' });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('CloudSiwx: hostile sign-in server answers', () => {
  it.each(['short', 'has space 123', 'abc-defgh', '\u0000abcdefgh'])('a nonce EIP-4361 cannot carry (%j) is INVALID_RESPONSE', async (nonce) => {
    const error = await rejection(cloudAnswering({ nonce, token: 'jwt' }).createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' }));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
  });

  it('an alphanumeric nonce of 8 or more characters builds a message the wallet can be shown', async () => {
    const message = await cloudAnswering({ nonce: 'abcdEFGH1234', token: 'jwt' }).createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' });
    expect(message.toString()).toContain('Nonce: abcdEFGH1234');
  });

  it.each([1e300, -1e300, 8.64e12 + 1])('an exp with no date (%d) is INVALID_RESPONSE, not a RangeError', async (exp) => {
    const cloud = cloudAnswering({ address: ADDRESS, caip2Network: 'eip155:1', nonce: 'abcdefgh12', exp }, { [STORAGE_KEYS.SIWX_AUTH_TOKEN]: 'token' });
    const error = await rejection(cloud.getSessions('eip155:1', ADDRESS));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
  });

  it('an exp within the dates is kept as the session’s expiration time', async () => {
    const cloud = cloudAnswering({ address: ADDRESS, caip2Network: 'eip155:1', nonce: 'abcdefgh12', exp: 8.64e12 }, { [STORAGE_KEYS.SIWX_AUTH_TOKEN]: 'token' });
    const [session] = await cloud.getSessions('eip155:1', ADDRESS);
    expect(session?.data.expirationTime).toBe(new Date(8.64e15).toISOString());
  });
});

describe('CloudSiwx: hostile stored tokens', () => {
  it.each([
    ['a megabyte', 'x'.repeat(1024 * 1024)],
    ['a line break', 'token\nx-evil: 1'],
    ['non-ASCII', 'tökén'],
  ])('a stored session token with %s is removed and reads as signed out, without a request', async (_case, token) => {
    const values = new Map([[STORAGE_KEYS.SIWX_AUTH_TOKEN as string, token]]);
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
    let requests = 0;
    const fetch = () => {
      requests += 1;
      return Promise.resolve(new Response('{}'));
    };
    const cloud = new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch, storage });
    await expect(cloud.getSessions('eip155:1', ADDRESS)).resolves.toEqual([]);
    expect(values.has(STORAGE_KEYS.SIWX_AUTH_TOKEN)).toBe(false);
    expect(requests).toBe(0);
  });

  it('a token from the server that no header could carry is INVALID_RESPONSE', async () => {
    const error = await rejection(cloudAnswering({ nonce: 'abcdefgh12', token: 'bad token' }).createMessage({ accountAddress: ADDRESS, chainId: 'eip155:1' }));
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
  });
});

describe('CloudSiwx: a sign-in without its nonce token', () => {
  it('rejects typed (INVALID_REQUEST), without a request', async () => {
    let requests = 0;
    const fetch = () => {
      requests += 1;
      return Promise.resolve(new Response('{}'));
    };
    const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    const cloud = new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch, storage });
    const session = { data: { accountAddress: ADDRESS, chainId: 'eip155:1', domain: 'd', uri: 'https://d', version: '1', nonce: 'abcdefgh12' }, message: 'm', signature: '0x1' };
    const error = await rejection(cloud.addSession(session));
    expect(isWalletportError(error, 'INVALID_REQUEST')).toBe(true);
    expect(requests).toBe(0);
  });
});

describe('CloudSiwx: me failing for a moment (issue 25)', () => {
  function cloudWithMeStatus(status: number) {
    const values = new Map([[STORAGE_KEYS.SIWX_AUTH_TOKEN as string, 'token']]);
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
    const fetch = () => Promise.resolve(new Response(JSON.stringify({ error: 'x' }), { status, headers: { 'content-type': 'application/json' } }));
    return { values, cloud: new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch, storage }) };
  }

  it.each([500, 429, 503])('a %d says nothing about the session: it rejects (the use case asks again) and keeps the token', async (status) => {
    const { values, cloud } = cloudWithMeStatus(status);
    expect(await rejection(cloud.getSessions('eip155:1', ADDRESS))).toBeInstanceOf(Error);
    expect(values.get(STORAGE_KEYS.SIWX_AUTH_TOKEN)).toBe('token');
  });

  it('a 401 is the answer "no session": none, and the token is forgotten', async () => {
    const { values, cloud } = cloudWithMeStatus(401);
    await expect(cloud.getSessions('eip155:1', ADDRESS)).resolves.toEqual([]);
    expect(values.has(STORAGE_KEYS.SIWX_AUTH_TOKEN)).toBe(false);
  });
});

describe('CloudSiwx: the namespaces of issue 31', () => {
  const POLKADOT_ADDRESS = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

  it("keeps a polkadot, cosmos or bip122 token under its namespace's key, and signing out of all revokes each of them", async () => {
    const values = new Map<string, string>([
      [STORAGE_KEYS.SIWX_AUTH_TOKEN, 'evm'],
      [`${STORAGE_KEYS.SIWX_AUTH_TOKEN}:polkadot`, 'dot'],
      [`${STORAGE_KEYS.SIWX_AUTH_TOKEN}:cosmos`, 'atom'],
      [`${STORAGE_KEYS.SIWX_AUTH_TOKEN}:bip122`, 'btc'],
    ]);
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
    const revoked: string[] = [];
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.includes('/sign-out')) revoked.push(request.headers.get('authorization') ?? '');
      return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    };
    const cloud = new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch, storage });
    await cloud.setSessions([]);
    for (const key of ['', ':polkadot', ':cosmos', ':bip122']) expect(values.has(`${STORAGE_KEYS.SIWX_AUTH_TOKEN}${key}`)).toBe(false);
    expect(revoked.sort()).toEqual(['Bearer atom', 'Bearer btc', 'Bearer dot', 'Bearer evm']);
  });

  it("asks the server about a polkadot session with the polkadot token, not eip155's", async () => {
    const values = new Map<string, string>([[`${STORAGE_KEYS.SIWX_AUTH_TOKEN}:polkadot`, 'dot']]);
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
    const seen: (string | null)[] = [];
    const chainId = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
    const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).headers.get('authorization'));
      return Promise.resolve(new Response(JSON.stringify({ address: POLKADOT_ADDRESS, caip2Network: chainId, nonce: 'abcdefgh12' }), { headers: { 'content-type': 'application/json' } }));
    };
    const cloud = new CloudSiwx({ projectId: 'p', apiUrl: 'https://cloud.example', fetch, storage });
    const sessions = await cloud.getSessions(chainId, POLKADOT_ADDRESS);
    expect(sessions).toHaveLength(1);
    expect(seen).toEqual(['Bearer dot']);
  });
});
