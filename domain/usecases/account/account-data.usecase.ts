/**
 * What the Account view shows about the connected account on the active network: the native balance, the
 * profile name and avatar, and the token balances. A facade over three
 * loaders, each with its own source, cache and rules:
 * - native-balance.loader.ts: the native balance (blockchain API answer, else chain RPC, else '0.00');
 * - token-balances.loader.ts: the token balances (with the failure toast and retry lockout);
 * - identity.loader.ts: the profile name and avatar (in memory and in storage).
 * They share the blockchain API's supported chains (supported-chains.ts, fetched once per session; while it
 * cannot be fetched, calls go ahead rather than read as "unsupported").
 *
 * Nothing happens before someone watches: following the connection and network, and loading, start with the
 * first subscriber (or the first `refresh`). Then everything reloads when the active account or network
 * changes (accountContext.ts), and on `refresh`. `refresh({ force })` bypasses the caches, never the failure
 * lockout. Requests for the same thing share one call, and an answer for an account or network that is no
 * longer shown changes nothing. A chain without balances (a namespace outside BALANCE_NAMESPACES, or a
 * wallet on an unconfigured network) shows '0.00' and calls nothing.
 */
import { combineLatest, distinctUntilChanged, filter, map } from 'rxjs';
import type { Logger } from '../../../ports/logger.port.js';
import { BALANCE_NAMESPACES, ZERO_BALANCE_DISPLAY } from '../../entities/constants.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { StatefulUseCase } from '../shared/index.js';
import { accountContext, PENDING, type AccountContext } from './accountContext.js';
import {
  INITIAL_ACCOUNT_DATA_STATE,
  type AccountDataConnection,
  type AccountDataNetwork,
  type AccountDataState,
  type AccountDataUseCaseDependencies,
  type ApplyAccountData,
  type RefreshAccountDataOptions,
} from './account-data.types.js';
import { IdentityLoader } from './identity.loader.js';
import { NativeBalanceLoader, nativeBalanceState } from './native-balance.loader.js';
import { withNativeToken } from './native-token-entry.js';
import { SupportedChains } from './supported-chains.js';
import { TokenBalancesLoader, tokensState } from './token-balances.loader.js';

export {
  INITIAL_ACCOUNT_DATA_STATE,
  type AccountDataConnection,
  type AccountDataNetwork,
  type AccountDataNetworkState,
  type AccountDataState,
  type AccountDataToasts,
  type AccountDataUseCaseDependencies,
  type RefreshAccountDataOptions,
  type TokensStatus,
} from './account-data.types.js';

const balanceNamespaces: ReadonlySet<ChainNamespace> = new Set(BALANCE_NAMESPACES);

export type NativeBalanceOfParameters = { address: string; namespace: ChainNamespace };
/** The balance as shown (floored to 3 decimals) and its symbol. */
export type NativeBalanceOfReturnType = { balance: string; symbol: string } | undefined;
/** Never rejects: a failing source reads as an unknown balance. */
export type NativeBalanceOfErrorType = never;

export class AccountDataUseCase extends StatefulUseCase<AccountDataState> {
  readonly #connection: AccountDataConnection;
  readonly #network: AccountDataNetwork;
  readonly #logger: Logger;
  readonly #supportedChains: SupportedChains;
  readonly #native: NativeBalanceLoader;
  readonly #tokens: TokenBalancesLoader;
  readonly #identity: IdentityLoader;
  #context: AccountContext | undefined;
  /** Every load takes a ticket: answers of an older load change nothing. */
  readonly #loads = this.latest();

  constructor({ connection, network, blockchainApi, chainAdapters, scheduler, toasts, logger, storage, avatarOrigins }: AccountDataUseCaseDependencies) {
    super(INITIAL_ACCOUNT_DATA_STATE);
    this.#connection = connection;
    this.#network = network;
    this.#logger = logger;
    this.#supportedChains = new SupportedChains({ api: blockchainApi, logger });
    this.#native = new NativeBalanceLoader({ chainAdapters, scheduler, logger });
    this.#tokens = new TokenBalancesLoader({ api: blockchainApi, scheduler, toasts, logger });
    this.#identity = new IdentityLoader({ api: blockchainApi, supportedChains: this.#supportedChains, scheduler, logger, storage, avatarOrigins });
  }

