/**
 * The swap form's commands (SPEC.md section 4 "Swap"): the tokens, the amount (numeric-input rules), Max
 * (swapSpendable.ts), switching sides, the token search, and asking for the quote again.
 *
 * Every change takes a new ticket of `context.form` (older answers change nothing), clears what the last quote
 * gave, and schedules a quote DEFAULT_DEBOUNCE_MS after the last change (a newer change cancels it).
 */
import { usdValue } from '../../entities/token/usdValue.js';
import type { CancelTimer } from '../../../ports/scheduler.port.js';
import { DEFAULT_DEBOUNCE_MS } from '../../entities/constants.js';
import { sanitizeNumericInput } from '../../entities/number/sanitizeNumericInput.js';
import type { Ticket } from '../shared/index.js';
import { quoteSwap } from './quoteSwap.js';
import type { SwapContext } from './swap.context.js';
import type { SwapState, SwapToken } from './swap.types.js';
import { loadTokenPrice } from './swapPrices.js';
import { swapMaxAmount } from './swapSpendable.js';
import { sameTokenAddress, searchSwapTokens } from './swapTokens.js';

/** The fields a quote gives or depends on: cleared (with what was derived from them) by every change. */
const CLEARED_QUOTE: Partial<SwapState> = {
  toTokenAmount: '',
  toTokenAmountInUSD: undefined,
  priceImpact: undefined,
  maxSlippage: undefined,
  minimumReceived: undefined,
  providerFee: undefined,
  loadingQuote: false,
  loadingApprovalTransaction: false,
  loadingBuildTransaction: false,
  approvalTransaction: undefined,
  swapTransaction: undefined,
  buildCheck: undefined,
  inputError: undefined,
  error: undefined,
};

/** What a form with both tokens and an amount, on a loaded swap, gets quoted for. */
function isQuotable(state: SwapState): boolean {
  return state.status === 'initialized' && state.sourceToken !== undefined && state.toToken !== undefined && state.sourceTokenAmount !== '';
}

export class SwapForm {
  readonly #context: SwapContext;
  #cancelQuote: CancelTimer | undefined;

  constructor(context: SwapContext) {
    this.#context = context;
  }

  setSourceToken(token: SwapToken): void {
    const { toToken } = this.#context.state.read();
    if (toToken && sameTokenAddress(token.address, toToken.address)) return this.switchTokens();
    this.change({ sourceToken: token, sourceTokenPriceInUSD: this.#context.prices.priceOf(token) });
    void loadTokenPrice(this.#context, token);
  }

  setToToken(token: SwapToken | undefined): void {
    const { sourceToken } = this.#context.state.read();
    if (token && sourceToken && sameTokenAddress(token.address, sourceToken.address)) return this.switchTokens();
    this.change({ toToken: token, toTokenPriceInUSD: token ? this.#context.prices.priceOf(token) : '0' });
    if (token) void loadTokenPrice(this.#context, token);
  }

  setSourceTokenAmount(typed: string): void {
    this.change({ sourceTokenAmount: sanitizeNumericInput(typed) });
  }

  /** Max (swapSpendable.ts): a token's whole balance; of the native currency, the balance less the gas reserve. */
  setMax(): void {
    const { sourceToken, gasPrice } = this.#context.state.read();
    const amount = sourceToken && swapMaxAmount({ token: sourceToken, gasPrice });
    if (amount !== undefined) this.setSourceTokenAmount(amount);
  }

  switchTokens(): void {
    const { sourceToken, toToken, toTokenAmount, sourceTokenPriceInUSD, toTokenPriceInUSD } = this.#context.state.read();
    this.change({
      sourceToken: toToken,
      toToken: sourceToken,
      sourceTokenAmount: toToken && toTokenAmount === '' ? '1' : toTokenAmount,
      sourceTokenPriceInUSD: toTokenPriceInUSD,
      toTokenPriceInUSD: sourceTokenPriceInUSD,
    });
  }

  setTokenSearch(query: string): void {
    const { state } = this.#context;
    state.update({ tokenSearchQuery: query, foundTokens: searchSwapTokens(state.read().tokens, query) });
  }

  /** Asks for the quote again at once (Try again after 'Failed to fetch swap quote'); no-op while one is awaited. */
  retryQuote(): void {
    const { state } = this.#context;
    const current = state.read();
    if (current.loadingQuote || !isQuotable(current)) return;
    const ticket = this.invalidate();
    state.update({ ...CLEARED_QUOTE, loadingQuote: true });
    void quoteSwap(this.#context, ticket);
  }

  /** Clears the form (tokens and amounts); keeps the loaded token lists. */
  reset(): void {
    this.change({ sourceToken: undefined, toToken: undefined, sourceTokenAmount: '', sourceTokenPriceInUSD: '0', toTokenPriceInUSD: '0', loadingTransaction: false });
  }

  /** A change of the form: older answers are dropped, the quote's results cleared, and a new quote scheduled. */
  change(change: Partial<SwapState>): void {
    const { state, deps } = this.#context;
    const ticket = this.invalidate();
    state.update({ ...CLEARED_QUOTE, ...change });
    const current = state.read();
    state.update({ sourceTokenAmountInUSD: usdValue(current.sourceTokenAmount, current.sourceTokenPriceInUSD) });
    if (!isQuotable(current)) return;
    state.update({ loadingQuote: true });
    this.#cancelQuote = deps.scheduler.schedule(() => void quoteSwap(this.#context, ticket), DEFAULT_DEBOUNCE_MS);
  }

  /** Cancels the scheduled quote and makes every answer under way stale; returns the new form's ticket. */
  invalidate(): Ticket {
    this.#cancelQuote?.();
    this.#cancelQuote = undefined;
    return this.#context.form.take();
  }
}
