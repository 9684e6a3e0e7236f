/**
 * The world every flow's use-case tests start from, in virtual time: a recording logger, the blockchain API and
 * an eip155 chain adapter as fakes, a wallet provider, and the use cases a flow reads or drives played by small
 * stand-ins that record what the flow did: the router (the real one, its moves recorded), toasts, events, the
 * account data (a stream the test drives) and the connection (one eip155 account, or none). A flow's own world
 * (send, names, ...) builds its use case on these instead of writing them again.
 */
import { BehaviorSubject } from 'rxjs';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import type { WalletportError } from '../../domain/entities/errors/base.error.js';
import { walletportDevnetA } from '../../domain/entities/network/chains/walletportDevnets.js';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import type { TokenBalance } from '../../domain/entities/token/token-balance.js';
import type { ConnectionState } from '../../domain/usecases/connection/connection.types.js';
import { RouterUseCase } from '../../domain/usecases/router/router.usecase.js';
import type { RouterData, ViewName } from '../../domain/usecases/router/views.js';
import type { TrackEvent } from '../../domain/usecases/shared/track-events.js';
import type { Eip1193Provider } from '../../ports/wallet-connector.port.js';
import { FakeBlockchainApi } from './blockchain-api.fake.js';
import { FakeChainAdapter } from './chain-adapter.fake.js';
import { FakeEip1193Provider } from './eip1193-provider.fake.js';
import { RecordingLogger } from './recording-logger.fake.js';
import { VirtualScheduler } from './virtual-scheduler.fake.js';

/** The first dev account: the world's connected eip155 address. */
export const WORLD_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A move off the view on screen: replaced by another, or back one view. */
export type RecordedRouterMove = { action: 'replace'; view: ViewName; data: RouterData | undefined } | { action: 'goBack' };

/**
 * The real router on `history` (first entry the initial view); pushes, replaces and goBacks made afterwards are
 * recorded (`moves` keeps replaces and goBacks in the order they came). With `applyMoves` false, replaces and
 * goBacks are only recorded: a flow that follows the router (swap) is seen as it was the moment it moved, and
 * the test moves the history itself (push, reset, goBackToIndex).
 */
export function recordingRouter(history: readonly ViewName[] = ['Account'], { applyMoves = true }: { applyMoves?: boolean } = {}) {
  const [initialView = 'Account', ...rest] = history;
  const router = new RouterUseCase({ initialView });
  for (const view of rest) router.push(view);
  /** The views the flow replaced the current one with, in order. */
  const views: ViewName[] = [];
  const pushes: { view: ViewName; data: RouterData | undefined }[] = [];
  const moves: RecordedRouterMove[] = [];
  const push = router.push.bind(router);
  const replace = router.replace.bind(router);
  const goBack = router.goBack.bind(router);
  router.push = (view, data) => {
    pushes.push({ view, data });
    push(view, data);
  };
  router.replace = (view, data) => {
    views.push(view);
    moves.push({ action: 'replace', view, data });
    if (applyMoves) replace(view, data);
  };
  router.goBack = () => {
    moves.push({ action: 'goBack' });
    if (applyMoves) goBack();
  };
  return { router, views, pushes, moves };
}

export type RecordedToast = { variant: 'success' | 'error'; message: string; error?: WalletportError };

/** Toasts (ToastUseCase's commands) that only record what was shown. */
export function recordingToasts() {
  const shown: RecordedToast[] = [];
  return {
    shown,
    /** The errors shown, in order. */
    errors: () => shown.flatMap((toast) => (toast.error ? [toast.error] : [])),
    showSuccess: (message: string) => void shown.push({ variant: 'success', message }),
    showError: (message: string | WalletportError) =>
      void shown.push(typeof message === 'string' ? { variant: 'error', message } : { variant: 'error', message: message.shortMessage, error: message }),
  };
}

/** The event bus (EventsUseCase's emit) that only records. */
export function recordingEvents() {
  const emitted: TrackEvent[] = [];
  return { emitted, emit: (event: TrackEvent) => void emitted.push(event) };
}

