/**
 * Swap: quotes from the convert API, the approval and the swap checked before the wallet is asked.
 *
 * This class is the facade the views and the container use (`core.swap`); each job has its module, sharing
 * one context (swap.context.ts):
 * - swapPrefetch.ts: `prefetchFormData`, the tokens and gas price asked for on intent, before the view opens;
 * - initializeSwap.ts: `initialize` and `reset` (uninitialized -> initializing -> initialized, or
 *   `unsupportedChain` outside the swap networks);
 * - swapPrices.ts: US dollar prices, with one cache;
 * - swapForm.ts: the form's commands (tokens, amount, Max, switch, search, retry) and the debounced quote;
 * - quoteSwap.ts: quote -> allowance -> build (buildCheckedSwap.ts, verifySwapBuild.ts), for the newest form only;
 * - checkSwapInput.ts: the input rules, before a quote and again before the wallet;
 * - sendSwap.ts: `approve` and `swap`, through the connection's followed provider;
 * - followSwapAccount.ts: another network loads again, another account clears the form, balances follow;
 * - followSwapEntry.ts: the swap starts from its router entry (the Swap view only renders the state);
 * - swapFlow.ts: leaving the flow (the modal closed, or back to Account) resets everything, so the next
 *   opening shows no earlier attempt.
 */
import type { SwapArguments } from '../router/index.js';
import { StatefulUseCase } from '../shared/index.js';
import { deriveSwapState } from './deriveSwapState.js';
import { followSwapAccount, swapAccount$ } from './followSwapAccount.js';
import { followSwapEntry, topRouterEntry$ } from './followSwapEntry.js';
import { SwapLoader } from './initializeSwap.js';
import { approveSwap, sendSwap } from './sendSwap.js';
import type { SwapContext } from './swap.context.js';
import type { SwapUseCaseDependencies } from './swap.dependencies.js';
import type { ApproveSwapErrorType, SendSwapErrorType } from './swap.errors.js';
import { INITIAL_SWAP_STATE, type SwapActions, type SwapResult, type SwapState, type SwapToken } from './swap.types.js';
import { swapFlowEnded$ } from './swapFlow.js';
import { SwapForm } from './swapForm.js';
import { SwapPrices } from './swapPrices.js';
import { SwapPrefetch, type PrefetchSwapReturnType } from './swapPrefetch.js';

export type { SwapUseCaseDependencies } from './swap.dependencies.js';

export type {
  ApproveSwapErrorType,
  InitializeSwapErrorType,
  NothingToSendErrorType,
  SendSwapErrorType,
  SwapFormErrorType,
  SwapWalletFailureErrorType,
} from './swap.errors.js';
export type { PrefetchSwapErrorType, PrefetchSwapParameters, PrefetchSwapReturnType } from './swapPrefetch.js';

/** What any swap command may throw: approve()'s or swap()'s (the others throw nothing). */
export type SwapErrorType = ApproveSwapErrorType | SendSwapErrorType;

export class SwapUseCase extends StatefulUseCase<SwapState> implements SwapActions {
  readonly #context: SwapContext;
  readonly #form: SwapForm;
  readonly #loader: SwapLoader;
  readonly #prefetch: SwapPrefetch;

  constructor(deps: SwapUseCaseDependencies) {
    super(INITIAL_SWAP_STATE);
    this.#context = {
      deps,
      state: {
        read: () => this.snapshot,
        // Every change carries what it changes in the derived fields (deriveSwapState.ts) along with it.
        update: (change) => this.setState((previous) => ({ ...change, ...deriveSwapState({ ...previous, ...change }, previous) })),
        replace: (next) => {
          const { action } = deriveSwapState(next, next);
          this.replaceState(action === next.action ? next : { ...next, action });
        },
      },
      form: this.latest(),
      loads: this.latest(),
      prices: new SwapPrices(deps.blockchainApi),
    };
    this.#form = new SwapForm(this.#context);
    this.#prefetch = new SwapPrefetch(this.#context);
    this.#loader = new SwapLoader(this.#context, this.#form, this.#prefetch);
  }

  /**
   * The visitor is about to open the Swap view (the pointer on its button, or the keyboard's focus): asks for
   * the network's swap tokens and gas price now, for the initialize that follows (swapPrefetch.ts).
   */
  prefetchFormData(): PrefetchSwapReturnType {
    this.#prefetch.prefetchFormData();
  }

  initialize(args?: SwapArguments): Promise<void> {
    this.ensureStarted();
    return this.#loader.initialize(args);
  }

  setSourceToken(token: SwapToken): void {
    this.#form.setSourceToken(token);
  }

  setToToken(token: SwapToken | undefined): void {
    this.#form.setToToken(token);
  }

  setSourceTokenAmount(typed: string): void {
    this.#form.setSourceTokenAmount(typed);
  }

  setMax(): void {
    this.#form.setMax();
  }

  switchTokens(): void {
    this.#form.switchTokens();
  }

  retryQuote(): void {
    this.#form.retryQuote();
  }

  setTokenSearch(query: string): void {
    this.#form.setTokenSearch(query);
  }

  approve(): Promise<void> {
    return approveSwap(this.#context);
  }

  swap(): Promise<SwapResult> {
    return sendSwap(this.#context, () => this.resetForm());
  }

  resetForm(): void {
    this.#form.reset();
  }

  reset(): void {
    this.#loader.reset();
  }

  /** Follows the account and the router from the first subscriber or the first initialize on, until disposed. */
  protected override onFirstSubscriber(): void {
    const { deps } = this.#context;
    const reload = () => void this.#loader.load(undefined, { navigate: false });
    this.follow(swapAccount$(deps.account), followSwapAccount(this.#context, { reload, resetForm: () => this.resetForm() }));
    this.follow(swapFlowEnded$({ router: deps.router }), () => this.reset());
    const initialize = (args: SwapArguments | undefined) =>
      void this.#loader.initialize(args).catch((error: unknown) => deps.logger.warn('The swap could not be loaded', error));
    this.follow(topRouterEntry$(deps.router), followSwapEntry(this.#context, { initialize }));
  }

  protected override onDispose(): void {
    this.#form.invalidate();
  }
}
