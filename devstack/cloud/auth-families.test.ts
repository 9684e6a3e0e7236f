/**
 * The sign-in server on Polkadot, Cosmos and Bitcoin (issue 31): a CAIP-122 message signed with sr25519,
 * ADR-036 or BIP-322 by a real key opens a session of the account on that chain; a Kusama address on a
 * Polkadot network is refused with a sentence saying so; forged, replayed, expired, foreign-domain messages
 * and chains without a known address rule are refused as for eip155 and solana.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Caip122Namespace } from '../../domain/entities/siwx/caip122-families.js';
import { adr036Signer } from '../testing/message-signers/adr036-signer.js';
import { bip322Signer } from '../testing/message-signers/bip322-signer.js';
import { sr25519Ready, sr25519Signer } from '../testing/message-signers/sr25519-signer.js';
import { admin, startTestCloud, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';
import { authenticate, getSession, requestNonce } from './testing/sign-in.js';
import { signFamilySignInMessage, signInWithFamily, type FamilySigner } from './testing/sign-in-family.js';

const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f';
const COSMOS_HUB = 'cosmos:cosmoshub-4';
const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const BITCOIN_MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const DEMO_ORIGIN = 'http://127.0.0.1:5173';
let cloud: TestCloud;

beforeAll(async () => {
  await sr25519Ready();
  cloud = await startTestCloud();
}, 60_000);
afterAll(() => cloud?.dispose());
beforeEach(async () => {
  await admin.delete(cloud, 'siwx-sessions');
});

async function refusedWith(result: { status: number; body: unknown }): Promise<string[]> {
  expect(result.status).toBe(401);
  return reasonNames(result.body);
}

function polkadotAccount(prefix: number): FamilySigner {
  const key = sr25519Signer();
  return { address: key.addressOn(prefix), sign: (text) => key.sign(text) };
}

const families: readonly [name: string, namespace: Caip122Namespace, chainId: string, account: () => Promise<FamilySigner>][] = [
  ['Polkadot (sr25519)', 'polkadot', POLKADOT, async () => polkadotAccount(0)],
  ['Cosmos Hub (ADR-036)', 'cosmos', COSMOS_HUB, () => adr036Signer('cosmos')],
  ['Bitcoin regtest P2WPKH (BIP-322)', 'bip122', BITCOIN_REGTEST, async () => bip322Signer('p2wpkh', 'regtest')],
  ['Bitcoin mainnet P2TR (BIP-322)', 'bip122', BITCOIN_MAINNET, async () => bip322Signer('p2tr', 'mainnet')],
];

describe('CAIP-122 sign-in on Polkadot, Cosmos and Bitcoin', () => {
  it.each(families)('%s: signs the account in, answers its claims on its chain', async (_name, namespace, chainId, account) => {
    const alice = await account();
    const signedIn = await signInWithFamily(cloud, namespace, alice, chainId, { origin: DEMO_ORIGIN });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const me = await getSession(cloud, signedIn.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      sub: `${chainId}:${alice.address}`,
      address: alice.address,
      chainId: chainId.slice(namespace.length + 1),
      chainNamespace: namespace,
      caip2Network: chainId,
      domain: '127.0.0.1:5173',
    });
  });

  it.each(families)("%s: refuses another key's signature (and spends the nonce), a replay, and an expired message", async (_name, namespace, chainId, account) => {
    const alice = await account();
    const forged = await signInWithFamily(cloud, namespace, alice, chainId, { signer: await account() });
    expect(await refusedWith(forged)).toEqual(['signature']);
    const honest = await signFamilySignInMessage(namespace, alice, chainId, forged.nonce.nonce);
    expect(await refusedWith(await authenticate(cloud, forged.nonce.token, honest))).toEqual(['nonce']);

    const first = await signInWithFamily(cloud, namespace, alice, chainId);
    expect(first.status).toBe(200);
    expect(await refusedWith(await authenticate(cloud, first.nonce.token, first.signed))).toEqual(['nonce']);

    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await refusedWith(await signInWithFamily(cloud, namespace, alice, chainId, { data: { expirationTime: past } }))).toEqual(['expirationTime']);
  });

  it('refuses a Kusama address on Polkadot, saying it is a Kusama address, though its signature holds', async () => {
    const kusamaAccount = polkadotAccount(2);
    const refused = await signInWithFamily(cloud, 'polkadot', kusamaAccount, POLKADOT);
    expect(await refusedWith(refused)).toEqual(['accountAddress']);
    expect(JSON.stringify(refused.body)).toContain(`${kusamaAccount.address} is a Kusama address (SS58 prefix 2); ${POLKADOT} takes Polkadot addresses (prefix 0)`);
    expect((await signInWithFamily(cloud, 'polkadot', kusamaAccount, KUSAMA)).status).toBe(200);
  });

  it('refuses an Osmosis address on the Cosmos Hub, a testnet address on regtest, and chains without a known address rule', async () => {
    expect(await refusedWith(await signInWithFamily(cloud, 'cosmos', await adr036Signer('osmo'), COSMOS_HUB))).toEqual(['accountAddress']);
    expect(await refusedWith(await signInWithFamily(cloud, 'bip122', bip322Signer('p2wpkh', 'testnet'), BITCOIN_REGTEST))).toEqual(['accountAddress']);
    expect(await refusedWith(await signInWithFamily(cloud, 'cosmos', await adr036Signer('cosmos'), 'cosmos:unknown-1'))).toEqual(['chainId']);
  });

  it('refuses a message for another site, and a text that is not the data', async () => {
    const alice = polkadotAccount(0);
    const foreign = await signInWithFamily(cloud, 'polkadot', alice, POLKADOT, { origin: DEMO_ORIGIN, data: { domain: 'evil.example', uri: 'https://evil.example' } });
    expect(await refusedWith(foreign)).toEqual(['domain']);
    const { nonce, token } = await requestNonce(cloud);
    const signed = await signFamilySignInMessage('polkadot', alice, POLKADOT, nonce);
    expect(await refusedWith(await authenticate(cloud, token, { ...signed, message: signed.message.replace('Polkadot account', 'Cosmos account') }))).toEqual(['message']);
  });
});
