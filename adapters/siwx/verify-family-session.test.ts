import { beforeAll, describe, expect, it } from 'vitest';
import { formatCaip122Message } from '../../domain/entities/siwx/caip122-message.js';
import { caip122Family, type Caip122Namespace } from '../../domain/entities/siwx/caip122-families.js';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { adr036Signer } from '../../devstack/testing/message-signers/adr036-signer.js';
import { bip322Signer } from '../../devstack/testing/message-signers/bip322-signer.js';
import { sr25519Ready, sr25519Signer } from '../../devstack/testing/message-signers/sr25519-signer.js';
import { verifySiwxSession } from './verify-siwx-session.js';

const NOW = Date.UTC(2026, 10, 28, 8);
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f';
const COSMOS_HUB = 'cosmos:cosmoshub-4';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';

type Account = { address: string; sign(text: string): string | Promise<string> };

beforeAll(async () => {
  await sr25519Ready();
});

async function signedSession(namespace: Caip122Namespace, chainId: string, account: Account, overrides: Partial<SiwxSession['data']> = {}, signer: Account = account): Promise<SiwxSession> {
  const data = {
    accountAddress: account.address,
    chainId,
    domain: 'demo.example',
    uri: 'https://demo.example',
    version: '1',
    nonce: 'abcdefgh12',
    issuedAt: new Date(NOW).toISOString(),
    expirationTime: new Date(NOW + 60_000).toISOString(),
    ...overrides,
  };
  const message = formatCaip122Message({ family: caip122Family(namespace), data });
  return { data, message, signature: await signer.sign(message) };
}

const verify = (session: SiwxSession) => verifySiwxSession({ session, rpcUrl: undefined, now: NOW });

function polkadotAccount(prefix: number): Account {
  const key = sr25519Signer();
  return { address: key.addressOn(prefix), sign: (text) => key.sign(text) };
}

const families: readonly [name: string, namespace: Caip122Namespace, chainId: string, account: () => Promise<Account>][] = [
  ['Polkadot (sr25519)', 'polkadot', POLKADOT, async () => polkadotAccount(0)],
  ['Kusama (sr25519)', 'polkadot', KUSAMA, async () => polkadotAccount(2)],
  ['Cosmos (ADR-036)', 'cosmos', COSMOS_HUB, () => adr036Signer('cosmos')],
  ['Bitcoin P2WPKH (BIP-322)', 'bip122', REGTEST, async () => bip322Signer('p2wpkh', 'regtest')],
  ['Bitcoin P2TR (BIP-322)', 'bip122', REGTEST, async () => bip322Signer('p2tr', 'regtest')],
];

describe('Polkadot, Cosmos and Bitcoin sessions, verified on the client', () => {
  it.each(families)('%s: accepts the account’s signature of the exact text', async (_name, namespace, chainId, account) => {
    expect(await verify(await signedSession(namespace, chainId, await account()))).toBeUndefined();
  });

  it.each(families)("%s: refuses another account's signature, a text that says something else, and time out of range", async (_name, namespace, chainId, account) => {
    const alice = await account();
    const mallory = await account();
    expect(await verify(await signedSession(namespace, chainId, alice, {}, mallory))).toBe('signature');
    const session = await signedSession(namespace, chainId, alice);
    expect(await verify({ ...session, data: { ...session.data, nonce: 'zzzzzzzz99' } })).toBe('mismatch');
    expect(await verify({ ...session, message: `${session.message}\n` })).toBe('message');
    expect(await verify(await signedSession(namespace, chainId, alice, { expirationTime: new Date(NOW - 1).toISOString() }))).toBe('expired');
    expect(await verify(await signedSession(namespace, chainId, alice, { notBefore: new Date(NOW + 60_000).toISOString() }))).toBe('not-yet-valid');
  });

  it('refuses a Kusama address signing in on Polkadot (and the reverse), though the signature holds', async () => {
    expect(await verify(await signedSession('polkadot', POLKADOT, polkadotAccount(2)))).toBe('network');
    expect(await verify(await signedSession('polkadot', KUSAMA, polkadotAccount(0)))).toBe('network');
  });

  it('refuses an Osmosis address on the Cosmos Hub, a testnet address on regtest, and a chain with no known address rule', async () => {
    expect(await verify(await signedSession('cosmos', COSMOS_HUB, await adr036Signer('osmo')))).toBe('network');
    expect(await verify(await signedSession('bip122', REGTEST, bip322Signer('p2wpkh', 'testnet')))).toBe('network');
    expect(await verify(await signedSession('cosmos', 'cosmos:unknown-1', await adr036Signer('cosmos')))).toBe('network');
  });
});
