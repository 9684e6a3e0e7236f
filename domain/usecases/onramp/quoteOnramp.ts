/**
 * `getQuotes`: the amount is checked against the limits first (no quote is asked for an amount the
 * provider would refuse); then OnRampProviders shows one row per provider (ONRAMP_PROVIDERS order), each
 * filled by its own quote as it arrives. A quote that fails says 'Quote unavailable', one that does not
 * match the amount asked for says so (checkOnrampQuote); when none is left, `quoteError` says to try again.
 * Quotes for an earlier form (the amount changed meanwhile, a reset) change nothing.
 */
import { ONRAMP_PROVIDERS } from '../../entities/constants.js';
import { checkOnrampAmount, checkOnrampQuote, ONRAMP_MESSAGES } from '../../entities/onramp/index.js';
import type { Ticket } from '../shared/index.js';
import { showOnrampView, type OnrampContext } from './onramp.context.js';
import type { OnrampProvider, OnrampProviderQuote, OnrampState } from './onramp.types.js';

export type GetOnrampQuotesReturnType = Promise<void>;
/** Never rejects: failures are in the rows and in `quoteError`. */
export type GetOnrampQuotesErrorType = never;

export async function getOnrampQuotes(context: OnrampContext): GetOnrampQuotesReturnType {
  const { state, quotes } = context;
  const form = state.read();
  const { purchaseCurrency, purchaseNetwork, paymentCurrency } = form;
  if (form.status !== 'ready' || !purchaseCurrency || !purchaseNetwork || !paymentCurrency) return;
  const checked = checkOnrampAmount({ amount: form.amount, limits: form.limits, currency: paymentCurrency.id });
  if (!checked.ok) {
    state.update({ amountError: checked.error });
    return;
  }
  const ticket = quotes.take();
  state.update({
    amountError: undefined,
    quoteLoading: true,
    quoteError: undefined,
    selectedProvider: undefined,
    order: undefined,
    quotes: ONRAMP_PROVIDERS.map((provider) => ({ provider, status: 'loading' })),
  });
  showOnrampView(context, 'OnRampProviders');
  const request = { form, amount: checked.amount, ticket };
  await Promise.all(ONRAMP_PROVIDERS.map((provider) => quoteOne(context, request, provider)));
  if (!ticket.isCurrent()) return;
  const rows = state.read().quotes;
  const anyReady = rows.some((row) => row.status === 'ready');
  state.update({ quoteLoading: false, quoteError: anyReady ? undefined : ONRAMP_MESSAGES.quotesFailed });
}

type QuoteRequest = { readonly form: OnrampState; readonly amount: string; readonly ticket: Ticket };

async function quoteOne(context: OnrampContext, { form, amount, ticket }: QuoteRequest, provider: OnrampProvider): Promise<void> {
  const { deps, state } = context;
  const paymentCurrency = form.paymentCurrency?.id ?? '';
  const purchaseSymbol = form.purchaseCurrency?.symbol ?? '';
  let row: OnrampProviderQuote;
  try {
    const response = await deps.blockchainApi.getOnrampQuote({
      purchaseCurrency: form.purchaseCurrency?.id ?? '',
      paymentCurrency,
      amount,
      network: form.purchaseNetwork?.name ?? '',
      provider,
      paymentMethod: form.paymentMethod,
    });
    const checked = checkOnrampQuote({ response, amount, paymentCurrency, purchaseSymbol });
    if (!checked.ok) deps.logger.warn(`The ${provider} quote did not match the amount asked for`, response);
    row = checked.ok ? { provider, status: 'ready', quote: { ...checked.quote, provider } } : { provider, status: 'failed', error: checked.error };
  } catch (error) {
    deps.logger.debug(`The ${provider} quote could not be fetched`, error);
    row = { provider, status: 'failed', error: ONRAMP_MESSAGES.quoteUnavailable };
  }
  if (!ticket.isCurrent()) return;
  state.update({ quotes: state.read().quotes.map((existing) => (existing.provider === provider ? row : existing)) });
}
