import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { NATIVE_BALANCE_CACHE_TTL_MS } from '../../entities/constants.js';
import { bitcoin, ethereum, walletportDevnetA, walletportDevnetB } from '../../entities/network/index.js';
import { fakeTokenBalance } from '../../../tests/fakes/blockchain-api.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { defineNetwork } from '../../entities/network/defineNetwork.js';
import { accountWorld, ALICE, balanceCalls, BITCOIN_ADDRESS, ether, SOLANA_ADDRESS, usdc } from './testing/accountWorld.js';

/** A network of a namespace without balances (polkadot: signatures only). */
const polkadot = defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  chainNamespace: 'polkadot',
  rpcUrls: { default: { http: [] } },
});
const POLKADOT_ADDRESS = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

describe('AccountDataUseCase: native balance', () => {
  it('comes from the blockchain API when it supports the network, floored to 3 decimals', async () => {
    const { build, connect, api, evm } = accountWorld();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1.23456789'), usdc('25.5')]);
    const account = build();

    connect(ALICE);
    expect(account.snapshot.balanceLoading).toBe(true);
    expect(account.snapshot.tokensStatus).toBe('loading');
    await flushMicrotasks();

    expect(account.snapshot).toMatchObject({
      address: ALICE,
      caipNetworkId: 'eip155:1',
      balance: '1.234',
      balanceSymbol: 'ETH',
      balanceLoading: false,
      tokensStatus: 'ready',
    });
    expect(account.snapshot.tokenBalances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC']);
    expect(api.calls.getBalance).toEqual([{ address: ALICE, chainId: 'eip155:1' }]);
    expect(balanceCalls(evm)).toBe(0);
  });

  it('comes from the chain RPC when the API does not support the network: the real devnet balance', async () => {
    const { build, connect, api, evm } = accountWorld({ network: walletportDevnetA });
    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('9999.98765'));
    const account = build();

    connect(ALICE);
    await flushMicrotasks();

    // The balance shown above the Tokens list is in it too (native-token-entry.ts), exact.
    expect(account.snapshot).toMatchObject({ balance: '9999.987', balanceSymbol: 'ETH', balanceLoading: false, tokensStatus: 'ready' });
    expect(account.snapshot.tokenBalances.map((entry) => [entry.symbol, entry.address, entry.quantity.numeric])).toEqual([['ETH', undefined, '9999.98765']]);
    expect(api.callCount('getBalance')).toBe(0);
    expect(api.callCount('getIdentity')).toBe(0);
    expect(balanceCalls(evm)).toBe(1);
  });

  it('reads a Solana account in lamports, 9 decimals, exact to the last lamport however large, shown floored', async () => {
    const local = defineNetwork({
      id: 'gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5',
      name: 'Local Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      chainNamespace: 'solana',
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    });
    const { build, connect, api, chainAdapters } = accountWorld({ network: local });
    // More lamports than a float holds exactly (2^53 is about 9.007e15).
    chainAdapters.get('solana')?.setBalance(SOLANA_ADDRESS, local.caipNetworkId, 123_456_789_012_345_678_901n);
    const account = build();

    connect(SOLANA_ADDRESS);
    await flushMicrotasks();

    expect(account.snapshot).toMatchObject({ address: SOLANA_ADDRESS, balance: '123456789012.345', balanceSymbol: 'SOL', balanceLoading: false });
    expect(account.snapshot.tokenBalances.map((entry) => [entry.symbol, entry.quantity.decimals, entry.quantity.numeric])).toEqual([
      ['SOL', '9', '123456789012.345678901'],
    ]);
    // Names are eip155 only: a Solana account's identity is never asked for.
    expect(api.callCount('getIdentity')).toBe(0);
  });

  it("shows '0.00' when no balance source exists for the chain (API unsupported, no chain adapter)", async () => {
    const { build, connect, api } = accountWorld({ network: walletportDevnetA, adapters: [] });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: '0.00', balanceSymbol: 'ETH', balanceLoading: false, tokensStatus: 'empty' });
    expect(api.callCount('getBalance')).toBe(0);
  });

  it("shows '0.00' and calls nothing on a namespace without balances", async () => {
    const { build, connect, api, chainAdapters } = accountWorld({ network: polkadot, adapters: ['eip155', 'polkadot'] });
    const account = build();
    connect(POLKADOT_ADDRESS);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: '0.00', balanceSymbol: 'DOT', tokensStatus: 'empty', profileName: undefined });
    expect(api.callCount('getSupportedChains') + api.callCount('getBalance') + api.callCount('getIdentity')).toBe(0);
    expect(balanceCalls(chainAdapters.get('polkadot'))).toBe(0);
  });

  it("shows a Bitcoin account's BTC from the balance API (issue 31)", async () => {
    const { build, connect, api } = accountWorld({ network: bitcoin, adapters: ['eip155', 'bip122'] });
    api.supportedChains = { ...api.supportedChains, http: [...api.supportedChains.http, bitcoin.caipNetworkId] };
    api.setBalances(BITCOIN_ADDRESS, bitcoin.caipNetworkId, [
      fakeTokenBalance({ name: 'Bitcoin', symbol: 'BTC', chainId: bitcoin.caipNetworkId, price: 60000, quantity: { decimals: '8', numeric: '0.5' } }),
    ]);
    const account = build();
    connect(BITCOIN_ADDRESS);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: '0.5', balanceSymbol: 'BTC', tokensStatus: 'ready' });
    expect(api.calls.getBalance).toEqual([{ address: BITCOIN_ADDRESS, chainId: bitcoin.caipNetworkId }]);
  });

  it("shows '0.00' and calls nothing while the wallet is on an unsupported network", async () => {
    const { build, connect, networkState, api, evm } = accountWorld();
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    const apiCallsBefore = api.callCount('getBalance');
    const rpcCallsBefore = balanceCalls(evm);

    networkState.update({ isUnsupportedChain: true });
    await flushMicrotasks();

    expect(account.snapshot).toMatchObject({ balance: '0.00', tokensStatus: 'empty', tokenBalances: [] });
    expect(api.callCount('getBalance')).toBe(apiCallsBefore);
    expect(balanceCalls(evm)).toBe(rpcCallsBefore);
  });

  it('falls back to the chain RPC when the API lists no usable native entry (low quality entries are filtered)', async () => {
    const { build, connect, api, evm } = accountWorld();
    api.setBalances(ALICE, ethereum.caipNetworkId, [fakeTokenBalance({ quantity: { decimals: '0', numeric: '123' } }), usdc('3')]);
    evm?.setBalance(ALICE, ethereum.caipNetworkId, parseEther('0.5'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('0.5');
    expect(account.snapshot.tokenBalances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC']);
    expect(balanceCalls(evm)).toBe(1);
  });

  it('shows a zero balance when the API answered without a native entry and there is no RPC', async () => {
    const { build, connect, api } = accountWorld({ adapters: [] });
    api.setBalances(ALICE, ethereum.caipNetworkId, [usdc('3')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('0.000');
  });

  it('leaves the balance unknown, not zero, when the chain RPC fails', async () => {
    const { build, connect, evm, logger } = accountWorld({ network: walletportDevnetA });
    if (evm) evm.failBalanceWith = new Error('connection refused');
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: undefined, balanceLoading: false });
    expect(logger.messages('warn').join('\n')).toContain('native balance could not be read');
  });

  it('is cached 30 s per address and network', async () => {
    const { build, connect, scheduler, evm } = accountWorld({ network: walletportDevnetA });
    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('1'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(balanceCalls(evm)).toBe(1);

    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('2'));
    scheduler.advance(NATIVE_BALANCE_CACHE_TTL_MS - 1);
    await account.refresh();
    expect(balanceCalls(evm)).toBe(1);
    expect(account.snapshot.balance).toBe('1');

    scheduler.advance(1);
    await account.refresh();
    expect(balanceCalls(evm)).toBe(2);
    expect(account.snapshot.balance).toBe('2');
  });

  it('follows the network: each network its own balance', async () => {
    const { build, connect, evm } = accountWorld({ network: walletportDevnetA });
    evm?.setBalance(ALICE, walletportDevnetA.caipNetworkId, parseEther('1'));
    evm?.setBalance(ALICE, walletportDevnetB.caipNetworkId, parseEther('7.25'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('1');

    connect(ALICE, walletportDevnetB);
    expect(account.snapshot.balance).toBeUndefined();
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ balance: '7.25', caipNetworkId: walletportDevnetB.caipNetworkId });
  });
});
