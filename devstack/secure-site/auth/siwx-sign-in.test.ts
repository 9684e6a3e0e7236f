// The secure site's sign-in while connecting: the EIP-4361 text for the user's own address, signed with the
// key the vault holds for them, only for the host page's own domain.
import { verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FrameSiwxMessage } from '../../../domain/entities/frame/frame-sign-in.schema.js';
import { siwxApiHandlers } from '../http/siwx-api.js';
import { API } from '../shared/api-types.js';
import { authWorld, type AuthWorld } from '../testing/auth-world.js';
import { signUp } from '../testing/sign-in.js';
import { formatSiwx, SIWX_MESSAGES } from './siwx-sign-in.js';

const HOST = 'http://127.0.0.1:5173';
const SIWX: FrameSiwxMessage = {
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: 'abcdef123456',
  statement: 'Sign in to the demo',
  issuedAt: '2026-11-24T12:00:00.000Z',
  expirationTime: '2026-11-24T13:00:00.000Z',
  chainId: 'eip155:31338',
};

let world: AuthWorld;
let sign: (body: unknown, token: string | undefined) => Promise<{ message: string; signature: `0x${string}` }>;

beforeEach(async () => {
  world = await authWorld();
  const handler = new Map(siwxApiHandlers(world)).get(API.siwxSign)!;
  sign = async (body, token) => (await handler({ body, token })) as { message: string; signature: `0x${string}` };
});
afterEach(() => world.close());

describe('sign-in while connecting', () => {
  it("signs the message for the user's own address and the message's chain", async () => {
    const alice = await signUp(world, 'alice@example.com');
    const { message, signature } = await sign({ siwxMessage: SIWX, hostOrigin: HOST }, alice.token);
    expect(parseSiweMessage(message)).toMatchObject({
      address: alice.user.address,
      chainId: 31338,
      domain: SIWX.domain,
      uri: SIWX.uri,
      nonce: SIWX.nonce,
      statement: SIWX.statement,
      issuedAt: new Date(SIWX.issuedAt!),
      expirationTime: new Date(SIWX.expirationTime!),
    });
    await expect(verifyMessage({ address: alice.user.address as `0x${string}`, message, signature })).resolves.toBe(true);
  });

  it('refuses a message for another domain than the host page (a phishing page asking for another site)', async () => {
    const alice = await signUp(world, 'alice@example.com');
    for (const domain of ['app.example.com', '127.0.0.1:5174', '127.0.0.1']) {
      await expect(sign({ siwxMessage: { ...SIWX, domain }, hostOrigin: HOST }, alice.token)).rejects.toThrow(SIWX_MESSAGES.otherSite);
    }
    expect(formatSiwx(alice.user.address as `0x${string}`, { ...SIWX, domain: 'app.example.com' }, 'https://app.example.com')).toContain(
      'app.example.com wants you to sign in',
    );
  });

  it('refuses malformed messages, a caller without a session, and a host that is not an origin', async () => {
    const alice = await signUp(world, 'alice@example.com');
    await expect(sign({ siwxMessage: { ...SIWX, uri: 'not a uri' }, hostOrigin: HOST }, alice.token)).rejects.toThrow(SIWX_MESSAGES.invalid);
    await expect(sign({ siwxMessage: { ...SIWX, statement: 'two\nlines' }, hostOrigin: HOST }, alice.token)).rejects.toThrow(SIWX_MESSAGES.invalid);
    await expect(sign({ siwxMessage: { ...SIWX, version: '2' }, hostOrigin: HOST }, alice.token)).rejects.toThrow(SIWX_MESSAGES.invalid);
    await expect(sign({ siwxMessage: { ...SIWX, issuedAt: 'yesterday' }, hostOrigin: HOST }, alice.token)).rejects.toThrow(SIWX_MESSAGES.invalid);
    await expect(sign({ siwxMessage: { ...SIWX, chainId: 31338 }, hostOrigin: HOST }, alice.token)).rejects.toThrow('Invalid payload');
    await expect(sign({ siwxMessage: SIWX, hostOrigin: `${HOST}/path` }, alice.token)).rejects.toThrow('Invalid payload');
    await expect(sign({ siwxMessage: SIWX, hostOrigin: HOST }, undefined)).rejects.toThrow();
  });
});
