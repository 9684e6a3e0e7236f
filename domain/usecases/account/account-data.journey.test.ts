import { describe, expect, it } from 'vitest';
import { ethereum, optimism } from '../../entities/network/index.js';
import { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { evmWallet, networkWorld } from '../network/testing/networkWorld.js';
import { ToastUseCase } from '../toast/toast.usecase.js';
import { AccountDataUseCase } from './account-data.usecase.js';
import { ALICE, ether } from './testing/accountWorld.js';

describe('AccountDataUseCase with the connection and network use cases', () => {
  it('follows the wallet switching network by itself, with no call for a half-updated state', async () => {
    const scheduler = new VirtualScheduler();
    const api = new FakeBlockchainApi();
    api.setBalances(ALICE, ethereum.caipNetworkId, [ether('1')]);
    api.setBalances(ALICE, optimism.caipNetworkId, [ether('0.25', optimism.caipNetworkId)]);
    const wallet = evmWallet();
    const world = networkWorld({ networks: [ethereum, optimism], wallets: [wallet] });
    await world.connect(wallet);
    const network = world.start();
    const account = new AccountDataUseCase({
      connection: world.connection,
      network,
      blockchainApi: api,
      chainAdapters: new Map(),
      scheduler,
      toasts: new ToastUseCase({ scheduler }),
      logger: new RecordingLogger(),
    });
    account.subscribe(() => undefined);
    await flushMicrotasks();
    expect(account.snapshot.balance).toBe('1');

    // The connection hears of the move before the network use case follows: nothing is loaded in between.
    wallet.emitChainChanged(optimism.caipNetworkId);
    await flushMicrotasks();

    expect(account.snapshot).toMatchObject({ caipNetworkId: 'eip155:10', balance: '0.25' });
    expect(api.calls.getBalance).toEqual([
      { address: ALICE, chainId: 'eip155:1' },
      { address: ALICE, chainId: 'eip155:10' },
    ]);

    wallet.emitChainChanged('eip155:56');
    await flushMicrotasks();
    expect(network.snapshot.isUnsupportedChain).toBe(true);
    expect(account.snapshot).toMatchObject({ balance: '0.00', tokensStatus: 'empty' });
    expect(api.callCount('getBalance')).toBe(2);
  });
});
