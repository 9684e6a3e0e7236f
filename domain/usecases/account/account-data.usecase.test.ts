import { describe, expect, it, vi } from 'vitest';
import { parseEther } from 'viem';
import { ethereum, optimism } from '../../entities/network/index.js';
import { countSubscriptions } from '../../../tests/fakes/subscription-counter.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred } from '../shared/deferred.js';
import { INITIAL_ACCOUNT_DATA_STATE } from './account-data.usecase.js';
import { accountWorld, ALICE, BOB, ether } from './testing/accountWorld.js';

describe('AccountDataUseCase: nothing before someone watches', () => {
  it('follows nothing and calls nothing until its first subscriber, then loads at once', async () => {
    const { create, connect, api, connection, networkState } = accountWorld();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('2')]);
    const connectionSubscriptions = countSubscriptions(connection);
    const networkSubscriptions = countSubscriptions(networkState);
    const account = create();
    connect(ALICE);
    await flushMicrotasks();
    expect([connectionSubscriptions.count, networkSubscriptions.count]).toEqual([0, 0]);
    expect(api.callCount('getSupportedChains') + api.callCount('getBalance') + api.callCount('getIdentity')).toBe(0);
    expect(account.snapshot).toEqual(INITIAL_ACCOUNT_DATA_STATE);

    const states: unknown[] = [];
    const subscription = account.state$.subscribe((state) => states.push(state));
    await flushMicrotasks();
    expect([connectionSubscriptions.count, networkSubscriptions.count]).toEqual([1, 1]);
    expect(account.snapshot).toMatchObject({ address: ALICE, balance: '2' });
    expect(states.length).toBeGreaterThan(1);
    subscription.unsubscribe();
  });

  it('starts with the first refresh too, and follows from then on', async () => {
    const { create, connect, api, connection } = accountWorld();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('2')]);
    api.setBalances(BOB, ethereum.caipNetworkId, [ether('3')]);
    const connectionSubscriptions = countSubscriptions(connection);
    const account = create();
    connect(ALICE);

    await expect(account.refresh()).resolves.toMatchObject({ address: ALICE, balance: '2' });
    expect(connectionSubscriptions.count).toBe(1);
    expect(api.callCount('getBalance')).toBe(1);

    connect(BOB);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ address: BOB, balance: '3' });
  });
});

describe('AccountDataUseCase: nothing connected', () => {
  it('stays idle and calls nothing', async () => {
    const { build, api } = accountWorld();
    const account = build();
    await flushMicrotasks();
    expect(account.snapshot).toEqual(INITIAL_ACCOUNT_DATA_STATE);
    await expect(account.refresh()).resolves.toEqual(INITIAL_ACCOUNT_DATA_STATE);
    expect(api.callCount('getSupportedChains') + api.callCount('getBalance') + api.callCount('getIdentity')).toBe(0);
  });

  it('clears the data when the account disconnects', async () => {
    const { build, connect, disconnect, api } = accountWorld();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('2')]);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('2');

    disconnect('eip155');
    expect(account.snapshot).toEqual(INITIAL_ACCOUNT_DATA_STATE);
  });
});

describe('AccountDataUseCase: supported chains and ordering', () => {
  it('fetches the supported chains once per session', async () => {
    const { build, connect, api } = accountWorld();
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    connect(BOB, optimism);
    await flushMicrotasks();
    await account.refresh({ force: true });
    expect(api.callCount('getSupportedChains')).toBe(1);
  });

  it('goes ahead with the balance call when the supported chains cannot be fetched, and asks again next time', async () => {
    const { build, connect, api, evm, logger } = accountWorld();
    api.failNext('getSupportedChains');
    evm?.setBalance(ALICE, ethereum.caipNetworkId, parseEther('4'));
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    // The API answered with no native entry: the chain RPC gives the native balance.
    expect(account.snapshot.balance).toBe('4');
    expect(api.callCount('getBalance')).toBe(1);
    expect(logger.messages('warn')).toContain('The supported chains of the blockchain API could not be fetched');

    await account.refresh({ force: true });
    expect(api.callCount('getSupportedChains')).toBe(2);
    expect(api.callCount('getBalance')).toBe(2);
  });

  it('ignores an answer for an account that is no longer shown', async () => {
    const { build, connect, api } = accountWorld();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1')]);
    api.setBalances(BOB, ethereum.caipNetworkId, [ether('2')]);
    const gate = deferred<void>();
    const realGetBalance = api.getBalance.bind(api);
    vi.spyOn(api, 'getBalance')
      .mockImplementationOnce(async (parameters) => {
        await gate.promise;
        return realGetBalance(parameters);
      })
      .mockImplementation(realGetBalance);
    const account = build();
    connect(ALICE);
    await flushMicrotasks();
    connect(BOB);
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ address: BOB, balance: '2' });

    gate.resolve();
    await flushMicrotasks();
    expect(account.snapshot).toMatchObject({ address: BOB, balance: '2' });
  });

  it('stops following once disposed', async () => {
    const { build, connect, api, connection, networkState } = accountWorld();
    const connectionSubscriptions = countSubscriptions(connection);
    const networkSubscriptions = countSubscriptions(networkState);
    const account = build();
    expect([connectionSubscriptions.count, networkSubscriptions.count]).toEqual([1, 1]);
    account.dispose();
    connect(ALICE);
    await flushMicrotasks();
    expect([connectionSubscriptions.count, networkSubscriptions.count]).toEqual([0, 0]);
    expect(api.callCount('getBalance')).toBe(0);
  });
});
