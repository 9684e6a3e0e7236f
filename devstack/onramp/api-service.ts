/**
 * The provider's API in words of the business (docs/ONRAMP.md): the options, a quote, an order made of a
 * quote, and the purchases to an address. Input was shaped by http/api-routes.ts; everything it could still get
 * wrong (an unknown currency, an amount out of limits, an expired quote, another network) is refused here.
 */
import { randomUUID } from 'node:crypto';
import { isValidDestination } from './addresses.js';
import { findAsset, findNetwork, purchaseCurrencyOptions, type OnrampCatalogue } from './catalogue.js';
import type { Deliverer } from './delivery/deliverer.js';
import { findPaymentCurrency, paymentCurrencyOptions, type PaymentMethod } from './limits.js';
import { parseCents } from './money.js';
import { orderView, type Order, type OrderView } from './order.js';
import type { OrdersStore } from './orders.store.js';
import { priceQuote, type OnrampProvider } from './pricing.js';
import type { QuoteBook } from './quote-book.js';
import { OnrampRefusal } from './refusal.js';

export type QuoteRequest = {
  provider: OnrampProvider;
  purchaseCurrency: string;
  paymentCurrency: string;
  paymentMethod: PaymentMethod;
  amount: string;
  network: string;
};

type Money = { amount: string; currency: string };

export type QuoteAnswer = {
  paymentTotal: Money;
  paymentSubtotal: Money;
  purchaseAmount: Money;
  networkFee: Money;
  providerFee: Money;
  coinbaseFee?: Money;
  quoteId: string;
};

export type OrderRequest = {
  quoteId: string;
  destinationAddress: string;
  provider?: OnrampProvider | undefined;
  network?: string | undefined;
  partnerUserId?: string | undefined;
};

export type ApiServiceDependencies = {
  catalogue: OnrampCatalogue;
  quotes: QuoteBook;
  orders: OrdersStore;
  deliverer: Pick<Deliverer, 'treasuryAddress'>;
  /** The provider's own origin, for the checkout address. */
  baseUrl: () => string;
};

const refuse = (code: string, message: string): OnrampRefusal => new OnrampRefusal(400, code, message);

export class ApiService {
  readonly #deps: ApiServiceDependencies;

  constructor(deps: ApiServiceDependencies) {
    this.#deps = deps;
  }

  options(): { purchaseCurrencies: ReturnType<typeof purchaseCurrencyOptions>; paymentCurrencies: ReturnType<typeof paymentCurrencyOptions> } {
    return { purchaseCurrencies: purchaseCurrencyOptions(this.#deps.catalogue), paymentCurrencies: paymentCurrencyOptions() };
  }

  quote(request: QuoteRequest): QuoteAnswer {
    const { catalogue } = this.#deps;
    const asset = findAsset(catalogue, request.purchaseCurrency);
    if (!asset) throw refuse('unknown_purchase_currency', `${request.purchaseCurrency} cannot be bought here`);
    const network = findNetwork(catalogue, request.network);
    if (!network) throw refuse('unknown_network', `Unknown network ${request.network}`);
    if (!asset.listings.some((listing) => listing.network === network)) {
      throw refuse('unsupported_network', `${asset.symbol} cannot be bought on ${network.displayName}`);
    }
    const currency = findPaymentCurrency(request.paymentCurrency);
    if (!currency) throw refuse('unknown_payment_currency', `${request.paymentCurrency} is not accepted`);
    const amount = parseCents(request.amount);
    if (amount === undefined) throw refuse('invalid_amount', 'The amount must be a decimal number with at most 2 decimals');
    const priced = priceQuote({ provider: request.provider, asset, namespace: network.namespace, currency, method: request.paymentMethod, amount });
    if ('refusal' in priced) throw new OnrampRefusal(400, priced.refusal.error, priced.refusal.message, { limit: priced.refusal.limit });
    const { figures } = priced;
    const stored = this.#deps.quotes.add({
      provider: request.provider,
      assetId: asset.id,
      network: network.name,
      paymentCurrency: currency.id,
      paymentMethod: request.paymentMethod,
      figures,
    });
    const money = (value: string, unit: string = currency.id): Money => ({ amount: value, currency: unit });
    return {
      paymentTotal: money(figures.paymentTotal),
      paymentSubtotal: money(figures.paymentSubtotal),
      purchaseAmount: money(figures.purchaseAmount, asset.symbol),
      networkFee: money(figures.networkFee),
      providerFee: money(figures.providerFee),
      ...(request.provider === 'coinbase' ? { coinbaseFee: money(figures.providerFee) } : {}),
      quoteId: stored.quoteId,
    };
  }

  createOrder(request: OrderRequest): { orderId: string; url: string } {
    const { catalogue, quotes, orders, deliverer, baseUrl } = this.#deps;
    const quote = quotes.get(request.quoteId);
    if (!quote) throw refuse('unknown_quote', 'The quote is unknown or has expired');
    if (request.provider !== undefined && request.provider !== quote.provider) {
      throw refuse('provider_mismatch', `The quote is ${quote.provider}'s, not ${request.provider}'s`);
    }
    const network = findNetwork(catalogue, quote.network)!;
    if (request.network !== undefined && findNetwork(catalogue, request.network) !== network) {
      throw refuse('network_mismatch', `The quote is for ${network.name}, not ${request.network}`);
    }
    if (!isValidDestination(network.namespace, request.destinationAddress)) {
      throw refuse('invalid_address', `${request.destinationAddress} is not an address on ${network.displayName}`);
    }
    const asset = findAsset(catalogue, quote.assetId)!;
    const listing = asset.listings.find((candidate) => candidate.network === network)!;
    const { figures } = quote;
    const order = orders.insert({
      id: randomUUID(),
      provider: quote.provider,
      snapshot: {
        destinationAddress: request.destinationAddress,
        network: network.name,
        networkDisplayName: network.displayName,
        namespace: network.namespace,
        caipNetworkId: network.caip2,
        symbol: asset.symbol,
        tokenName: asset.name,
        decimals: asset.decimals,
        contractAddress: listing.contractAddress,
        purchaseAmount: figures.purchaseAmount,
        purchaseUnits: figures.purchaseUnits,
        paymentTotal: figures.paymentTotal,
        paymentSubtotal: figures.paymentSubtotal,
        providerFee: figures.providerFee,
        networkFee: figures.networkFee,
        paymentCurrency: quote.paymentCurrency,
        quotedMethod: quote.paymentMethod,
        partnerUserId: request.partnerUserId ?? '',
        treasuryAddress: deliverer.treasuryAddress(network.namespace),
      },
    });
    return { orderId: order.id, url: checkoutUrl(baseUrl(), order) };
  }

  purchasesTo(address: string): { orders: OrderView[] } {
    return { orders: this.#deps.orders.purchasesTo(address).flatMap((order) => orderView(order) ?? []) };
  }
}

export function checkoutUrl(baseUrl: string, order: Pick<Order, 'id' | 'provider'>): string {
  return `${baseUrl}/${order.provider}/checkout/${order.id}`;
}
