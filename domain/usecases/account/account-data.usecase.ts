/**
 * What the Account view shows about the connected account on the active network: the native balance, the
 * profile name and avatar, and the token balances (SPEC.md sections 4, 5, 7 and 9).
 *
 * Everything reloads when the active account or network changes, and on `refresh`:
 * - Native balance: from the blockchain API's balance answer (its native entry, the one without an address)
 *   when the API supports the network (`getSupportedChains`, fetched once per session), otherwise (or when
 *   the API has no usable native entry, failed, or is locked out) from the chain RPC through the namespace's
 *   chain adapter. Shown floored to 3 decimals (formatBalance).
 *   SPEC.md section 9 says "Balance '0.00' on testnets or unsupported chains", while the devnet journey of
 *   issue 5 wants the real devnet balance, and devnets are testnets. Reading: '0.00' (ZERO_BALANCE_DISPLAY)
 *   stands for "no balance source exists": the chain is unsupported (a namespace without balances, or a
 *   wallet on an unconfigured network), or neither the API nor a chain adapter covers it. Whenever a balance
 *   can be read, testnet or not, the real one is shown. A source that exists but fails leaves the balance
 *   unknown (undefined) rather than showing a zero the account may not hold.
 * - Identity (profile name and avatar): only on EVM networks that are not testnets (SPEC.md section 5) and
 *   the API supports, cached IDENTITY_CACHE_TTL_MS per address in memory and, when a storage is given, under
 *   IDENTITY_CACHE (validated on read).
 * - Token balances: the same balance answer, low-quality native entries filtered out, cached
 *   PORTFOLIO_CACHE_TTL_MS per address and network. A failure shows the 'Token Balance Unavailable' error
 *   toast once and blocks every balance API call for TOKEN_BALANCE_RETRY_LOCKOUT_MS: meanwhile loads answer
 *   from what is cached (or empty) without calling the API, so repeated refreshes cause no retry storm.
 *   A network the API does not support has no token list ('empty', no toast): the call is skipped, as
 *   SPEC.md section 7 says ("skipped or return empty").
 * - Native balances are cached NATIVE_BALANCE_CACHE_TTL_MS per address and network.
 *
 * `refresh({ force })` bypasses the caches, never the failure lockout. Requests for the same thing share one
 * call, and an answer for an account or network that is no longer shown changes nothing.
 */
import { combineLatest, distinctUntilChanged, filter, map, type Observable, type Subscription } from 'rxjs';
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import type { IdentityResponse } from '../../entities/api/blockchain-api.schema.js';
import {
  BALANCE_NAMESPACES,
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PORTFOLIO_CACHE_TTL_MS,
  TOKEN_BALANCE_RETRY_LOCKOUT_MS,
  ZERO_BALANCE_DISPLAY,
} from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { CaipNetwork } from '../../entities/network/index.js';
import { filterLowQualityBalances, formatBalance, formatUnitsToDecimal } from '../../entities/number/index.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { ConnectionState } from '../connection/connection.types.js';
import { StateStore } from '../shared/state-store.js';
import { readStoredIdentity, writeStoredIdentity } from './identity.storage.js';
import { TtlCache } from './ttl-cache.js';

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
};

export type RefreshAccountDataOptions = {
  /** Bypass the caches (not the failure lockout). */
  readonly force?: boolean | undefined;
};

/** The account and network the data is loaded for. */
type AccountContext = {
  readonly address: string;
  readonly namespace: ChainNamespace;
  readonly network: CaipNetwork;
  /** The wallet is on a network the page did not configure. */
  readonly unsupported: boolean;
  readonly caipNetworkId: string;
  /** Address and network: the cache key, and what a change of account or network changes. */
  readonly key: string;
};

type NativeBalanceValue = { readonly balance: string; readonly symbol: string };
type PortfolioOutcome = { readonly balances: readonly TokenBalance[] } | { readonly error: WalletportError };

/** The network use case has not caught up with a chain change yet: wait for it. */
const PENDING = 'pending';

const balanceNamespaces: ReadonlySet<ChainNamespace> = new Set(BALANCE_NAMESPACES);

