/**
 * The Farcaster relay spoken to by @farcaster/auth-client's own app and wallet clients (the protocol of
 * CONTRACTS.md), plus the devstack's reject, the relay key, the channel expiry and bodies that do not fit.
 */
import { createAppClient, createWalletClient, type AppClient, type CreateClientArgs, type WalletClient } from '@farcaster/auth-client';
import { createPublicClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FARCASTER_ACCOUNTS } from '../dev-accounts.js';
import { signInMessage } from '../sign-in-message.js';
import { RELAY_KEY_HEADER } from './relay-routes.js';
import { DEFAULT_CHANNEL_TTL_MS, startFarcasterRelay, type RunningFarcasterRelay } from './start-farcaster-relay.js';

const APP_URL = 'http://127.0.0.1:4800';
const RELAY_KEY = 'relay-key-for-the-tests-0123';
const SITE = { siweUri: 'http://127.0.0.1:4300', domain: '127.0.0.1:4300' };
const ALICE = DEV_FARCASTER_ACCOUNTS[0]!;

// The clients need an ethereum connector; these tests never verify, so it is never called.
const ethereum: CreateClientArgs['ethereum'] = {
  getFid: () => Promise.reject(new Error('not used')),
  isValidAuthAddress: () => Promise.reject(new Error('not used')),
  publicClient: createPublicClient({ transport: http('http://127.0.0.1:9') }),
};

let time = Date.UTC(2026, 10, 24, 12);
let relay: RunningFarcasterRelay;
let app: AppClient;
let wallet: WalletClient;

beforeAll(async () => {
  relay = await startFarcasterRelay({ port: 0, appUrl: APP_URL, relayKey: RELAY_KEY, now: () => time });
  app = createAppClient({ relay: relay.url, ethereum });
  wallet = createWalletClient({ relay: relay.url, ethereum });
});

afterAll(() => relay?.stop());

async function channel(nonce?: string): Promise<{ channelToken: string; url: string; nonce: string }> {
  const created = await app.createChannel({ ...SITE, ...(nonce === undefined ? {} : { nonce }) });
  if (created.isError) throw created.error;
  expect(created.response.status).toBe(201);
  return created.data;
}

function post(path: string, init: { token?: string; key?: string; body?: unknown }): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token !== undefined) headers['authorization'] = `Bearer ${init.token}`;
  if (init.key !== undefined) headers[RELAY_KEY_HEADER] = init.key;
  return fetch(`${relay.url}${path}`, { method: 'POST', headers, body: JSON.stringify(init.body ?? {}) });
}

async function signedBy(nonce: string) {
  const message = signInMessage({ ...SITE, nonce }, ALICE, new Date(time));
  return { message, signature: await privateKeyToAccount(ALICE.custodyKey).signMessage({ message }) };
}

