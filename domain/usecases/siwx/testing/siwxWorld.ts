/**
 * The sign-in use case's test world: a client over the fakes with a FakeSiwx, one browser wallet on the
 * devstack's chain A (which also knows chain B), a chain adapter that signs through it, and virtual time.
 */
import { walletportDevnetA, walletportDevnetB, walletportDevnetC } from '../../../entities/network/chains/walletportDevnets.js';
import { FakeChainAdapter } from '../../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient } from '../../../../tests/fakes/create-test-client.js';
import { FakeSiwx, type FakeSiwxOptions } from '../../../../tests/fakes/siwx.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../../../../tests/fakes/wallet-connector.fake.js';

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const CHAIN_A = walletportDevnetA.caipNetworkId;
export const CHAIN_B = walletportDevnetB.caipNetworkId;
/** Known to the wallet, not configured by the page. */
export const CHAIN_C = walletportDevnetC.caipNetworkId;

export function siwxWorld(options: FakeSiwxOptions = {}) {
  const scheduler = new VirtualScheduler();
  const siwx = new FakeSiwx({ now: () => scheduler.now(), ...options });
  const wallet = new MockConnector({
    info: { id: 'test-wallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'dev.walletport.test' } },
    accounts: [ADDRESS],
    caipNetworkId: CHAIN_A,
    knownNetworks: [CHAIN_B, CHAIN_C],
  });
  const chainAdapter = new FakeChainAdapter(scheduler);
  const test = createTestClient(
    { networks: [walletportDevnetA, walletportDevnetB], siwx },
    { scheduler, chainAdapters: new Map([['eip155', chainAdapter]]) },
  );
  test.ports.connectorDiscovery.announce(wallet);
  test.client.start();
  const core = test.core;
  const siwxUseCase = core.siwx;
  if (!siwxUseCase) throw new Error('the test client has no sign-in use case');

  /** Lets every pending answer and zero-delay timer run. */
  const settle = async () => {
    await flushMicrotasks();
    await scheduler.advanceAsync(0);
    await flushMicrotasks();
  };

  const connect = async () => {
    core.open();
    await core.connection.connect({ connectorId: wallet.info.id });
    await settle();
  };

  return { ...test, scheduler, siwx, wallet, chainAdapter, useCase: siwxUseCase, settle, connect, view: () => core.router.snapshot.view };
}
