/**
 * The shipped sign-in implementations (walletport/siwx) held to the port's contract against real parts: the
 * browser-storage one verifying against a local chain, and the server-backed one against the local cloud's
 * sign-in server (which verifies against the same chain), on eip155 and on solana (Sign-In-With-Solana,
 * ed25519). Plus what only the browser-storage one promises:
 * smart-account signatures (ERC-1271, ERC-6492) and sessions edited in storage.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CloudSiwx } from '../../adapters/siwx/cloud-siwx.impl.js';
import { LocalSiwx } from '../../adapters/siwx/local-siwx.impl.js';
import type { SiwxStorage } from '../../adapters/siwx/session-store.js';
import type { SiwxSession } from '../../domain/entities/siwx/siwx-config.js';
import { STORAGE_KEYS } from '../../domain/entities/storage/storage-keys.js';
import { DEV_ACCOUNTS } from '../../devstack/config.js';
import { smartAccountSigner } from '../../devstack/chains/testing/smart-account-signer.js';
import { startChainWorld, type ChainWorld } from '../../devstack/cloud/testing/chain-world.js';
import { COMMON_QUERY } from '../../devstack/cloud/testing/cloud-client.js';
import { solanaSigner } from '../../devstack/cloud/testing/sign-in-solana.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../../devstack/solana/genesis.js';
import { runSiwxContract } from './siwx.contract.js';

const alice = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey);
const mallory = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey);
const CHAIN_A = 'eip155:31337';
const CHAIN_B = 'eip155:31338';

let world: ChainWorld;
beforeAll(async () => {
  // The cloud's Solana chain is named only: a Solana sign-in needs its CAIP-2 id and the signature, not its RPC.
  world = await startChainWorld({ solana: { caip2: SOLANA_DEVSTACK_CAIP2, rpcUrl: 'http://127.0.0.1:9' } });
}, 120_000);
afterAll(() => world?.stop());

class MemoryStorage implements SiwxStorage {
  readonly values = new Map<string, string>();
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
}

const networks = () => world.chains.chains.map((chain) => ({ caipNetworkId: `eip155:${chain.chainId}`, rpcUrls: { default: { http: [chain.rpcUrl] } } }));
const common = {
  address: alice.address,
  chainId: CHAIN_A,
  otherChainId: CHAIN_B,
  sign: (text: string) => alice.signMessage({ message: text }),
  forge: (text: string) => mallory.signMessage({ message: text }),
};

runSiwxContract('LocalSiwx', { ...common, make: () => new LocalSiwx({ networks: networks(), storage: new MemoryStorage() }) });
runSiwxContract('CloudSiwx', {
  ...common,
  make: () => new CloudSiwx({ projectId: COMMON_QUERY.projectId, apiUrl: world.cloud.url, storage: new MemoryStorage() }),
});

// Sign-In-With-Solana: the same contract with an ed25519 key on the devstack's Solana chain. The other chain is
// Solana mainnet (a configured network the account never signed in on).
const solanaAlice = solanaSigner();
const solanaCommon = {
  address: solanaAlice.address,
  otherAddress: solanaSigner().address,
  caseInsensitive: false,
  chainId: SOLANA_DEVSTACK_CAIP2,
  otherChainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  sign: async (text: string) => solanaAlice.sign(text),
  forge: async (text: string) => solanaSigner().sign(text),
};
runSiwxContract('LocalSiwx on Solana', { ...solanaCommon, make: () => new LocalSiwx({ storage: new MemoryStorage() }) });
runSiwxContract('CloudSiwx on Solana', {
  ...solanaCommon,
  make: () => new CloudSiwx({ projectId: COMMON_QUERY.projectId, apiUrl: world.cloud.url, storage: new MemoryStorage() }),
});

async function signIn(siwx: LocalSiwx | CloudSiwx, account: { address: string; signMessage(input: { message: string }): Promise<string> }): Promise<SiwxSession> {
  const message = await siwx.createMessage({ accountAddress: account.address, chainId: CHAIN_A });
  const text = message.toString();
  const { toString: _text, ...data } = message;
  const session = { data, message: text, signature: await account.signMessage({ message: text }) };
  await siwx.addSession(session);
  return session;
}

describe('LocalSiwx against the chain', () => {
  it.each(['deployed', 'counterfactual'] as const)('accepts a %s smart account (ERC-1271 / ERC-6492)', async (kind) => {
    const siwx = new LocalSiwx({ networks: networks(), storage: new MemoryStorage() });
    const account = smartAccountSigner(kind);
    await signIn(siwx, account);
    expect(await siwx.getSessions(CHAIN_A, account.address)).toHaveLength(1);
  });

  it("refuses a smart account's session signed with a key that does not own it", async () => {
    const siwx = new LocalSiwx({ networks: networks(), storage: new MemoryStorage() });
    const account = smartAccountSigner('deployed', { privateKey: DEV_ACCOUNTS[2].privateKey });
    await expect(signIn(siwx, account)).rejects.toThrow(/refused/);
  });

  it('drops a session edited in storage (another account, a later expiry) and keeps the real one out of reach of the edit', async () => {
    const storage = new MemoryStorage();
    const siwx = new LocalSiwx({ networks: networks(), storage });
    const session = await signIn(siwx, alice);
    const edited = { ...session, data: { ...session.data, expirationTime: new Date(Date.now() + 365 * 86_400_000).toISOString() } };
    storage.setItem(STORAGE_KEYS.SIWX_SESSIONS, JSON.stringify([edited]));
    const reloaded = new LocalSiwx({ networks: networks(), storage });
    expect(await reloaded.getSessions(CHAIN_A, alice.address)).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull();
  });

  it('reads garbage in storage as no session, and cleans it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.SIWX_SESSIONS, '{not json');
    const siwx = new LocalSiwx({ networks: networks(), storage });
    expect(await siwx.getSessions(CHAIN_A, alice.address)).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.SIWX_SESSIONS)).toBeNull();
  });

  it('keeps a session across a reload (a new instance over the same storage)', async () => {
    const storage = new MemoryStorage();
    await signIn(new LocalSiwx({ networks: networks(), storage }), alice);
    const reloaded = new LocalSiwx({ networks: networks(), storage });
    expect(await reloaded.getSessions(CHAIN_A, alice.address)).toHaveLength(1);
  });
});

describe('CloudSiwx against the sign-in server', () => {
  const make = (storage = new MemoryStorage()) => new CloudSiwx({ projectId: COMMON_QUERY.projectId, apiUrl: world.cloud.url, storage });

  it('keeps the session across a reload while the server confirms it, and the server lists it', async () => {
    const storage = new MemoryStorage();
    await signIn(make(storage), alice);
    expect(storage.getItem(STORAGE_KEYS.SIWX_AUTH_TOKEN)).toEqual(expect.any(String));
    expect(await make(storage).getSessions(CHAIN_A, alice.address)).toHaveLength(1);
  });

  it('asks again when the stored token was tampered with, and forgets it', async () => {
    const storage = new MemoryStorage();
    await signIn(make(storage), alice);
    const token = storage.getItem(STORAGE_KEYS.SIWX_AUTH_TOKEN) ?? '';
    storage.setItem(STORAGE_KEYS.SIWX_AUTH_TOKEN, `${token.slice(0, -4)}AAAA`);
    expect(await make(storage).getSessions(CHAIN_A, alice.address)).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.SIWX_AUTH_TOKEN)).toBeNull();
  });

  it('signs out on the server: the old token no longer answers', async () => {
    const storage = new MemoryStorage();
    const siwx = make(storage);
    await signIn(siwx, alice);
    const token = storage.getItem(STORAGE_KEYS.SIWX_AUTH_TOKEN) ?? '';
    await siwx.setSessions([]);
    storage.setItem(STORAGE_KEYS.SIWX_AUTH_TOKEN, token);
    expect(await make(storage).getSessions(CHAIN_A, alice.address)).toEqual([]);
  });

  it('keeps a session per namespace: signing in on solana leaves the eip155 session, and each signs out alone', async () => {
    const storage = new MemoryStorage();
    await signIn(make(storage), alice);
    const solana = make(storage);
    const message = await solana.createMessage({ accountAddress: solanaAlice.address, chainId: SOLANA_DEVSTACK_CAIP2 });
    const { toString: _text, ...data } = message;
    await solana.addSession({ data, message: message.toString(), signature: solanaAlice.sign(message.toString()) });

    const reloaded = make(storage);
    expect(await reloaded.getSessions(CHAIN_A, alice.address)).toHaveLength(1);
    expect(await reloaded.getSessions(SOLANA_DEVSTACK_CAIP2, solanaAlice.address)).toHaveLength(1);
    // An eip155 session never answers for solana, nor the reverse.
    expect(await reloaded.getSessions(SOLANA_DEVSTACK_CAIP2, alice.address)).toEqual([]);

    await reloaded.revokeSession(SOLANA_DEVSTACK_CAIP2, solanaAlice.address);
    expect(await make(storage).getSessions(SOLANA_DEVSTACK_CAIP2, solanaAlice.address)).toEqual([]);
    expect(await make(storage).getSessions(CHAIN_A, alice.address)).toHaveLength(1);
    await make(storage).setSessions([]);
    expect(await make(storage).getSessions(CHAIN_A, alice.address)).toEqual([]);
    expect([...storage.values.keys()]).toEqual([]);
  });

  it('a refused sign-in spends the nonce: the same signed session cannot be sent again', async () => {
    const storage = new MemoryStorage();
    const siwx = make(storage);
    const message = await siwx.createMessage({ accountAddress: alice.address, chainId: CHAIN_A });
    const text = message.toString();
    const { toString: _text, ...data } = message;
    await expect(siwx.addSession({ data, message: text, signature: await mallory.signMessage({ message: text }) })).rejects.toBeDefined();
    await expect(siwx.addSession({ data, message: text, signature: await alice.signMessage({ message: text }) })).rejects.toBeDefined();
  });
});