  /**
   * Reloads the account data; `force` bypasses the caches. During the lockout after a balance failure the
   * balance API is not called: the cached (or empty) token balances are what it resolves with.
   */
  async refresh({ force = false }: RefreshAccountDataOptions = {}): Promise<AccountDataState> {
    this.ensureStarted();
    await this.#load(this.#context, force);
    return this.snapshot;
  }

  /**
   * The native balance of another address of the shown namespace, on the shown network: a held wallet's
   * balance on ProfileWallets (several wallets at once). Same cache and chain source as the
   * shown account's, but never the token list (its failure toast and lockout belong to the shown account).
   * Undefined when nothing is shown, for another namespace, or when no source can tell.
   */
  async nativeBalanceOf({ address, namespace }: NativeBalanceOfParameters): Promise<NativeBalanceOfReturnType> {
    this.ensureStarted();
    const shown = this.#context;
    if (!shown || shown.namespace !== namespace || shown.unsupported || !balanceNamespaces.has(namespace)) return undefined;
    const context: AccountContext = { ...shown, address, key: `${shown.caipNetworkId}|${address}` };
    const native = this.#native.cached(context) ?? (await this.#native.load(context, undefined, await this.#supportedChains.allows(shown.network)));
    return native && { balance: native.balance, symbol: native.symbol };
  }

  /** Follows the account and network shown (both streams replay their current value: the first load starts at once). */
  protected override onFirstSubscriber(): void {
    const contexts = combineLatest([this.#connection.state$, this.#network.state$]).pipe(
      map(([connectionState, networkState]) => accountContext(connectionState, networkState)),
      filter((context): context is AccountContext | undefined => context !== PENDING),
      distinctUntilChanged((previous, next) => previous?.key === next?.key),
    );
    this.follow(contexts, (context) => {
      this.#context = context;
      this.#load(context, false).catch((error: unknown) => this.#logger.error('Account data could not be loaded', error));
    });
  }

  async #load(context: AccountContext | undefined, force: boolean): Promise<void> {
    if (this.isDisposed) return;
    const ticket = this.#loads.take();
    if (context === undefined) {
      this.replaceState(INITIAL_ACCOUNT_DATA_STATE);
      return;
    }
    const symbol = context.network.nativeCurrency.symbol;
    if (context.unsupported || !balanceNamespaces.has(context.namespace)) {
      // No balance source for an unsupported chain: '0.00', and no call at all.
      this.setState({
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
    const previous = this.snapshot;
    const sameAccount = previous.address === context.address && previous.caipNetworkId === context.caipNetworkId;
    this.setState({
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
    const apply: ApplyAccountData = (change) => {
      if (ticket.isCurrent()) this.setState(change);
    };
    await Promise.all([this.#loadBalances(context, force, apply), this.#identity.load(context, force, apply)]);
  }

  /**
   * The token balances first: the native balance may be read from the same API answer. A native balance read
   * from the chain instead joins the tokens list (native-token-entry.ts).
   */
  async #loadBalances(context: AccountContext, force: boolean, apply: ApplyAccountData): Promise<void> {
    const cachedNative = force ? undefined : this.#native.cached(context);
    if (cachedNative) apply(nativeBalanceState(cachedNative, context));
    const tokens = force ? undefined : this.#tokens.cached(context);
    if (tokens) apply(tokensState(tokens));
    let native = cachedNative;
    if (!cachedNative || !tokens) {
      const apiSupported = await this.#supportedChains.allows(context.network);
      const portfolio = tokens ?? (await this.#tokens.load(context, apiSupported, apply));
      if (!native) {
        native = await this.#native.load(context, portfolio, apiSupported);
        apply(nativeBalanceState(native, context));
      }
    }
    // Read after the token list was applied: for an account no longer shown, `apply` changes nothing anyway.
    if (native?.token) apply(withNativeToken(this.snapshot, native.token));
  }
}
