import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../domain/entities/address/base58.js';
import { formatSiwsMessage } from '../../domain/entities/siwx/siws-message.js';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { verifyEd25519Signature } from './ed25519-signature.js';
import { verifySiwxSession } from './verify-siwx-session.js';

const CHAIN = 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5';
const NOW = Date.UTC(2026, 10, 28, 8);

/** A fresh ed25519 key: its base58 address and a signer of text. */
async function solanaKey() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const address = encodeBase58(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  const sign = async (text: string) => encodeBase58(new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text))));
  return { address, sign };
}

async function signedSession(overrides: Partial<SiwxSession['data']> = {}) {
  const key = await solanaKey();
  const data = {
    accountAddress: key.address,
    chainId: CHAIN,
    domain: 'demo.example',
    uri: 'https://demo.example',
    version: '1',
    nonce: 'abcdefgh12',
    issuedAt: new Date(NOW).toISOString(),
    expirationTime: new Date(NOW + 60_000).toISOString(),
    ...overrides,
  };
  const message = formatSiwsMessage(data);
  return { key, session: { data, message, signature: await key.sign(message) } satisfies SiwxSession };
}

describe('Sign-In-With-Solana sessions, verified with ed25519 (WebCrypto)', () => {
  it('accepts the account’s signature of the exact text', async () => {
    const { session } = await signedSession();
    expect(await verifySiwxSession({ session, rpcUrl: undefined, now: NOW })).toBeUndefined();
  });

  it('refuses a forged signature: another key, another text, or bytes that are not a signature', async () => {
    const { session } = await signedSession();
    const other = await solanaKey();
    expect(await verifySiwxSession({ session: { ...session, signature: await other.sign(session.message) }, rpcUrl: undefined, now: NOW })).toBe('signature');
    const { session: another } = await signedSession();
    expect(await verifySiwxSession({ session: { ...session, signature: another.signature }, rpcUrl: undefined, now: NOW })).toBe('signature');
    expect(await verifySiwxSession({ session: { ...session, signature: '0xdeadbeef' }, rpcUrl: undefined, now: NOW })).toBe('signature');
    expect(await verifySiwxSession({ session: { ...session, signature: '1'.repeat(88) }, rpcUrl: undefined, now: NOW })).toBe('signature');
  });

  it('refuses a text that says something else than the data, or is not a SIWS message', async () => {
    const { session } = await signedSession();
    expect(await verifySiwxSession({ session: { ...session, data: { ...session.data, domain: 'evil.example' } }, rpcUrl: undefined, now: NOW })).toBe('mismatch');
    expect(await verifySiwxSession({ session: { ...session, data: { ...session.data, accountAddress: session.data.accountAddress.toLowerCase() } }, rpcUrl: undefined, now: NOW })).toBe('mismatch');
    expect(await verifySiwxSession({ session: { ...session, message: `${session.message}\nExtra: 1` }, rpcUrl: undefined, now: NOW })).toBe('message');
  });

  it('refuses outside the validity window', async () => {
    const { session } = await signedSession({ notBefore: new Date(NOW + 1_000).toISOString() });
    expect(await verifySiwxSession({ session, rpcUrl: undefined, now: NOW })).toBe('not-yet-valid');
    expect(await verifySiwxSession({ session, rpcUrl: undefined, now: NOW + 60_000 })).toBe('expired');
    expect(await verifySiwxSession({ session, rpcUrl: undefined, now: NOW + 1_000 })).toBeUndefined();
  });

  it('never throws for a malformed key', async () => {
    expect(await verifyEd25519Signature({ address: 'not an address', message: new Uint8Array([1]), signature: '1' })).toBe(false);
    expect(await verifyEd25519Signature({ address: '1'.repeat(32), message: new Uint8Array([1]), signature: '1'.repeat(64) })).toBe(false);
  });
});
