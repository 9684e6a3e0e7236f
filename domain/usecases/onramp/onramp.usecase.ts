/**
 * Buy crypto (docs/ONRAMP.md).
 *
 * This class is the facade the views and the container use (`core.onramp`); each command has its module,
 * sharing one context (onramp.context.ts); the rules themselves are pure (domain/entities/onramp):
 * - initializeOnramp.ts: `initialize`, the options (or SPEC's fallback) of the active namespace and the defaults;
 * - onrampForm.ts: what to buy, the network, the payment currency and method, the amount;
 * - quoteOnramp.ts: `getQuotes`, the amount checked against the limits, then one checked quote per provider;
 * - openCheckout.ts: `chooseProvider`, the checkout in a popup (or a tab), after a look at the history;
 * - followOnrampOrder.ts: the purchase followed to its end through the Scheduler, bounded;
 * - followOnrampEntry.ts / onrampFlow.ts: the flow starts from its router entry and resets once left, so
 *   the views only render the state.
 */
import { StatefulUseCase } from '../shared/index.js';
import { followOnrampEntry, onrampTopEntry$ } from './followOnrampEntry.js';
import { followOnrampOrder, type FollowOnrampOrderParameters } from './followOnrampOrder.js';
import { OnrampLoader } from './initializeOnramp.js';
import type { OnrampContext } from './onramp.context.js';
import type { OnrampUseCaseDependencies } from './onramp.dependencies.js';
import { INITIAL_ONRAMP_STATE, type OnrampActions, type OnrampPaymentMethod, type OnrampProvider, type OnrampState } from './onramp.types.js';
import { onrampFlowEnded$ } from './onrampFlow.js';
import { OnrampForm } from './onrampForm.js';
import { openOnrampCheckout } from './openCheckout.js';
import { getOnrampQuotes } from './quoteOnramp.js';

export class OnrampUseCase extends StatefulUseCase<OnrampState> implements OnrampActions {
  readonly #context: OnrampContext;
  readonly #form: OnrampForm;
  readonly #loader: OnrampLoader;
  #stopFollowing: (() => void) | undefined;

  constructor(deps: OnrampUseCaseDependencies) {
    super(INITIAL_ONRAMP_STATE);
    this.#context = {
      deps,
      state: { read: () => this.snapshot, update: (change) => this.setState(change), replace: (next) => this.replaceState(next) },
      loads: this.latest(),
      quotes: this.latest(),
      orders: this.latest(),
    };
    this.#form = new OnrampForm(this.#context);
    this.#loader = new OnrampLoader(this.#context, this.#form);
  }

  initialize(): Promise<void> {
    this.ensureStarted();
    this.#stopOrder();
    return this.#loader.initialize();
  }

  setPurchaseCurrency(id: string, chainId?: string): void {
    this.#form.setPurchaseCurrency(id, chainId);
  }

  setPaymentCurrency(id: string): void {
    this.#form.setPaymentCurrency(id);
  }

  setPaymentMethod(method: OnrampPaymentMethod): void {
    this.#form.setPaymentMethod(method);
  }

  setAmount(typed: string): void {
    this.#form.setAmount(typed);
  }

  getQuotes(): Promise<void> {
    // Back on the form from a purchase (the router's back, not startOver): that purchase is no longer on screen.
    if (this.snapshot.order !== undefined) this.#stopOrder();
    return getOnrampQuotes(this.#context);
  }

  chooseProvider(provider: OnrampProvider): Promise<void> {
    this.#stopOrder();
    return openOnrampCheckout(this.#context, provider, (parameters) => this.#follow(parameters));
  }

  startOver(): void {
    this.#stopOrder();
    this.#context.quotes.invalidate();
    this.setState({ order: undefined, selectedProvider: undefined, quotes: [], quoteLoading: false, quoteError: undefined });
    const { router, logger } = this.#context.deps;
    const { history } = router.snapshot;
    const form = history.findLastIndex((entry) => entry.view === 'Buy');
    try {
      if (form >= 0) router.goBackToIndex(form);
      else router.push('Buy');
    } catch (error) {
      logger.warn('Could not go back to the Buy form', error);
    }
  }

  reset(): void {
    this.#stopOrder();
    this.#context.loads.invalidate();
    this.#context.quotes.invalidate();
    this.#loader.reset();
    this.replaceState(INITIAL_ONRAMP_STATE);
  }

  /** Follows the router from the first subscriber or the first initialize on, until disposed. */
  protected override onFirstSubscriber(): void {
    const { router, logger } = this.#context.deps;
    this.follow(onrampFlowEnded$({ router }), () => this.reset());
    const initialize = () => void this.#loader.initialize().catch((error: unknown) => logger.warn('The on-ramp could not be loaded', error));
    this.follow(onrampTopEntry$(router), followOnrampEntry({ needsLoad: () => this.#loader.needsLoad(), initialize }));
  }

  protected override onDispose(): void {
    this.#stopOrder();
  }

  #follow(parameters: FollowOnrampOrderParameters): void {
    // Only an earlier following stops: this purchase's ticket (taken by openCheckout) stays current.
    this.#stopFollowing?.();
    if (!this.isDisposed) this.#stopFollowing = followOnrampOrder(this.#context, parameters);
  }

  /** The purchase on screen stops being followed, and its pending answers change nothing. */
  #stopOrder(): void {
    this.#context.orders.invalidate();
    this.#stopFollowing?.();
    this.#stopFollowing = undefined;
  }
}
