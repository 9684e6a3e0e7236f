/**
 * Issue 18, defect 1: a failed GET /v1/supported-chains (an HTTP error or a malformed answer) is not "the
 * network is unsupported". The balance call goes ahead, so a funded account shows its tokens, or 'Token
 * Balance Unavailable' when the balance call fails too, never a false 'empty' ("No tokens yet"). The failure
 * is not kept (a later load asks again) and causes no retry storm.
 */
import { describe, expect, it } from 'vitest';
import { walletportError } from '../../entities/errors/catalogue.js';
import { isWalletportError } from '../../entities/errors/base.error.js';
import { ethereum, walletportDevnetA } from '../../entities/network/index.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { accountWorld, ALICE, ether, usdc } from './testing/accountWorld.js';

/** What the HTTP adapter rejects with for each supported-chains fault. */
const FAILURES = [
  ['500', walletportError('HTTP_STATUS', [500])],
  ['403', walletportError('HTTP_STATUS', [403])],
  ['429', walletportError('HTTP_STATUS', [429])],
  ['503', walletportError('HTTP_STATUS', [503])],
  ['a malformed answer', walletportError('INVALID_RESPONSE', ['GET /v1/supported-chains'])],
] as const;

describe('AccountDataUseCase: the supported chains cannot be fetched', () => {
  it.each(FAILURES)('(%s): the balance endpoint is still called and the tokens are shown', async (_, error) => {
    const { build, connect, api, showError, logger } = accountWorld();
    api.failAlways('getSupportedChains', error);
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('2'), usdc('10')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();

    expect(api.calls.getBalance).toEqual([{ address: ALICE, chainId: ethereum.caipNetworkId }]);
    expect(account.snapshot).toMatchObject({ tokensStatus: 'ready', tokensError: undefined, balance: '2' });
    expect(account.snapshot.tokenBalances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC']);
    expect(showError).not.toHaveBeenCalled();
    expect(logger.messages('warn')).toContain('The supported chains of the blockchain API could not be fetched');
    // The identity is asked too: an unknown list is not an unsupported network.
    expect(api.callCount('getIdentity')).toBe(1);
    // Identity and balances shared one request.
    expect(api.callCount('getSupportedChains')).toBe(1);
  });

  it.each(FAILURES)("(%s) and the balance call fails: 'Token Balance Unavailable', not 'empty'", async (_, error) => {
    const { build, connect, api, showError, toasts } = accountWorld();
    api.failAlways('getSupportedChains', error);
    api.failAlways('getBalance', error);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();

    expect(api.callCount('getBalance')).toBe(1);
    expect(account.snapshot.tokensStatus).toBe('error');
    expect(isWalletportError(account.snapshot.tokensError, 'TOKEN_BALANCE_UNAVAILABLE')).toBe(true);
    expect(showError).toHaveBeenCalledTimes(1);
    expect(toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' });
  });

  it('is not kept: a later load asks again, and a list that then arrives decides', async () => {
    const { build, connect, api } = accountWorld();
    api.failNext('getSupportedChains', walletportError('HTTP_STATUS', [503]));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(api.callCount('getSupportedChains')).toBe(1);

    // The list now answers, and does not name the devnet: that one is unsupported ('empty', no call).
    connect(ALICE, walletportDevnetA);
    await flushMicrotasks();
    expect(api.callCount('getSupportedChains')).toBe(2);
    expect(api.callCount('getBalance')).toBe(1);
    expect(account.snapshot.tokensStatus).toBe('empty');

    // Known from now on: not asked again.
    await account.refresh({ force: true });
    expect(api.callCount('getSupportedChains')).toBe(2);
  });

  it('makes no retry storm: one supported-chains request per load, and the balance lockout holds', async () => {
    const { build, connect, api, scheduler, showError } = accountWorld();
    api.failAlways('getSupportedChains', walletportError('HTTP_STATUS', [429]));
    api.failAlways('getBalance', walletportError('HTTP_STATUS', [429]));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    for (let tick = 0; tick < 5; tick += 1) {
      scheduler.advance(1000);
      const state = await account.refresh({ force: true });
      expect(state.tokensStatus).toBe('error');
    }
    await flushMicrotasks();
    expect(api.callCount('getSupportedChains')).toBe(6);
    expect(api.callCount('getBalance')).toBe(1);
    expect(showError).toHaveBeenCalledTimes(1);
  });
});
