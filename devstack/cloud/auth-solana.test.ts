/**
 * The sign-in server on Solana (issue 28): a Sign-In-With-Solana message signed with ed25519 opens a session of
 * the account on the local Solana chain; forged, replayed, expired and foreign-domain messages are refused as
 * for eip155, and a solana session is never an eip155 one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import { admin, startTestCloud, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';
import { authenticate, getSession, requestNonce, signOut } from './testing/sign-in.js';
import { signInWithSolana, signSolanaSignInMessage, solanaSigner } from './testing/sign-in-solana.js';

const CHAIN = SOLANA_DEVSTACK_CAIP2;
const DEMO_ORIGIN = 'http://127.0.0.1:5173';
let cloud: TestCloud;

beforeAll(async () => {
  // The chain's RPC is not asked: a sign-in needs only its CAIP-2 id and the signature.
  cloud = await startTestCloud({ solana: { caip2: CHAIN, rpcUrl: 'http://127.0.0.1:9' } });
}, 60_000);
afterAll(() => cloud?.dispose());
beforeEach(async () => {
  await admin.delete(cloud, 'siwx-sessions');
});

async function refusedWith(result: { status: number; body: unknown }): Promise<string[]> {
  expect(result.status).toBe(401);
  return reasonNames(result.body);
}

describe('Sign-In-With-Solana on the sign-in server', () => {
  it('signs a Solana account in, answers its claims on the solana chain, and signs it out', async () => {
    const alice = solanaSigner();
    const signedIn = await signInWithSolana(cloud, alice, CHAIN);
    expect(signedIn.status).toBe(200);
    const me = await getSession(cloud, signedIn.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      sub: `${CHAIN}:${alice.address}`,
      address: alice.address,
      chainId: CHAIN.slice('solana:'.length),
      chainNamespace: 'solana',
      caip2Network: CHAIN,
      domain: 'localhost',
      nonce: signedIn.nonce.nonce,
    });
    const sessions = (await admin.get(cloud, 'siwx-sessions')).body as { sessions: { address: string; chainId: unknown }[] };
    expect(sessions.sessions).toEqual([expect.objectContaining({ address: alice.address, chainId: CHAIN.slice('solana:'.length) })]);
    expect((await signOut(cloud, signedIn.token)).status).toBe(204);
    expect((await getSession(cloud, signedIn.token)).status).toBe(401);
  });

  it('accepts the page that asked (its Origin and domain), and refuses a message for another site', async () => {
    const alice = solanaSigner();
    expect((await signInWithSolana(cloud, alice, CHAIN, { origin: DEMO_ORIGIN })).status).toBe(200);
    const foreign = await signInWithSolana(cloud, alice, CHAIN, { origin: DEMO_ORIGIN, data: { domain: 'evil.example', uri: 'https://evil.example' } });
    expect(await refusedWith(foreign)).toEqual(['domain']);
  });

  it('refuses a forged signature, and spends its nonce', async () => {
    const alice = solanaSigner();
    const forged = await signInWithSolana(cloud, alice, CHAIN, { signer: solanaSigner() });
    expect(await refusedWith(forged)).toEqual(['signature']);
    const honest = signSolanaSignInMessage(alice, CHAIN, forged.nonce.nonce);
    expect(await refusedWith(await authenticate(cloud, forged.nonce.token, honest))).toEqual(['nonce']);
  });

  it('refuses a replayed sign-in', async () => {
    const first = await signInWithSolana(cloud, solanaSigner(), CHAIN);
    expect(first.status).toBe(200);
    expect(await refusedWith(await authenticate(cloud, first.nonce.token, first.signed))).toEqual(['nonce']);
  });

  it('refuses an expired message, one not valid yet, and one whose text says something else than its data', async () => {
    const alice = solanaSigner();
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await refusedWith(await signInWithSolana(cloud, alice, CHAIN, { data: { expirationTime: past } }))).toEqual(['expirationTime']);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect(await refusedWith(await signInWithSolana(cloud, alice, CHAIN, { data: { notBefore: later } }))).toEqual(['notBefore']);

    const { nonce, token } = await requestNonce(cloud);
    const signed = signSolanaSignInMessage(alice, CHAIN, nonce);
    expect(await refusedWith(await authenticate(cloud, token, { ...signed, data: { ...signed.data, accountAddress: solanaSigner().address } }))).toEqual(['accountAddress']);
    const again = await requestNonce(cloud);
    const other = signSolanaSignInMessage(alice, CHAIN, again.nonce);
    expect(await refusedWith(await authenticate(cloud, again.token, { ...other, message: 'hello' }))).toEqual(['message']);
  });

  it('refuses a Solana chain it does not serve, and an address in another case (another key)', async () => {
    const alice = solanaSigner();
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
    expect(await refusedWith(await signInWithSolana(cloud, alice, mainnet))).toEqual(['chainId']);
    const { nonce, token } = await requestNonce(cloud);
    const signed = signSolanaSignInMessage(alice, CHAIN, nonce);
    const otherCase = alice.address.replace(/[a-hj-km-np-z]/, (letter) => letter.toUpperCase());
    expect(await refusedWith(await authenticate(cloud, token, { ...signed, data: { ...signed.data, accountAddress: otherCase } }))).toEqual(['accountAddress']);
  });
});
