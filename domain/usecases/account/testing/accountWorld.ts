/**
 * The account data's test world: the blockchain API, chain adapters, toasts and storage are fakes or real use
 * cases; the connection and network states the account data reads are driven by the test, step by step
 * (`connect`, `disconnect`, `networkState.update`), so that every state the two use cases can be in together,
 * including "the wallet moved and the network has not followed yet", is one line away. (account-data.journey
 * .test.ts runs the account data with the real connection and network use cases.)
 */
import { vi } from 'vitest';
import type { ChainAdapter } from '../../../../ports/chain-adapter.port.js';
import type { ChainNamespace } from '../../../entities/connector/connector.js';
import { ethereum, type CaipNetwork } from '../../../entities/network/index.js';
import type { TokenBalance } from '../../../entities/token/token-balance.js';
import { fakeTokenBalance, FakeBlockchainApi } from '../../../../tests/fakes/blockchain-api.fake.js';
import { FakeChainAdapter } from '../../../../tests/fakes/chain-adapter.fake.js';
import type { FakeStorage } from '../../../../tests/fakes/memory-storage.fake.js';
import { RecordingLogger } from '../../../../tests/fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import type { ConnectionState, NamespaceConnection } from '../../connection/connection.types.js';
import { StateStore } from '../../shared/state-store.js';
import { ToastUseCase } from '../../toast/toast.usecase.js';
import { AccountDataUseCase, type AccountDataNetworkState } from '../account-data.usecase.js';

export const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
/** The configured APIs' origin in these tests: the only host a remote avatar may load from. */
export const API_ORIGIN = 'https://api.test';
export const BITCOIN_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const USDC = 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

export const ether = (numeric: string, chainId: string = ethereum.caipNetworkId): TokenBalance =>
  fakeTokenBalance({ chainId, quantity: { decimals: '18', numeric } });
export const usdc = (numeric: string): TokenBalance =>
  fakeTokenBalance({ name: 'USD Coin', symbol: 'USDC', address: USDC, price: 1, value: Number(numeric), quantity: { decimals: '6', numeric } });

export function balanceCalls(adapter: FakeChainAdapter | undefined): number {
  return adapter?.calls.filter((call) => call.method === 'getNativeBalance').length ?? 0;
}

export function connectedEntry(namespace: ChainNamespace, address: string, caipNetworkId: string): NamespaceConnection {
  return {
    namespace,
    status: 'connected',
    connectorId: 'wallet',
    address,
    caipAddress: `${caipNetworkId}:${address}`,
    allAccounts: [{ address, type: 'eoa' }],
    caipNetworkId,
  };
}

export function accountWorld({
  network = ethereum,
  adapters = ['eip155', 'solana'],
  storage,
}: { network?: CaipNetwork; adapters?: ChainNamespace[]; storage?: FakeStorage } = {}) {
  const scheduler = new VirtualScheduler();
  const api = new FakeBlockchainApi();
  const logger = new RecordingLogger();
  const toasts = new ToastUseCase({ scheduler });
  const showError = vi.spyOn(toasts, 'showError');
  const chainAdapters = new Map<ChainNamespace, FakeChainAdapter>(
    adapters.map((namespace) => [namespace, new FakeChainAdapter(scheduler, { namespace })]),
  );
  const connection = new StateStore<ConnectionState>({
    activeNamespace: network.chainNamespace,
    namespaces: {},
    connectingConnectorId: undefined,
    recentWallets: [],
  });
  const networkState = new StateStore<AccountDataNetworkState>({ activeCaipNetwork: network, isUnsupportedChain: false });
  /** The account data use case, built and not watched yet. */
  const create = () =>
    new AccountDataUseCase({
      connection,
      network: networkState,
      blockchainApi: api,
      chainAdapters: chainAdapters as ReadonlyMap<ChainNamespace, ChainAdapter>,
      scheduler,
      toasts,
      logger,
      storage,
      avatarOrigins: [API_ORIGIN],
    });
  /** The account data use case, watched (as the Account view watches it): its work has started. */
  const build = () => {
    const account = create();
    account.subscribe(() => undefined);
    return account;
  };
  /** The wallet connects (or moves) on the active network's namespace, and the network use case follows. */
  const connect = (address: string, target: CaipNetwork = networkState.snapshot.activeCaipNetwork) => {
    connection.update((previous) => ({
      activeNamespace: target.chainNamespace,
      namespaces: { ...previous.namespaces, [target.chainNamespace]: connectedEntry(target.chainNamespace, address, target.caipNetworkId) },
    }));
    networkState.update({ activeCaipNetwork: target, isUnsupportedChain: false });
  };
  const disconnect = (namespace: ChainNamespace) =>
    connection.update((previous) => ({ namespaces: { ...previous.namespaces, [namespace]: undefined } }));
  const evm = chainAdapters.get('eip155');
  return { scheduler, api, logger, toasts, showError, chainAdapters, evm, connection, networkState, create, build, connect, disconnect };
}
