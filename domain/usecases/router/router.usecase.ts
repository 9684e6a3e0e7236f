/**
 * The modal's navigation: a history of views, each with the data it was opened with,
 * plus a stack of pending transaction actions (what to do when a wallet request succeeds, fails or is
 * cancelled).
 *
 * The router never closes the modal itself: going back with a single history entry emits on
 * `closeRequested$`, and the modal use case decides (close guards may refuse).
 */
import { Subject, type Observable } from 'rxjs';
import { StatefulUseCase } from '../shared/index.js';
import type { RouterData, ViewName } from './views.js';

export type RouterHistoryEntry = {
  readonly view: ViewName;
  readonly data: RouterData | undefined;
};

/**
 * What to do when the request on top of the transaction stack ends. On success, `goBack` goes back one view;
 * otherwise `view` is shown, replacing the current entry when `replace` is set and starting a new history
 * with it when not; with neither, the caller navigates (or closes the modal). Errors and cancels always go
 * back one view. The matching callback runs after the navigation, so it has the last word.
 */
export type TransactionAction = {
  readonly view?: ViewName | undefined;
  readonly goBack?: boolean | undefined;
  readonly replace?: boolean | undefined;
  readonly onSuccess?: (() => void) | undefined;
  readonly onError?: (() => void) | undefined;
  readonly onCancel?: (() => void) | undefined;
};

export type TransactionStackStatus = 'success' | 'error' | 'cancel';

export type RouterState = {
  /** The view on screen: always the view of the last history entry. */
  readonly view: ViewName;
  /** Never empty. */
  readonly history: readonly RouterHistoryEntry[];
  /** The data of the view on screen: always the data of the last history entry. */
  readonly data: RouterData | undefined;
  readonly transactionStack: readonly TransactionAction[];
};

export const INITIAL_VIEW: ViewName = 'Connect';

export type RouterUseCaseParameters = {
  /** The first view (Connect unless told). */
  readonly initialView?: ViewName | undefined;
  readonly initialData?: RouterData | undefined;
};

export class RouterUseCase extends StatefulUseCase<RouterState> {
  readonly #closeRequested = new Subject<void>();

  /** Emits when going back would leave no view: the modal should close. */
  readonly closeRequested$: Observable<void> = this.#closeRequested.asObservable();

  constructor({ initialView = INITIAL_VIEW, initialData }: RouterUseCaseParameters = {}) {
    super({
      view: initialView,
      history: [{ view: initialView, data: initialData }],
      data: initialData,
      transactionStack: [],
    });
  }

  /** Shows `view` on top of the history. Does nothing when it is already on screen with equal data. */
  push(view: ViewName, data?: RouterData): void {
    const { view: currentView, data: currentData, history } = this.snapshot;
    if (view === currentView && isSameRouterData(data, currentData)) return;
    this.#setHistory([...history, { view, data }]);
  }

  /** Swaps the view on screen for `view`; the history keeps its length. */
  replace(view: ViewName, data?: RouterData): void {
    const { history } = this.snapshot;
    this.#setHistory([...history.slice(0, -1), { view, data }]);
  }

  /** Starts a new history holding only `view`. */
  reset(view: ViewName, data?: RouterData): void {
    this.#setHistory([{ view, data }]);
  }

  /** Goes back one view, restoring the data it had; with a single entry, asks for the modal to close. */
  goBack(): void {
    const { history } = this.snapshot;
    if (history.length <= 1) {
      this.#closeRequested.next();
      return;
    }
    this.#setHistory(history.slice(0, -1));
  }

  /**
   * Goes back to the entry at `index`, keeping exactly `index + 1` entries. An index outside the history
   * (negative, not an integer, or not below its length) changes nothing.
   */
  goBackToIndex(index: number): void {
    const { history } = this.snapshot;
    if (!Number.isInteger(index) || index < 0 || index >= history.length) return;
    if (index === history.length - 1) return;
    this.#setHistory(history.slice(0, index + 1));
  }

  /** Goes back when there is somewhere to go, otherwise asks for the modal to close. */
  goBackOrCloseModal(): void {
    if (this.snapshot.history.length > 1) this.goBack();
    else this.#closeRequested.next();
  }

  pushTransactionStack(action: TransactionAction): void {
    this.setState((previous) => ({ transactionStack: [...previous.transactionStack, action] }));
  }

  /**
   * Pops the action on top of the transaction stack, navigates as it says for `status` and runs its
   * callback. Returns the popped action (undefined when the stack was empty, in which case nothing happens).
   */
  popTransactionStack(status: TransactionStackStatus): TransactionAction | undefined {
    const { transactionStack } = this.snapshot;
    const action = transactionStack[transactionStack.length - 1];
    if (!action) return undefined;
    this.setState({ transactionStack: transactionStack.slice(0, -1) });
    switch (status) {
      case 'success':
        if (action.goBack) this.goBack();
        else if (action.view !== undefined && action.replace) this.replace(action.view);
        else if (action.view !== undefined) this.reset(action.view);
        action.onSuccess?.();
        break;
      case 'error':
        this.goBack();
        action.onError?.();
        break;
      case 'cancel':
        this.goBack();
        action.onCancel?.();
        break;
    }
    return action;
  }

  /**
   * Takes `action` off the transaction stack, wherever it is, without navigating: its flow shows the outcome
   * itself (a failed send stays on its preview with the error). False when it was not there any more.
   */
  removeTransaction(action: TransactionAction): boolean {
    const { transactionStack } = this.snapshot;
    if (!transactionStack.includes(action)) return false;
    this.setState({ transactionStack: transactionStack.filter((entry) => entry !== action) });
    return true;
  }

  /**
   * Empties the transaction stack without navigating and runs each action's `onCancel`, newest first: the modal
   * closed, so no request still waiting may move its views when it ends (its flow learns it through onCancel).
   */
  cancelTransactionStack(): void {
    const { transactionStack } = this.snapshot;
    if (transactionStack.length === 0) return;
    this.setState({ transactionStack: [] });
    for (const action of [...transactionStack].reverse()) action.onCancel?.();
  }

  /** Completes `closeRequested$` (and, with the base, `state$`); the router must not be used afterwards. */
  protected override onDispose(): void {
    this.#closeRequested.complete();
  }

  #setHistory(history: readonly RouterHistoryEntry[]): void {
    const last = history[history.length - 1];
    if (!last) return; // the history is never empty
    this.setState({ history, view: last.view, data: last.data });
  }
}

/**
 * Structural equality for router data (plain values, arrays and objects; functions by identity). A field set
 * to undefined counts as absent, and no data counts as empty data.
 */
export function isSameRouterData(a: RouterData | undefined, b: RouterData | undefined): boolean {
  return isSameValue(a ?? {}, b ?? {});
}

function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => isSameValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    if (!isSameValue(left[key], right[key])) return false;
  }
  return true;
}
