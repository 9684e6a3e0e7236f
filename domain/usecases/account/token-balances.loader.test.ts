import { describe, expect, it } from 'vitest';
import { parseEther } from 'viem';
import { PORTFOLIO_CACHE_TTL_MS, TOKEN_BALANCE_RETRY_LOCKOUT_MS } from '../../entities/constants.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { ethereum, optimism, walletportDevnetA } from '../../entities/network/index.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { accountWorld, ALICE, BOB, ether, usdc } from './testing/accountWorld.js';

describe('AccountDataUseCase: token balances', () => {
  it('are cached 30 s per address and network: refetched at 30 000 ms, not at 29 999', async () => {
    const { build, connect, api, scheduler } = accountWorld();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1'), usdc('10')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(api.callCount('getBalance')).toBe(1);

    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1'), usdc('20')]);
    scheduler.advance(PORTFOLIO_CACHE_TTL_MS - 1);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(1);
    expect(account.snapshot.tokenBalances[1]?.quantity.numeric).toBe('10');

    scheduler.advance(1);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(2);
    expect(account.snapshot.tokenBalances[1]?.quantity.numeric).toBe('20');
  });

  it('are cached per address and per network', async () => {
    const { build, connect, api } = accountWorld();
    build();
    connect(ALICE);
    await flushMicrotasks();
    connect(BOB);
    await flushMicrotasks();
    connect(ALICE);
    await flushMicrotasks();
    connect(ALICE, optimism);
    await flushMicrotasks();
    expect(api.calls.getBalance).toEqual([
      { address: ALICE, chainId: 'eip155:1' },
      { address: BOB, chainId: 'eip155:1' },
      { address: ALICE, chainId: 'eip155:10' },
    ]);
  });

  it("report 'empty' when the account holds no token", async () => {
    const { build, connect } = accountWorld();
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ tokensStatus: 'empty', tokenBalances: [] });
  });

  it('a forced refresh bypasses the caches', async () => {
    const { build, connect, api } = accountWorld();
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    await account.refresh({ force: true });
    expect(api.callCount('getBalance')).toBe(2);
    expect(api.callCount('getIdentity')).toBe(2);
    expect(api.callCount('getSupportedChains')).toBe(1);
  });

  it("a failure shows 'Token Balance Unavailable' once and blocks retries for 30 s: no retry storm", async () => {
    const { build, connect, api, scheduler, toasts, showError, evm } = accountWorld();
    api.failAlways('getBalance');
    evm?.setBalance(ALICE, ethereum.caipNetworkId, parseEther('3'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();

    expect(api.callCount('getBalance')).toBe(1);
    expect(showError).toHaveBeenCalledTimes(1);
    expect(toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' });
    expect(account.snapshot.tokensStatus).toBe('error');
    expect(isWalletportError(account.snapshot.tokensError, 'TOKEN_BALANCE_UNAVAILABLE')).toBe(true);
    // The native balance still comes through the chain RPC.
    expect(account.snapshot.balance).toBe('3');

    for (let tick = 0; tick < 10; tick += 1) {
      scheduler.advance(1000);
      const state = await account.refresh({ force: tick % 2 === 0 });
      expect(state.tokensStatus).toBe('error');
      // Only the native balance the chain gave (shown above the list, so in it too).
      expect(state.tokenBalances.map((entry) => [entry.symbol, entry.quantity.numeric])).toEqual([['ETH', '3']]);
    }
    scheduler.advance(TOKEN_BALANCE_RETRY_LOCKOUT_MS - 10_000 - 1);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(1);
    expect(showError).toHaveBeenCalledTimes(1);

    scheduler.advance(1);
    api.heal('getBalance');
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('3'), usdc('1')]);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(2);
    expect(account.snapshot).toMatchObject({ tokensStatus: 'ready', tokensError: undefined });
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('a failure after the lockout shows the toast again and starts a new lockout', async () => {
    const { build, connect, api, scheduler, showError } = accountWorld();
    api.failAlways('getBalance');
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    scheduler.advance(TOKEN_BALANCE_RETRY_LOCKOUT_MS);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(2);
    expect(showError).toHaveBeenCalledTimes(2);
    scheduler.advance(TOKEN_BALANCE_RETRY_LOCKOUT_MS - 1);
    await account.refresh();
    expect(api.callCount('getBalance')).toBe(2);
  });

  it('concurrent refreshes share one call and one toast', async () => {
    const { build, connect, api, showError } = accountWorld();
    api.failAlways('getBalance');
    const account = build();
    connect(ALICE);
    await Promise.all([account.refresh(), account.refresh(), account.refresh({ force: true })]);
    expect(api.callCount('getBalance')).toBe(1);
    expect(showError).toHaveBeenCalledTimes(1);
  });

  it('during the lockout, keep the token balances already shown for the account', async () => {
    const { build, connect, api, scheduler } = accountWorld();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1'), usdc('5')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    scheduler.advance(PORTFOLIO_CACHE_TTL_MS);
    api.failNext('getBalance');
    await account.refresh();
    expect(account.snapshot.tokensStatus).toBe('error');
    expect(account.snapshot.tokenBalances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC']);
  });

  it('are skipped without a toast on a network the API does not support', async () => {
    const { build, connect, api, showError } = accountWorld({ network: walletportDevnetA });
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.tokensStatus).toBe('empty');
    expect(api.callCount('getBalance')).toBe(0);
    expect(showError).not.toHaveBeenCalled();
  });
});