/** What the account data use case shows a flow (AccountDataUseCase's state, narrowed). */
export type WorldAccountDataState = {
  readonly address: string | undefined;
  readonly caipNetworkId: string | undefined;
  readonly tokenBalances: readonly TokenBalance[];
  readonly tokensStatus: string;
};

/** The account data as a stream the test drives (`state.next`); every refresh's options are recorded. */
export function drivenAccountData(initial: WorldAccountDataState) {
  const state = new BehaviorSubject<WorldAccountDataState>(initial);
  const refreshes: unknown[] = [];
  const account = {
    get snapshot() {
      return state.value;
    },
    state$: state.asObservable(),
    refresh: async (options?: unknown) => {
      refreshes.push(options);
      return state.value;
    },
  };
  return { state, account, refreshes };
}

/** The connection use case, narrowed: `address` connected on `network` (eip155), or nothing connected (null). */
export function connectedAccount(network: CaipNetwork, address: string | null, provider: Eip1193Provider) {
  const namespace = network.chainNamespace;
  const snapshot: ConnectionState = {
    activeNamespace: namespace,
    namespaces:
      address === null
        ? {}
        : {
            [namespace]: {
              namespace,
              status: 'connected',
              connectorId: 'test',
              address,
              caipAddress: `${network.caipNetworkId}:${address}`,
              allAccounts: [],
              caipNetworkId: network.caipNetworkId,
            },
          },
    connectingConnectorId: undefined,
    recentWallets: [],
  };
  return { snapshot, getProvider: async (_namespace: ChainNamespace) => (address === null ? undefined : provider) };
}

export type UseCaseWorldOptions = {
  /** The active network (walletport devnet A unless given). */
  network?: CaipNetwork;
  /** The connected eip155 account; null for none. */
  address?: string | null;
  /** The account's balances, as the account data shows them. */
  balances?: readonly TokenBalance[];
  /** The router's history, the initial view first. */
  history?: readonly ViewName[];
  /** The wallet's provider (a FakeEip1193Provider unless given). */
  provider?: Eip1193Provider;
  /** False: the flow's replaces and goBacks are recorded, not applied (see recordingRouter). */
  applyRouterMoves?: boolean;
};

export function createUseCaseWorld({
  network = walletportDevnetA as CaipNetwork,
  address = WORLD_ADDRESS,
  balances = [],
  history,
  provider = new FakeEip1193Provider(),
  applyRouterMoves = true,
}: UseCaseWorldOptions = {}) {
  const scheduler = new VirtualScheduler();
  const adapter = new FakeChainAdapter(scheduler);
  /** The active network as the network use case shows it; a test may change it in place. */
  const networkState = { activeCaipNetwork: network, activeCaipNetworks: { [network.chainNamespace]: network } };
  const { state: accountState, account, refreshes } = drivenAccountData({
    address: address ?? undefined,
    caipNetworkId: network.caipNetworkId,
    tokenBalances: balances,
    tokensStatus: 'ready',
  });
  return {
    scheduler,
    logger: new RecordingLogger(),
    api: new FakeBlockchainApi(),
    adapter,
    chainAdapters: new Map([['eip155' as ChainNamespace, adapter]]),
    provider,
    ...recordingRouter(history, { applyMoves: applyRouterMoves }),
    toasts: recordingToasts(),
    events: recordingEvents(),
    account,
    accountState,
    refreshes,
    connection: connectedAccount(network, address, provider),
    networkState,
    network: { snapshot: networkState },
  };
}

export type UseCaseWorld = ReturnType<typeof createUseCaseWorld>;

/** What a flow's use case takes from the world, by the names the use cases' parameters give them. */
export function flowDependencies(world: UseCaseWorld) {
  const { account, connection, network, router, chainAdapters, api, scheduler, toasts, events, logger } = world;
  return { account, connection, network, router, chainAdapters, blockchainApi: api, scheduler, toasts, events, logger };
}
