/** The state and collaborators of the names use case (names.usecase.ts). */
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { ConnectionState } from '../connection/index.js';
import type { RouterState } from '../router/index.js';
import type { ViewName } from '../router/index.js';

/**
 * - idle: nothing typed yet;
 * - invalid: what is typed breaks the name rule (letters, digits and hyphens, at least 4 characters);
 * - checking: waiting for the debounce or the name service;
 * - available / taken: the service's answer for what is typed;
 * - unknown: the service could not be asked ('Error resolving name').
 */
export type NameAvailability = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

export type NameSuggestion = { readonly name: string; readonly registered: boolean };

export type NamesErrorCode = 'NAME_RESOLVE_FAILED' | 'NAME_SUGGESTIONS_FAILED' | 'NAMES_FOR_ADDRESS_FAILED' | 'NAME_REGISTER_FAILED';

export type NamesState = {
  /** What the visitor typed, without the suffix. */
  readonly query: string;
  readonly availability: NameAvailability;
  /** Suggestions for `query`, each with the '.reown.id' suffix. */
  readonly suggestions: readonly NameSuggestion[];
  readonly suggestionsLoading: boolean;
  /** The wallet is signing or the service is registering. */
  readonly registering: boolean;
  /** The name registered last (with its suffix), for RegisterAccountNameSuccess. */
  readonly registeredName: string | undefined;
  /** The last failure, shown in RegisterAccountName until the next search or registration. */
  readonly error: WalletportError<NamesErrorCode> | undefined;
};

export const INITIAL_NAMES_STATE: NamesState = {
  query: '',
  availability: 'idle',
  suggestions: [],
  suggestionsLoading: false,
  registering: false,
  registeredName: undefined,
  error: undefined,
};

export type NamesUseCaseDependencies = {
  readonly api: Pick<BlockchainApi, 'getName' | 'getNamesForAddress' | 'getNameSuggestions' | 'registerName'>;
  readonly connection: {
    readonly snapshot: ConnectionState;
    getProvider(namespace: ChainNamespace): Promise<Parameters<ChainAdapter['signMessage']>[0]['provider'] | undefined>;
  };
  readonly network: {
    readonly snapshot: {
      readonly activeCaipNetwork: CaipNetwork;
      readonly activeCaipNetworks: Readonly<Partial<Record<ChainNamespace, CaipNetwork>>>;
    };
  };
  readonly chainAdapters: ReadonlyMap<ChainNamespace, Pick<ChainAdapter, 'signMessage'>>;
  readonly router: { readonly snapshot: Pick<RouterState, 'view'>; replace(view: ViewName): void };
  /** The account data, reloaded past its caches once a name is registered, so the name shows at once. */
  readonly account: { refresh(options: { force: boolean }): Promise<unknown> };
  readonly toasts: { showError(error: WalletportError): void };
  readonly scheduler: Pick<Scheduler, 'now' | 'schedule'>;
  readonly logger: Pick<Logger, 'warn'>;
};

export type RegisterAccountNameResult =
  | { readonly status: 'registered'; readonly name: string }
  | { readonly status: 'failed'; readonly error: WalletportError<'NAME_REGISTER_FAILED'> };