export class AccountDataUseCase {
  readonly #connection: AccountDataConnection;
  readonly #network: AccountDataNetwork;
  readonly #api: AccountDataUseCaseDependencies['blockchainApi'];
  readonly #chainAdapters: AccountDataUseCaseDependencies['chainAdapters'];
  readonly #scheduler: Pick<Scheduler, 'now'>;
  readonly #toasts: AccountDataToasts;
  readonly #logger: Logger;
  readonly #storage: KeyValueStorage | undefined;
  readonly #store = new StateStore<AccountDataState>(INITIAL_ACCOUNT_DATA_STATE);
  readonly #nativeCache: TtlCache<string, NativeBalanceValue>;
  readonly #portfolioCache: TtlCache<string, readonly TokenBalance[]>;
  readonly #identityCache: TtlCache<string, IdentityResponse>;
  readonly #inFlight = new Map<string, Promise<unknown>>();
  readonly #subscription: Subscription;
  #supportedChains: Promise<ReadonlySet<string> | undefined> | undefined;
  /** Balance API calls are refused until this time after a failure. */
  #balanceRetryAllowedAt = Number.NEGATIVE_INFINITY;
  #lastBalanceError: WalletportError | undefined;
  #context: AccountContext | undefined;
  /** Bumped by every load; answers of an older load change nothing. */
  #generation = 0;
  #disposed = false;

  readonly state$: Observable<AccountDataState> = this.#store.state$;
  readonly subscribe = this.#store.subscribe;
  readonly getSnapshot = this.#store.getSnapshot;

  constructor({
    connection,
    network,
    blockchainApi,
    chainAdapters,
    scheduler,
    toasts,
    logger,
    storage,
  }: AccountDataUseCaseDependencies) {
    this.#connection = connection;
    this.#network = network;
    this.#api = blockchainApi;
    this.#chainAdapters = chainAdapters;
    this.#scheduler = scheduler;
    this.#toasts = toasts;
    this.#logger = logger;
    this.#storage = storage;
    this.#nativeCache = new TtlCache({ ttlMs: NATIVE_BALANCE_CACHE_TTL_MS, clock: scheduler });
    this.#portfolioCache = new TtlCache({ ttlMs: PORTFOLIO_CACHE_TTL_MS, clock: scheduler });
    this.#identityCache = new TtlCache({ ttlMs: IDENTITY_CACHE_TTL_MS, clock: scheduler });
    this.#subscription = combineLatest([this.#connection.state$, this.#network.state$])
      .pipe(
        map(([connectionState, networkState]) => accountContext(connectionState, networkState)),
        filter((context): context is AccountContext | undefined => context !== PENDING),
        distinctUntilChanged((previous, next) => previous?.key === next?.key),
      )
      .subscribe((context) => {
        this.#context = context;
        this.#load(context, false).catch((error: unknown) => this.#logger.error('Account data could not be loaded', error));
      });
  }

  get snapshot(): AccountDataState {
    return this.#store.snapshot;
  }

