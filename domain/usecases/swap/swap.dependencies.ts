/** The collaborators of the swap use case (swap.usecase.ts), each narrowed to what swapping uses. */
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import type { Observable } from 'rxjs';
import type { RouterState } from '../router/index.js';
import type { RouterData, ViewName } from '../router/index.js';
import type { FlowAccountData, FlowConnection } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import type { ToastUseCase } from '../toast/index.js';

/** The account data use case, narrowed as for every flow (AccountDataUseCase fits): address, balances, refresh. */
export type SwapAccountData = FlowAccountData;

/** The connection use case, narrowed (ConnectionUseCase fits): the address and the followed wallet provider. */
export type SwapConnection = FlowConnection;

/** The network use case, narrowed (NetworkUseCase fits). */
export type SwapNetwork = {
  readonly snapshot: { readonly activeCaipNetwork: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace' | 'nativeCurrency'> };
};

/** The router, narrowed (RouterUseCase fits); its history starts the swap (followSwapEntry.ts) and ends it (swapFlow.ts). */
export type SwapRouter = {
  readonly state$: Observable<Pick<RouterState, 'history'>>;
  replace(view: ViewName, data?: RouterData): void;
  goBack(): void;
};

export type SwapUseCaseDependencies = {
  readonly account: SwapAccountData;
  readonly connection: SwapConnection;
  readonly network: SwapNetwork;
  readonly router: SwapRouter;
  readonly chainAdapters: ReadonlyMap<ChainNamespace, Pick<ChainAdapter, 'sendTransaction' | 'writeContract' | 'waitForTransaction' | 'simulateCalls'>>;
  readonly blockchainApi: Pick<
    BlockchainApi,
    'getSwapTokens' | 'getSwapQuote' | 'getAllowance' | 'getGasPrice' | 'buildSwap' | 'buildApprove' | 'getPrices'
  >;
  readonly scheduler: Pick<Scheduler, 'schedule'>;
  readonly toasts: Pick<ToastUseCase, 'showSuccess' | 'showError'>;
  readonly events: TrackEvents;
  readonly logger: Logger;
};
