/**
 * The wallet core without a browser, driven the way the product drives it: a viem wallet client over the
 * EIP-1193 provider (custom transport), against real anvil chains.
 */
import {
  createPublicClient,
  createWalletClient,
  custom,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
  type Chain,
  type Hex,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startChains, type RunningChains } from '../chains/index.js';
import { DEV_ACCOUNTS, DEVSTACK_CHAINS } from '../config.js';
import type { TestWalletChain } from './types.js';
import { createTestWallet, type KeyValueStore, type TestWallet } from './wallet.js';

const ME = DEV_ACCOUNTS[0].address;

function memoryStore(): KeyValueStore & { value: string | null } {
  const store = {
    value: null as string | null,
    get: () => store.value,
    set: (value: string) => {
      store.value = value;
    },
    remove: () => {
      store.value = null;
    },
  };
  return store;
}

function wallet(chains: TestWalletChain[], storage: KeyValueStore): TestWallet {
  return createTestWallet({
    config: {
      chains,
      knownChainIds: [DEVSTACK_CHAINS.a.chainId, DEVSTACK_CHAINS.b.chainId],
      privateKeys: DEV_ACCOUNTS.map((account) => account.privateKey as Hex),
      switchOnAddChain: true,
      initialChainId: DEVSTACK_CHAINS.a.chainId,
      accountIndex: 0,
    },
    info: { uuid: '00000000-0000-4000-8000-000000000000', name: 'Test', icon: 'data:image/svg+xml,', rdns: 'dev.test' },
    storage,
    origin: 'http://127.0.0.1:1',
    announce: () => undefined,
  });
}

describe('test wallet core with a viem wallet client', () => {
  let chains: RunningChains;
  let walletChains: TestWalletChain[];
  let chainA: Chain;
  let chainC: Chain;

  beforeAll(async () => {
    chains = await startChains({ chains: ['a', 'c'], ports: { a: await freePort(), c: await freePort() } });
    walletChains = chains.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
    chainA = chains.chains[0]!.viemChain;
    chainC = chains.chains[1]!.viemChain;
  }, 20_000);

  afterAll(async () => {
    await chains?.stop();
  });

  it('connects, signs and sends through viem actions', async () => {
    const { provider } = wallet(walletChains, memoryStore());
    const client = createWalletClient({ chain: chainA, transport: custom(provider) });
    expect(await client.getAddresses()).toEqual([]);
    expect(await client.requestAddresses()).toEqual([ME]);
    expect(await client.getChainId()).toBe(chainA.id);

    const signature = await client.signMessage({ account: ME, message: 'hello' });
    expect(await verifyMessage({ address: ME, message: 'hello', signature })).toBe(true);

    const typed = {
      domain: { name: 'Walletport', version: '1', chainId: BigInt(chainA.id) },
      types: { Order: [{ name: 'amount', type: 'uint256' }, { name: 'note', type: 'string' }] },
      primaryType: 'Order',
      message: { amount: 123_456_789_000_000_000_000n, note: 'big numbers travel as strings' },
    } as const;
    const typedSignature = await client.signTypedData({ account: ME, ...typed });
    expect(await verifyTypedData({ address: ME, ...typed, signature: typedSignature })).toBe(true);

    const reader = createPublicClient({ chain: chainA, transport: http(chains.chains[0]!.rpcUrl, { retryCount: 0 }) });
    const to = DEV_ACCOUNTS[1].address;
    const before = await reader.getBalance({ address: to });
    const hash = await client.sendTransaction({ account: ME, to, value: parseEther('0.75') });
    await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(await reader.getBalance({ address: to })).toBe(before + parseEther('0.75'));
  });

  it('adds and switches chains the way viem does', async () => {
    const { provider } = wallet(walletChains, memoryStore());
    const client = createWalletClient({ chain: chainA, transport: custom(provider) });
    await client.requestAddresses();
    await expect(client.switchChain({ id: chainC.id })).rejects.toMatchObject({ code: 4902 });
    await client.addChain({ chain: chainC });
    expect(await client.getChainId()).toBe(chainC.id);
    // Rejected sends and wrong-chain sends come back as errors viem understands.
    await expect(
      client.sendTransaction({ account: ME, chain: chainA, to: DEV_ACCOUNTS[1].address, value: 1n }),
    ).rejects.toThrow(/chain/i);
  });

  it('persists authorization, account, chain and added chains like an extension', async () => {
    const storage = memoryStore();
    const first = wallet(walletChains, storage);
    await first.provider.request({ method: 'eth_requestAccounts' });
    await first.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6b', chainName: 'C', rpcUrls: [walletChains[1]!.rpcUrl] }],
    });
    first.control.switchAccount(2);

    const reloaded = wallet(walletChains, storage);
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([DEV_ACCOUNTS[2].address]);
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0x7a6b');
    // Chain B is known by config but not configured here (only A and C run), so it is left out.
    expect(reloaded.control.state().knownChainIds).toEqual([31337, 31339]);

    await reloaded.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(await wallet(walletChains, storage).provider.request({ method: 'eth_accounts' })).toEqual([]);

    storage.set('{not json');
    expect(wallet(walletChains, storage).control.state()).toMatchObject({ authorized: false, chainId: 31337 });
  });

  it("passes the chain's error on when a send fails", async () => {
    const { provider } = wallet(walletChains, memoryStore());
    await provider.request({ method: 'eth_requestAccounts' });
    const failure = provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ME, to: DEV_ACCOUNTS[1].address, value: '0x' + (10n ** 30n).toString(16) }],
    });
    await expect(failure).rejects.toMatchObject({ code: expect.any(Number), message: expect.stringMatching(/funds|balance/i) });
  });

  it('answers unsupported methods with 4200 and bad requests with -32602', async () => {
    const { provider } = wallet(walletChains, memoryStore());
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200 });
    await expect(provider.request({ method: 'anvil_mine', params: [] })).rejects.toMatchObject({ code: 4200 });
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 5 }] })).rejects.toMatchObject({
      code: -32602,
    });
  });
});