  /**
   * Reloads the account data; `force` bypasses the caches. During the lockout after a balance failure the
   * balance API is not called: the cached (or empty) token balances are what it resolves with.
   */
  async refresh({ force = false }: RefreshAccountDataOptions = {}): Promise<AccountDataState> {
    await this.#load(this.#context, force);
    return this.#store.snapshot;
  }

  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#generation += 1;
    this.#subscription.unsubscribe();
    this.#store.dispose();
  }

  async #load(context: AccountContext | undefined, force: boolean): Promise<void> {
    if (this.#disposed) return;
    const generation = ++this.#generation;
    if (context === undefined) {
      this.#store.set(INITIAL_ACCOUNT_DATA_STATE);
      return;
    }
    const symbol = context.network.nativeCurrency.symbol;
    if (context.unsupported || !balanceNamespaces.has(context.namespace)) {
      // No balance source for an unsupported chain: '0.00', and no call at all.
      this.#store.update({
        address: context.address,
        caipNetworkId: context.caipNetworkId,
        balance: ZERO_BALANCE_DISPLAY,
        balanceSymbol: symbol,
        balanceLoading: false,
        profileName: undefined,
        profileImage: undefined,
        tokenBalances: [],
        tokensStatus: 'empty',
        tokensError: undefined,
      });
      return;
    }
    const previous = this.#store.snapshot;
    const sameAccount = previous.address === context.address && previous.caipNetworkId === context.caipNetworkId;
    this.#store.update({
      address: context.address,
      caipNetworkId: context.caipNetworkId,
      balanceLoading: true,
      tokensStatus: 'loading',
      tokensError: undefined,
      // A different account or network never shows the previous one's numbers, even for a moment.
      ...(sameAccount
        ? {}
        : { balance: undefined, balanceSymbol: symbol, tokenBalances: [], profileName: undefined, profileImage: undefined }),
    });
    await Promise.all([this.#loadBalances(context, force, generation), this.#loadIdentity(context, force, generation)]);
  }

  // Balances

  async #loadBalances(context: AccountContext, force: boolean, generation: number): Promise<void> {
    const nativeCached = force ? undefined : this.#nativeCache.get(context.key);
    if (nativeCached) this.#apply(generation, { balance: nativeCached.balance, balanceSymbol: nativeCached.symbol, balanceLoading: false });
    const portfolioCached = force ? undefined : this.#portfolioCache.get(context.key);
    if (portfolioCached) this.#apply(generation, tokensState(portfolioCached));
    if (nativeCached && portfolioCached) return;

    const apiSupported = await this.#isApiSupported(context.network);
    let portfolio = portfolioCached;
    if (!portfolioCached) {
      if (!apiSupported) {
        this.#apply(generation, { tokenBalances: [], tokensStatus: 'empty', tokensError: undefined });
      } else {
        const outcome = await this.#fetchPortfolio(context);
        if ('balances' in outcome) {
          portfolio = outcome.balances;
          this.#apply(generation, tokensState(outcome.balances));
        } else {
          // The token balances shown so far (this account's, or none) stay.
          this.#apply(generation, { tokensStatus: 'error', tokensError: outcome.error });
        }
      }
    }
    if (nativeCached) return;
    const native = await this.#nativeBalance(context, portfolio, apiSupported);
    this.#apply(generation, {
      balance: native?.balance,
      balanceSymbol: native?.symbol ?? context.network.nativeCurrency.symbol,
      balanceLoading: false,
    });
  }

  /** One balance API call per account and network at a time; none during the lockout after a failure. */
  #fetchPortfolio(context: AccountContext): Promise<PortfolioOutcome> {
    if (this.#scheduler.now() < this.#balanceRetryAllowedAt) {
      return Promise.resolve({ error: this.#lastBalanceError ?? walletportError('TOKEN_BALANCE_UNAVAILABLE') });
    }
    return this.#once(`portfolio|${context.key}`, async (): Promise<PortfolioOutcome> => {
      try {
        const response = await this.#api.getBalance({ address: context.address, chainId: context.caipNetworkId });
        const balances = filterLowQualityBalances(response.balances);
        this.#portfolioCache.set(context.key, balances);
        return { balances };
      } catch (cause) {
        const error = walletportError('TOKEN_BALANCE_UNAVAILABLE', [], { cause });
        this.#balanceRetryAllowedAt = this.#scheduler.now() + TOKEN_BALANCE_RETRY_LOCKOUT_MS;
        this.#lastBalanceError = error;
        this.#logger.warn('Token balances could not be fetched', cause);
        this.#toasts.showError(error);
        return { error };
      }
    });
  }

  /** The native balance, by the source order described at the top of this file. */
  async #nativeBalance(
    context: AccountContext,
    portfolio: readonly TokenBalance[] | undefined,
    apiSupported: boolean,
  ): Promise<NativeBalanceValue | undefined> {
    const entry = portfolio && nativeEntry(portfolio, context.network);
    const fromApi = entry && displayBalance(entry.quantity.numeric);
    if (entry && fromApi !== undefined) {
      const value = { balance: fromApi, symbol: entry.symbol };
      this.#nativeCache.set(context.key, value);
      return value;
    }
    const adapter = this.#chainAdapters.get(context.namespace);
    if (adapter) {
      return this.#once(`native|${context.key}`, async () => {
        try {
          const result = await adapter.getNativeBalance({ address: context.address, caipNetworkId: context.caipNetworkId });
          const value = {
            balance: formatBalance(formatUnitsToDecimal(result.value, result.decimals)),
            symbol: result.symbol || context.network.nativeCurrency.symbol,
          };
          this.#nativeCache.set(context.key, value);
          return value;
        } catch (error) {
          this.#logger.warn(`The native balance could not be read on ${context.caipNetworkId}`, error);
          return undefined;
        }
      });
    }
    const symbol = context.network.nativeCurrency.symbol;
    if (portfolio) {
      // The API answered and lists no native balance: the account holds none.
      const value = { balance: formatBalance(0), symbol };
      this.#nativeCache.set(context.key, value);
      return value;
    }
    if (!apiSupported) return { balance: ZERO_BALANCE_DISPLAY, symbol };
    return undefined;
  }

  // Identity

  async #loadIdentity(context: AccountContext, force: boolean, generation: number): Promise<void> {
    if (context.namespace !== 'eip155' || context.network.testnet === true) {
      this.#apply(generation, { profileName: undefined, profileImage: undefined });
      return;
    }
    const key = context.address.toLowerCase();
    const cached = force ? undefined : this.#cachedIdentity(key);
    if (cached) {
      this.#apply(generation, identityState(cached));
      return;
    }
    if (!(await this.#isApiSupported(context.network))) {
      this.#apply(generation, { profileName: undefined, profileImage: undefined });
      return;
    }
    const identity = await this.#once(`identity|${key}`, async () => {
      try {
        const answer = await this.#api.getIdentity({ address: context.address, sender: context.address });
        this.#identityCache.set(key, answer);
        if (this.#storage) writeStoredIdentity(this.#storage, key, answer, this.#scheduler.now());
        return answer;
      } catch (error) {
        this.#logger.warn('The identity could not be fetched', error);
        return undefined;
      }
    });
    this.#apply(generation, identityState(identity));
  }

  #cachedIdentity(key: string): IdentityResponse | undefined {
    const inMemory = this.#identityCache.get(key);
    if (inMemory || !this.#storage) return inMemory;
    const now = this.#scheduler.now();
    const stored = readStoredIdentity(this.#storage, key, now);
    if (!stored) return undefined;
    this.#identityCache.set(key, stored.identity, stored.expiresAt - now);
    return stored.identity;
  }

  // Helpers

  /** Whether the blockchain API serves `network`; the supported list is fetched once per session. */
  async #isApiSupported(network: CaipNetwork): Promise<boolean> {
    if (this.#supportedChains === undefined) {
      const request: Promise<ReadonlySet<string> | undefined> = this.#api.getSupportedChains().then(
        (answer) => new Set(answer.http),
        (error: unknown) => {
          // Not kept: the next load asks again. Meanwhile the chain RPC is the source.
          if (this.#supportedChains === request) this.#supportedChains = undefined;
          this.#logger.warn('The supported chains of the blockchain API could not be fetched', error);
          return undefined;
        },
      );
      this.#supportedChains = request;
    }
    const chains = await this.#supportedChains;
    if (chains === undefined) return false;
    return chains.has(network.caipNetworkId) || (network.deprecatedCaipNetworkId !== undefined && chains.has(network.deprecatedCaipNetworkId));
  }

  /** Runs `task` unless one with the same key is running, in which case its result is shared. */
  #once<T>(key: string, task: () => Promise<T>): Promise<T> {
    const running = this.#inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = task().finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, promise);
    return promise;
  }

  #apply(generation: number, change: Partial<AccountDataState>): void {
    if (generation !== this.#generation || this.#disposed) return;
    this.#store.update(change);
  }
}

