/** The collaborators of the on-ramp use case (onramp.usecase.ts), each narrowed to what buying uses. */
import type { Observable } from 'rxjs';
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Platform } from '../../../ports/platform.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import type { RouterState, ViewName } from '../router/index.js';
import type { FlowAccountData, FlowConnection } from '../shared/index.js';

/** The network use case, narrowed (NetworkUseCase fits): the active network and the page's networks. */
export type OnrampNetwork = {
  readonly snapshot: {
    readonly activeCaipNetwork: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace' | 'name'>;
    readonly networks: readonly Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace'>[];
  };
};

/** The router, narrowed (RouterUseCase fits); its history starts the flow (followOnrampEntry.ts) and ends it (onrampFlow.ts). */
export type OnrampRouter = {
  readonly snapshot: Pick<RouterState, 'history'>;
  readonly state$: Observable<Pick<RouterState, 'history'>>;
  push(view: ViewName): void;
  goBackToIndex(index: number): void;
};

export type OnrampUseCaseDependencies = {
  /** Balances reload once the tokens arrived. */
  readonly account: Pick<FlowAccountData, 'refresh'>;
  /** The address the tokens go to: the connection's on the active namespace. */
  readonly connection: Pick<FlowConnection, 'snapshot'>;
  readonly network: OnrampNetwork;
  readonly router: OnrampRouter;
  readonly blockchainApi: Pick<BlockchainApi, 'getOnrampOptions' | 'getOnrampQuote' | 'generateOnrampUrl' | 'getHistory'>;
  /** The checkout: a popup, else a new tab. */
  readonly platform: Pick<Platform, 'openPopup' | 'openLink'>;
  readonly scheduler: Pick<Scheduler, 'schedule' | 'now'>;
  /** The activity reloads once the purchase finished (it does nothing when no view loaded the activity yet). */
  readonly activity: { refresh(): Promise<void> };
  readonly logger: Logger;
};
