/** The state and the collaborators of the network use case (network.usecase.ts), shared by its parts. */
import type { Observable } from 'rxjs';
import type { Logger } from '../../../ports/logger.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace, Connector } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import type { ConnectionState } from '../connection/index.js';
import type { RouterState } from '../router/index.js';
import type { RouterData, ViewName } from '../router/index.js';
import type { TrackEvents } from '../shared/index.js';

/** What a connector must offer to be asked to switch (WalletConnector fits). */
export type NetworkSwitchConnector = Pick<WalletConnector, 'switchNetwork'> & {
  readonly info?: Pick<Connector, 'id' | 'type'> | undefined;
};

/** The connection use case, narrowed to what network switching reads and asks. */
export type NetworkConnection = {
  readonly snapshot: ConnectionState;
  readonly state$: Observable<ConnectionState>;
  /** The connector holding `namespace`'s connection, if any. */
  getConnectorFor(namespace: ChainNamespace): NetworkSwitchConnector | undefined;
  /** Makes `namespace` the one the modal shows (when the connection use case offers it). */
  setActiveNamespace?(namespace: ChainNamespace): void;
};

/** The router, narrowed (RouterUseCase fits). */
export type NetworkRouter = {
  readonly snapshot: Pick<RouterState, 'view' | 'data'>;
  /** The history as it changes (replaying the current one): SwitchActiveChain's way back watches it. */
  readonly state$?: Observable<Pick<RouterState, 'history'>> | undefined;
  push(view: ViewName, data?: RouterData): void;
  goBack(): void;
};

/** The modal, narrowed: when given, UnsupportedChain is opened through it (so a closed modal opens). */
export type NetworkModal = {
  open(options: { view: ViewName }): void;
};

export type NetworkOptions = {
  /** The network switch is offered (default true). */
  readonly enableNetworkSwitch?: boolean | undefined;
  /** A wallet on an unconfigured network is tolerated without the UnsupportedChain view (default false). */
  readonly allowUnsupportedChain?: boolean | undefined;
};

export type NetworkUseCaseDependencies = {
  readonly networks: readonly CaipNetwork[];
  readonly defaultNetwork?: CaipNetwork | undefined;
  readonly connection: NetworkConnection;
  readonly router: NetworkRouter;
  readonly storage: KeyValueStorage;
  readonly events: TrackEvents;
  readonly options?: NetworkOptions | undefined;
  readonly modal?: NetworkModal | undefined;
  readonly logger?: Logger | undefined;
};

export type NetworkState = {
  /** The network of the active namespace: the one the modal shows and balances are read on. */
  readonly activeCaipNetwork: CaipNetwork;
  /** The last known network of every namespace (the wallet's, or the one chosen). */
  readonly activeCaipNetworks: Readonly<Partial<Record<ChainNamespace, CaipNetwork>>>;
  readonly networks: readonly CaipNetwork[];
  /** A wallet is being asked to switch. */
  readonly switching: boolean;
  /** The wallet on the active namespace is on a network the page did not configure. */
  readonly isUnsupportedChain: boolean;
  /** That network's CAIP-2 id, as the wallet reports it. */
  readonly unsupportedCaipNetworkId: string | undefined;
  readonly lastError: WalletportError | undefined;
};

export type SwitchNetworkOptions = {
  /** Skip the SwitchActiveChain confirmation (programmatic switches). */
  readonly ignoreConfirmation?: boolean | undefined;
};

/**
 * How a switch request ended: nothing to do, switched, or waiting for the user to confirm on
 * SwitchActiveChain. A failure rejects with the typed error (also kept in `lastError`).
 */
export type SwitchNetworkResult = 'unchanged' | 'switched' | 'confirmation-required';