/**
 * The account and network shown, from the connection and network states; PENDING while the two disagree
 * (the wallet moved and the network use case has not followed yet).
 */
function accountContext(
  connection: Pick<ConnectionState, 'namespaces'>,
  network: AccountDataNetworkState,
): AccountContext | undefined | typeof PENDING {
  const active = network.activeCaipNetwork;
  const namespace = active.chainNamespace;
  const entry = connection.namespaces[namespace];
  if (entry?.status !== 'connected' || entry.address === undefined) return undefined;
  const walletNetwork = entry.caipNetworkId;
  if (network.isUnsupportedChain) {
    const caipNetworkId = walletNetwork ?? active.caipNetworkId;
    return { address: entry.address, namespace, network: active, unsupported: true, caipNetworkId, key: `${caipNetworkId}|${entry.address}|unsupported` };
  }
  if (walletNetwork !== undefined && walletNetwork !== active.caipNetworkId && walletNetwork !== active.deprecatedCaipNetworkId) {
    return PENDING;
  }
  const caipNetworkId = active.caipNetworkId;
  return { address: entry.address, namespace, network: active, unsupported: false, caipNetworkId, key: `${caipNetworkId}|${entry.address}` };
}

/** The network's native entry: no token address, on this network. */
function nativeEntry(balances: readonly TokenBalance[], network: CaipNetwork): TokenBalance | undefined {
  const ids = new Set([network.caipNetworkId, network.deprecatedCaipNetworkId, String(network.id)]);
  return balances.find((balance) => !balance.address && ids.has(balance.chainId));
}

function displayBalance(numeric: string): string | undefined {
  try {
    return formatBalance(numeric);
  } catch {
    return undefined;
  }
}

function tokensState(balances: readonly TokenBalance[]): Partial<AccountDataState> {
  return { tokenBalances: balances, tokensStatus: balances.length > 0 ? 'ready' : 'empty', tokensError: undefined };
}

function identityState(identity: IdentityResponse | undefined): Partial<AccountDataState> {
  return { profileName: identity?.name ?? undefined, profileImage: identity?.avatar ?? undefined };
}
