/**
 * The token picker's list (tokenBalances) and its search, kept in the state:
 * the account data's balances as sendableTokens() orders them, the tokens the search finds, the native
 * balance and its US dollar value (an exact decimal; the renderer formats it).
 *
 * The list follows the account data from the first subscriber on (or from `loadTokens`, which the Send views
 * call when shown: a send empties the list, and it fills again with the account's next balances). A change
 * of account or network clears the form: a token of one chain is never sent on another. The picked token
 * follows its refreshed balance (Max and the balance rule read it).
 */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { isNativeBalance, searchTokens, tokenKey, usdValue } from '../../entities/token/index.js';
import type { SendContext } from './send.context.js';
import type { SendAccountDataState } from './send.types.js';
import { sendableTokens } from './sendableTokens.js';

/** The use case's follow(): handles a stream's values until the use case is disposed. */
export type Follow = <T>(stream: Observable<T>, handler: (value: T) => void) => unknown;

export class SendTokenList {
  readonly #context: SendContext;
  readonly #follow: Follow;
  #following = false;

  constructor(context: SendContext, follow: Follow) {
    this.#context = context;
    this.#follow = follow;
  }

  /** Fills the list from the account data as it is now, asking it for balances when it has none. */
  load(): void {
    const { deps } = this.#context;
    this.follow();
    const account = deps.account.snapshot;
    this.#sync(account);
    if (account.tokenBalances.length === 0 && account.tokensStatus !== 'loading') {
      deps.account.refresh().catch((error: unknown) => deps.logger.warn('The token balances could not be loaded', error));
    }
  }

  /** The picker's search (name or symbol); the found tokens are in `foundTokens`. */
  search(query: string): void {
    const { store } = this.#context;
    store.setState({ tokenSearchQuery: query, foundTokens: searchTokens(store.snapshot.tokenBalances, query) });
  }

  /** Follows the account data until the use case is disposed (once). */
  follow(): void {
    const { store, deps } = this.#context;
    if (this.#following || store.isDisposed) return;
    this.#following = true;
    let previousKey: string | undefined;
    const accounts = deps.account.state$.pipe(
      map((state) => ({ state, key: `${state.caipNetworkId}|${state.address}` })),
      distinctUntilChanged((previous, next) => previous.state.tokenBalances === next.state.tokenBalances && previous.key === next.key),
    );
    this.#follow(accounts, ({ state, key }) => {
      // Another account or network: nothing typed for the previous one may be sent on this one.
      if (previousKey !== undefined && key !== previousKey) store.reset();
      previousKey = key;
      this.#sync(state);
    });
  }

  #sync(state: SendAccountDataState): void {
    const { store, deps } = this.#context;
    const tokenBalances = sendableTokens({ balances: state.tokenBalances });
    const native = tokenBalances.find(isNativeBalance);
    const { token: current, tokenSearchQuery, lastRetry } = store.snapshot;
    const token = current && tokenBalances.find((candidate) => tokenKey(candidate) === tokenKey(current));
    store.setState({
      tokenBalances,
      foundTokens: searchTokens(tokenBalances, tokenSearchQuery),
      token: token ?? current,
      networkBalanceInUSD: native ? usdValue(native.quantity.numeric, native.price) : undefined,
      lastRetry: state.tokensStatus === 'error' ? deps.scheduler.now() : lastRetry,
    });
  }
}
