/**
 * Follows a purchase after its checkout opened, through the Scheduler port (never a timer of its own):
 * - every ONRAMP_ORDER_POLL_MS the purchase history (`onramp: 'coinbase'`) is read, one request at a time,
 *   for the first purchase on the chosen network that was not there before the checkout opened (`known`):
 *   pending -> inProgress, confirmed -> success (balances and activity refresh), failed -> failed with the
 *   provider's reason;
 * - while the visitor has not paid, every ONRAMP_POPUP_CLOSED_CHECK_MS the popup is checked: once closed,
 *   one more read (started after the close) decides between paid (inProgress) and checkoutClosed;
 * - after ONRAMP_ORDER_FOLLOW_MAX_MS the purchase is `stale`: following stops, the activity will show it.
 * Following stops at the end, on `stop()` (startOver, reset, the flow left), and as soon as the purchase's
 * ticket is no longer current: nothing polls for a view no one sees.
 */
import type { PopupHandle } from '../../../ports/platform.port.js';
import type { ActivityTransaction } from '../../entities/activity/transaction.js';
import { ONRAMP_ORDER_FOLLOW_MAX_MS, ONRAMP_ORDER_POLL_MS, ONRAMP_POPUP_CLOSED_CHECK_MS } from '../../entities/constants.js';
import { ONRAMP_MESSAGES } from '../../entities/onramp/index.js';
import { runSafely, type Ticket } from '../shared/index.js';
import type { OnrampContext } from './onramp.context.js';
import type { OnrampOrder } from './onramp.types.js';

export type FollowOnrampOrderParameters = {
  readonly ticket: Ticket;
  /** Where the tokens go: whose purchase history is read. */
  readonly address: string;
  /** The purchase's network (CAIP-2): a purchase on another network is another purchase. */
  readonly caipNetworkId: string;
  /** The purchase ids the history held before the checkout opened. */
  readonly known: ReadonlySet<string>;
  /** The checkout's popup; undefined when it opened in a tab (its closing cannot be seen). */
  readonly popup: PopupHandle | undefined;
};

/** Stops the following (idempotent). */
export type FollowOnrampOrderReturnType = () => void;
/** Never throws: a failed read is retried at the next poll, the outcome is the order's status. */
export type FollowOnrampOrderErrorType = never;

export function followOnrampOrder(context: OnrampContext, parameters: FollowOnrampOrderParameters): FollowOnrampOrderReturnType {
  const { deps, state } = context;
  const { ticket, address, caipNetworkId, known, popup } = parameters;
  let stopped = false;
  let inFlight = false;
  /** The popup was seen closed: the next read that starts after this decides between paid and closed. */
  let popupClosed = false;
  let cancelPoll: (() => void) | undefined;
  let cancelPopupCheck: (() => void) | undefined;

  const stop = () => {
    stopped = true;
    cancelPoll?.();
    cancelPopupCheck?.();
    cancelStale();
  };
  const alive = () => !stopped && ticket.isCurrent();
  const setOrder = (change: Partial<OnrampOrder>) => {
    const order = state.read().order;
    if (order !== undefined) state.update({ order: { ...order, ...change } });
  };
  const finish = (change: Partial<OnrampOrder>) => {
    stop();
    setOrder(change);
  };

  const schedulePoll = () => {
    cancelPoll = deps.scheduler.schedule(() => void poll(), ONRAMP_ORDER_POLL_MS);
  };

  const poll = async () => {
    cancelPoll = undefined;
    if (!alive()) {
      stop();
      return;
    }
    if (inFlight) return;
    inFlight = true;
    const afterClose = popupClosed;
    let purchase: ActivityTransaction | undefined;
    try {
      const { data } = await deps.blockchainApi.getHistory({ address, onramp: 'coinbase' });
      purchase = data.find((transaction) => !known.has(transaction.id) && transaction.metadata.chain === caipNetworkId);
    } catch (error) {
      deps.logger.debug('The purchase history could not be read; trying again', error);
    } finally {
      inFlight = false;
    }
    if (!alive()) {
      stop();
      return;
    }
    if (purchase !== undefined) apply(purchase);
    else if (afterClose && state.read().order?.status === 'waitingForPayment') {
      finish({ status: 'checkoutClosed', error: ONRAMP_MESSAGES.checkoutClosed });
    }
    if (stopped) return;
    // The popup closed while a read that started before was out: one more read, at once, decides.
    if (popupClosed && !afterClose && state.read().order?.status === 'waitingForPayment') void poll();
    else schedulePoll();
  };

  const apply = (purchase: ActivityTransaction) => {
    const { status, hash, failureReason } = purchase.metadata;
    const found = { transactionId: purchase.id, hash: hash === '' ? undefined : hash };
    if (status === 'pending') {
      cancelPopupCheck?.();
      setOrder({ ...found, status: 'inProgress' });
    } else if (status === 'failed') {
      finish({ ...found, status: 'failed', error: failureReason ?? ONRAMP_MESSAGES.purchaseFailed });
    } else {
      finish({ ...found, status: 'success' });
      // The tokens arrived: the balances and the activity show them (each failure only logged).
      runSafely(deps.logger, 'refresh the balances after a purchase', () => deps.account.refresh({ force: true }));
      runSafely(deps.logger, 'refresh the activity after a purchase', () => deps.activity.refresh());
    }
  };

  const checkPopup = () => {
    cancelPopupCheck = undefined;
    if (!alive()) {
      stop();
      return;
    }
    if (popup === undefined) return;
    if (!popup.isClosed()) {
      cancelPopupCheck = deps.scheduler.schedule(checkPopup, ONRAMP_POPUP_CLOSED_CHECK_MS);
      return;
    }
    popupClosed = true;
    if (state.read().order?.status !== 'waitingForPayment') return;
    // Read now rather than at the next poll; a read already out is followed by one more (see poll).
    cancelPoll?.();
    cancelPoll = undefined;
    if (!inFlight) void poll();
  };

  const cancelStale = deps.scheduler.schedule(() => {
    if (alive()) finish({ status: 'stale', error: ONRAMP_MESSAGES.stale });
  }, ONRAMP_ORDER_FOLLOW_MAX_MS);
  schedulePoll();
  if (popup !== undefined) cancelPopupCheck = deps.scheduler.schedule(checkPopup, ONRAMP_POPUP_CLOSED_CHECK_MS);
  return stop;
}
