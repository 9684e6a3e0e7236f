/** The state and the collaborators of the account data use case (account-data.usecase.ts), shared by its loaders. */
import type { Observable } from 'rxjs';
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { ConnectionState } from '../connection/index.js';

export type TokensStatus = 'idle' | 'loading' | 'ready' | 'error' | 'empty';

export type AccountDataState = {
  /** The account the data below belongs to (undefined when nothing is connected on the active namespace). */
  readonly address: string | undefined;
  readonly caipNetworkId: string | undefined;
  /** The native balance for display, floored to 3 decimals; undefined while unknown. */
  readonly balance: string | undefined;
  readonly balanceSymbol: string | undefined;
  readonly balanceLoading: boolean;
  readonly profileName: string | undefined;
  readonly profileImage: string | undefined;
  readonly tokenBalances: readonly TokenBalance[];
  readonly tokensStatus: TokensStatus;
  /** TOKEN_BALANCE_UNAVAILABLE while the token balances cannot be read. */
  readonly tokensError: WalletportError | undefined;
};

export const INITIAL_ACCOUNT_DATA_STATE: AccountDataState = {
  address: undefined,
  caipNetworkId: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  balanceLoading: false,
  profileName: undefined,
  profileImage: undefined,
  tokenBalances: [],
  tokensStatus: 'idle',
  tokensError: undefined,
};

/** How a loader hands its part of the state over (ignored once the account or network shown changed). */
export type ApplyAccountData = (change: Partial<AccountDataState>) => void;

/** The connection use case, narrowed to what account data reads. */
export type AccountDataConnection = {
  readonly snapshot: Pick<ConnectionState, 'namespaces'>;
  readonly state$: Observable<Pick<ConnectionState, 'namespaces'>>;
};

export type AccountDataNetworkState = {
  readonly activeCaipNetwork: CaipNetwork;
  readonly isUnsupportedChain: boolean;
};

/** The network use case, narrowed (NetworkUseCase fits). */
export type AccountDataNetwork = {
  readonly snapshot: AccountDataNetworkState;
  readonly state$: Observable<AccountDataNetworkState>;
};

/** The toasts, narrowed (ToastUseCase fits). */
export type AccountDataToasts = {
  showError(message: string | WalletportError): void;
};

export type AccountDataUseCaseDependencies = {
  readonly connection: AccountDataConnection;
  readonly network: AccountDataNetwork;
  readonly blockchainApi: Pick<BlockchainApi, 'getSupportedChains' | 'getBalance' | 'getIdentity'>;
  readonly chainAdapters: ReadonlyMap<ChainNamespace, Pick<ChainAdapter, 'getNativeBalance'>>;
  readonly scheduler: Pick<Scheduler, 'now'>;
  readonly toasts: AccountDataToasts;
  readonly logger: Logger;
  /** When given, identities are also cached under IDENTITY_CACHE. */
  readonly storage?: KeyValueStorage | undefined;
  /** Origins a profile avatar may load from (the configured APIs'); without them only data: avatars show. */
  readonly avatarOrigins?: readonly string[] | undefined;
};

export type RefreshAccountDataOptions = {
  /** Bypass the caches (not the failure lockout). */
  readonly force?: boolean | undefined;
};
