/**
 * Token balances: the blockchain API's balance answer, low-quality entries
 * filtered out, cached PORTFOLIO_CACHE_TTL_MS per address and network. A failure shows the 'Token Balance
 * Unavailable' error toast once and blocks every balance API call for TOKEN_BALANCE_RETRY_LOCKOUT_MS:
 * meanwhile loads answer with the error (the balances shown so far stay) without calling the API, so repeated
 * refreshes cause no retry storm. A network the API does not support has no token list ('empty', no toast):
 * the call is skipped. "Does not support" means the
 * supported-chains list was read and lacks the network: when that list could not be fetched, the balance call
 * goes ahead, so the account's tokens, or 'Token Balance Unavailable', are shown, never a false 'empty'.
 */
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import { PORTFOLIO_CACHE_TTL_MS, TOKEN_BALANCE_RETRY_LOCKOUT_MS } from '../../entities/constants.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { filterLowQualityBalances } from '../../entities/number/index.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { AccountContext } from './accountContext.js';
import type { AccountDataState, AccountDataToasts, ApplyAccountData } from './account-data.types.js';
import { InFlight } from './in-flight.js';
import { TtlCache } from '../shared/index.js';

export type TokenBalancesLoaderDependencies = {
  readonly api: Pick<BlockchainApi, 'getBalance'>;
  readonly scheduler: Pick<Scheduler, 'now'>;
  readonly toasts: AccountDataToasts;
  readonly logger: Pick<Logger, 'warn'>;
};

type PortfolioOutcome = { readonly balances: readonly TokenBalance[] } | { readonly error: WalletportError };

export class TokenBalancesLoader {
  readonly #api: TokenBalancesLoaderDependencies['api'];
  readonly #scheduler: Pick<Scheduler, 'now'>;
  readonly #toasts: AccountDataToasts;
  readonly #logger: Pick<Logger, 'warn'>;
  readonly #cache: TtlCache<string, readonly TokenBalance[]>;
  readonly #inFlight = new InFlight();
  /** Balance API calls are refused until this time after a failure. */
  #retryAllowedAt = Number.NEGATIVE_INFINITY;
  #lastError: WalletportError | undefined;

  constructor({ api, scheduler, toasts, logger }: TokenBalancesLoaderDependencies) {
    this.#api = api;
    this.#scheduler = scheduler;
    this.#toasts = toasts;
    this.#logger = logger;
    this.#cache = new TtlCache({ ttlMs: PORTFOLIO_CACHE_TTL_MS, clock: scheduler });
  }

  cached(context: AccountContext): readonly TokenBalance[] | undefined {
    return this.#cache.get(context.key);
  }

  /**
   * Loads and applies the token balances of `context`; resolves with the API's answer (which the native
   * balance reads) or undefined when there is none. `apiSupported` is false only when the API is known not to
   * serve the network (SupportedChains.allows).
   */
  async load(context: AccountContext, apiSupported: boolean, apply: ApplyAccountData): Promise<readonly TokenBalance[] | undefined> {
    if (!apiSupported) {
      apply({ tokenBalances: [], tokensStatus: 'empty', tokensError: undefined });
      return undefined;
    }
    const outcome = await this.#requestBalances(context);
    if ('error' in outcome) {
      // The token balances shown so far (this account's, or none) stay.
      apply({ tokensStatus: 'error', tokensError: outcome.error });
      return undefined;
    }
    apply(tokensState(outcome.balances));
    return outcome.balances;
  }

  /** One balance API call per account and network at a time; none during the lockout after a failure. */
  #requestBalances(context: AccountContext): Promise<PortfolioOutcome> {
    if (this.#scheduler.now() < this.#retryAllowedAt) {
      return Promise.resolve({ error: this.#lastError ?? walletportError('TOKEN_BALANCE_UNAVAILABLE') });
    }
    return this.#inFlight.run(context.key, async (): Promise<PortfolioOutcome> => {
      try {
        const response = await this.#api.getBalance({ address: context.address, chainId: context.caipNetworkId });
        const balances = filterLowQualityBalances(response.balances);
        this.#cache.set(context.key, balances);
        return { balances };
      } catch (cause) {
        const error = walletportError('TOKEN_BALANCE_UNAVAILABLE', [], { cause });
        this.#retryAllowedAt = this.#scheduler.now() + TOKEN_BALANCE_RETRY_LOCKOUT_MS;
        this.#lastError = error;
        this.#logger.warn('Token balances could not be fetched', cause);
        this.#toasts.showError(error);
        return { error };
      }
    });
  }
}

export function tokensState(balances: readonly TokenBalance[]): Partial<AccountDataState> {
  return { tokenBalances: balances, tokensStatus: balances.length > 0 ? 'ready' : 'empty', tokensError: undefined };
}
