/**
 * `chooseProvider`: opens the chosen quote's checkout and follows the purchase on BuyInProgress.
 * - The popup opens first, empty, inside the visitor's click (after an await the browser would block it),
 *   sized like social login's; the checkout address is given to it once known.
 * - Before the checkout shows anything payable, the purchase history is read once: a purchase found later
 *   that is not in it is this one (followOnrampOrder.ts).
 * - A blocked popup (null) opens the checkout in a new tab instead; a popup the browser refused to create
 *   (a throw), a tab refused, or a failed address or history read: `failed`, 'Could not open the checkout'.
 */
import type { PopupHandle } from '../../../ports/platform.port.js';
import { SOCIAL_POPUP_HEIGHT_PX, SOCIAL_POPUP_WIDTH_PX } from '../../entities/constants.js';
import { onrampNetworkCaipId, ONRAMP_MESSAGES } from '../../entities/onramp/index.js';
import { onrampAddress, onrampNamespace, showOnrampView, type OnrampContext } from './onramp.context.js';
import type { OnrampProvider } from './onramp.types.js';
import type { FollowOnrampOrderParameters } from './followOnrampOrder.js';

export type OpenOnrampCheckoutReturnType = Promise<void>;
/** Never rejects: every failure is the order's `failed` status. */
export type OpenOnrampCheckoutErrorType = never;

/** Starts following a purchase (followOnrampOrder, kept by the use case so it can stop it). */
export type StartFollowing = (parameters: FollowOnrampOrderParameters) => void;

export async function openOnrampCheckout(context: OnrampContext, provider: OnrampProvider, startFollowing: StartFollowing): OpenOnrampCheckoutReturnType {
  const { deps, state, orders } = context;
  const form = state.read();
  const row = form.quotes.find((candidate) => candidate.provider === provider);
  const address = onrampAddress(context);
  const network = form.purchaseNetwork;
  if (row?.status !== 'ready' || address === undefined || network === undefined) return;
  const { quote } = row;
  const ticket = orders.take();
  const fail = () => state.update({ order: { status: 'failed', provider, quote, openedInTab: false, error: ONRAMP_MESSAGES.checkoutNotOpened } });

  let popup: PopupHandle | null;
  state.update({ selectedProvider: provider, order: { status: 'openingCheckout', provider, quote, openedInTab: false } });
  showOnrampView(context, 'BuyInProgress');
  try {
    popup = deps.platform.openPopup('', { width: SOCIAL_POPUP_WIDTH_PX, height: SOCIAL_POPUP_HEIGHT_PX });
  } catch (error) {
    deps.logger.warn('The checkout window could not be created', error);
    fail();
    return;
  }

  let url: string;
  let known: ReadonlySet<string>;
  try {
    const [history, generated] = await Promise.all([
      deps.blockchainApi.getHistory({ address, onramp: 'coinbase' }),
      deps.blockchainApi.generateOnrampUrl({
        destinationWallets: [{ address, blockchains: [network.name], assets: [quote.purchaseSymbol] }],
        defaultNetwork: network.name,
        partnerUserId: address,
        presetFiatAmount: Number(quote.paymentTotal),
        provider,
        quoteId: quote.quoteId,
        paymentCurrency: quote.paymentCurrency,
        paymentMethod: form.paymentMethod,
      }),
    ]);
    known = new Set(history.data.map((transaction) => transaction.id));
    url = generated.url;
  } catch (error) {
    deps.logger.warn('The checkout could not be prepared', error);
    popup?.close();
    if (ticket.isCurrent()) fail();
    return;
  }
  if (!ticket.isCurrent()) {
    popup?.close();
    return;
  }

  if (popup !== null) popup.navigate(url);
  else if (!deps.platform.openLink(url, '_blank')) {
    fail();
    return;
  }
  state.update({ order: { status: 'waitingForPayment', provider, quote, openedInTab: popup === null } });
  startFollowing({ ticket, address, caipNetworkId: onrampNetworkCaipId(onrampNamespace(context), network), known, popup: popup ?? undefined });
}