describe('the Farcaster relay', () => {
  it('opens a channel: a token, the Farcaster app URL carrying it, and the nonce asked for (or a fresh one)', async () => {
    const asked = await channel('abcdef0123456789');
    expect(asked.nonce).toBe('abcdef0123456789');
    expect(asked.url).toBe(`${APP_URL}/~/siwf?channelToken=${asked.channelToken}`);
    const fresh = await channel();
    expect(fresh.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(fresh.channelToken).not.toBe(asked.channelToken);
  });

  it('answers status 202 pending with the signature parameters the Farcaster app needs', async () => {
    const { channelToken, url, nonce } = await channel();
    const status = await app.status({ channelToken });
    expect(status.isError).toBe(false);
    expect(status.response!.status).toBe(202);
    expect(status.data).toMatchObject({ state: 'pending', nonce, url, signatureParams: { ...SITE, nonce }, acceptAuthAddress: false });
    expect(status.data!.message).toBeUndefined();
  });

  it('completes a channel through the wallet client’s authenticate, and watchStatus sees it', async () => {
    const { channelToken, nonce } = await channel();
    const watching = app.watchStatus({ channelToken, interval: 20, timeout: 5_000 });
    const signed = await signedBy(nonce);
    const answer = await wallet.authenticate({ channelToken, authKey: RELAY_KEY, ...signed, fid: ALICE.fid, username: ALICE.username, displayName: ALICE.displayName, pfpUrl: `${APP_URL}/pfp/1001.svg` });
    expect(answer.isError).toBe(false);
    expect(answer.response!.status).toBe(201);
    const watched = await watching;
    expect(watched.response!.status).toBe(200);
    expect(watched.data).toMatchObject({ state: 'completed', nonce, ...signed, fid: ALICE.fid, username: 'alice.eth', displayName: 'Alice', pfpUrl: `${APP_URL}/pfp/1001.svg` });
  });

  it('lets only the holder of the relay key answer, and a channel only once', async () => {
    const { channelToken, nonce } = await channel();
    const body = { ...(await signedBy(nonce)), fid: ALICE.fid };
    for (const key of [undefined, 'relay-key-for-the-tests-0124', 'short']) {
      const refused = await post('/v1/channel/authenticate', { token: channelToken, ...(key === undefined ? {} : { key }), body });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'Invalid relay key' });
    }
    expect((await post('/v1/channel/reject', { token: channelToken, key: 'wrong-key-wrong-key-0123' })).status).toBe(401);
    expect((await app.status({ channelToken })).data!.state).toBe('pending');

    expect((await post('/v1/channel/authenticate', { token: channelToken, key: RELAY_KEY, body })).status).toBe(201);
    const again = await post('/v1/channel/authenticate', { token: channelToken, key: RELAY_KEY, body });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'The channel was already answered' });
    expect((await post('/v1/channel/reject', { token: channelToken, key: RELAY_KEY })).status).toBe(409);
  });

  it('marks a channel rejected (the devstack addition): status 200, state rejected, no signature', async () => {
    const { channelToken } = await channel();
    const rejected = await post('/v1/channel/reject', { token: channelToken, key: RELAY_KEY });
    expect(rejected.status).toBe(200);
    const status = await app.status({ channelToken });
    expect(status.response!.status).toBe(200);
    expect(status.data).toMatchObject({ state: 'rejected' });
    expect(status.data!.signature).toBeUndefined();
  });

  it('refuses an unknown, malformed or missing channel token with 401', async () => {
    const unknown = await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: 'Bearer 00000000-0000-4000-8000-000000000000' } });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Unknown or expired channel token' });
    expect((await fetch(`${relay.url}/v1/channel/status`, { headers: { authorization: 'Bearer not a token!' } })).status).toBe(401);
    expect((await fetch(`${relay.url}/v1/channel/status`)).status).toBe(401);
    expect((await post('/v1/channel/authenticate', { token: '00000000-0000-4000-8000-000000000000', key: RELAY_KEY, body: { message: 'x', signature: '0x00', fid: 1 } })).status).toBe(401);
  });

  it('forgets a channel once it expires: status, authenticate and reject all answer 401', async () => {
    const { channelToken, nonce } = await channel();
    time += DEFAULT_CHANNEL_TTL_MS - 1;
    expect((await app.status({ channelToken })).response!.status).toBe(202);
    time += 1;
    expect((await app.status({ channelToken })).response!.status).toBe(401);
    expect((await post('/v1/channel/authenticate', { token: channelToken, key: RELAY_KEY, body: { ...(await signedBy(nonce)), fid: ALICE.fid } })).status).toBe(401);
    expect((await post('/v1/channel/reject', { token: channelToken, key: RELAY_KEY })).status).toBe(401);
    // Expired channels are dropped from memory when the next one is made.
    await channel();
    expect(((await (await fetch(`${relay.url}/health`)).json()) as { channels: number }).channels).toBe(1);
  });

  it('answers 400 to bodies that do not fit the protocol', async () => {
    for (const body of [
      {},
      { ...SITE, siweUri: 'javascript:alert(1)' },
      { ...SITE, domain: 'evil.example/path' },
      { ...SITE, nonce: 'short' },
      { ...SITE, nonce: 'has spaces in it' },
      { ...SITE, expirationTime: 'tomorrow' },
    ]) {
      const response = await post('/v1/channel', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^Invalid body: /);
    }
    const notJson = await fetch(`${relay.url}/v1/channel`, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);

    const { channelToken } = await channel();
    for (const body of [{ message: 'm', signature: 'nothex', fid: 1 }, { message: 'm', signature: '0x00', fid: -1 }, { message: '', signature: '0x00', fid: 1 }, { message: 'm', signature: '0x00', fid: 1, pfpUrl: 'data:x' }]) {
      expect((await post('/v1/channel/authenticate', { token: channelToken, key: RELAY_KEY, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.status({ channelToken })).data!.state).toBe('pending');
    expect((await fetch(`${relay.url}/v1/nothing`)).status).toBe(404);
  });
});
