/** A names use case over the port fakes, with a connected EVM account on a chosen network (tests only). */
import { FakeBlockchainApi } from '../../../../tests/fakes/blockchain-api.fake.js';
import { FakeChainAdapter } from '../../../../tests/fakes/chain-adapter.fake.js';
import { RecordingLogger } from '../../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import type { Eip1193Provider } from '../../../../ports/wallet-connector.port.js';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import type { CaipNetwork } from '../../../entities/network/caipNetwork.js';
import { walletportDevnetB } from '../../../entities/network/chains/walletportDevnets.js';
import type { ViewName } from '../../router/views.js';
import { NamesUseCase } from '../names.usecase.js';

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export type NamesWorldOptions = { network?: CaipNetwork; connected?: boolean; signature?: string };

export function namesWorld({ network = walletportDevnetB, connected = true, signature = '0xsigned' }: NamesWorldOptions = {}) {
  const scheduler = new VirtualScheduler();
  const api = new FakeBlockchainApi();
  const chainAdapter = new FakeChainAdapter(scheduler);
  const logger = new RecordingLogger();
  const views: ViewName[] = [];
  const toasts: WalletportError[] = [];
  const refreshes: { force: boolean }[] = [];
  const provider: Eip1193Provider = {
    request: ({ method }) => (method === 'personal_sign' ? Promise.resolve(signature) : Promise.reject(new Error(`unexpected ${method}`))),
  };
  const router = {
    snapshot: { view: 'RegisterAccountName' as ViewName },
    replace(view: ViewName) {
      views.push(view);
      router.snapshot = { view };
    },
  };
  const useCase = new NamesUseCase({
    api,
    connection: {
      snapshot: {
        activeNamespace: 'eip155',
        namespaces: connected
          ? {
              eip155: {
                namespace: 'eip155',
                status: 'connected',
                connectorId: 'injected',
                address: ALICE,
                caipAddress: `${network.caipNetworkId}:${ALICE}`,
                allAccounts: [],
                caipNetworkId: network.caipNetworkId,
              },
            }
          : {},
        connectingConnectorId: undefined,
        recentWallets: [],
      },
      getProvider: () => Promise.resolve(connected ? provider : undefined),
    },
    network: { snapshot: { activeCaipNetwork: network, activeCaipNetworks: { eip155: network } } },
    chainAdapters: new Map([['eip155', chainAdapter]]),
    router,
    account: {
      refresh(options) {
        refreshes.push(options);
        return Promise.resolve();
      },
    },
    toasts: { showError: (error) => toasts.push(error) },
    scheduler,
    logger,
  });
  return { useCase, scheduler, api, chainAdapter, logger, views, toasts, refreshes, router };
}
