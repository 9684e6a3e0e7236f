/**
 * createLocalSiwx on Polkadot, Cosmos and Bitcoin chains, end to end without a page: the message it writes
 * is the family's CAIP-122 text, a wallet's signature of it opens a session that a reload finds, and a
 * Kusama address on a Polkadot chain is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adr036Signer } from '../../devstack/testing/message-signers/adr036-signer.js';
import { bip322Signer } from '../../devstack/testing/message-signers/bip322-signer.js';
import { sr25519Ready, sr25519Signer } from '../../devstack/testing/message-signers/sr25519-signer.js';
import { createLocalSiwx } from './create-siwx.js';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), removeItem: (key: string) => void values.delete(key) };
}

type Account = { address: string; sign(text: string): string | Promise<string> };

async function signIn(chainId: string, account: Account, storage = memoryStorage()) {
  const siwx = createLocalSiwx({ storage, domain: 'demo.example', uri: 'https://demo.example' });
  const message = await siwx.createMessage({ accountAddress: account.address, chainId });
  const text = message.toString();
  const session = { data: message, message: text, signature: await account.sign(text) };
  return { siwx, text, added: siwx.addSession(session), storage };
}

beforeAll(async () => {
  await sr25519Ready();
});

describe('createLocalSiwx on Polkadot, Cosmos and Bitcoin', () => {
  it.each([
    ['Polkadot', 'polkadot:91b171bb158e2d3848fa23a9f1c25182', async (): Promise<Account> => {
      const key = sr25519Signer();
      return { address: key.addressOn(0), sign: (text) => key.sign(text) };
    }],
    ['Cosmos', 'cosmos:cosmoshub-4', (): Promise<Account> => adr036Signer('cosmos')],
    ['Bitcoin', 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', async (): Promise<Account> => bip322Signer('p2wpkh', 'regtest')],
  ] as const)('signs a %s account in with its CAIP-122 message, and a reload finds the session', async (blockchain, chainId, account) => {
    const alice = await account();
    const { text, added, storage } = await signIn(chainId, alice);
    expect(text.split('\n')[0]).toBe(`demo.example wants you to sign in with your ${blockchain} account:`);
    await added;
    const reloaded = createLocalSiwx({ storage });
    expect(await reloaded.getSessions(chainId, alice.address)).toHaveLength(1);
  });

  it('refuses a Kusama address on Polkadot, saying why', async () => {
    const key = sr25519Signer();
    const { added } = await signIn('polkadot:91b171bb158e2d3848fa23a9f1c25182', { address: key.addressOn(2), sign: (text) => key.sign(text) });
    await expect(added).rejects.toThrow('The sign-in was refused (network)');
  });
});
