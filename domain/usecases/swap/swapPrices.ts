/**
 * US dollar prices for the swap, with one cache (per token, by lower-case CAIP-10 address, as decimal
 * strings): a token's price comes from its balance entry (the swap API's token list carries none) or from the
 * price API, asked once per token. A price that arrives after the quote moves the US dollar values and the
 * price impact with it.
 */
import { usdValue } from '../../entities/token/usdValue.js';
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { showSwapError, type SwapContext } from './swap.context.js';
import type { SwapState, SwapToken } from './swap.types.js';
import { priceImpact } from './swapDetails.js';
import { nativeSwapTokenAddress, sameTokenAddress } from './swapTokens.js';

export class SwapPrices {
  readonly #api: Pick<BlockchainApi, 'getPrices'>;
  readonly #cache = new Map<string, string>();

  constructor(api: Pick<BlockchainApi, 'getPrices'>) {
    this.#api = api;
  }

  /** The token's price: an earlier answer, else its balance entry's, else '0' (unknown). */
  priceOf(token: Pick<SwapToken, 'address' | 'price'>): string {
    return this.#cache.get(token.address.toLowerCase()) ?? (token.price > 0 ? String(token.price) : '0');
  }

  /** Asks the price API for `address`; a positive price is kept and returned. Rejects when the API fails. */
  async askPrice(address: string): Promise<string | undefined> {
    const { fungibles } = await this.#api.getPrices({ addresses: [address] });
    const price = fungibles.find((fungible) => fungible.address === undefined || sameTokenAddress(fungible.address, address))?.price;
    if (price === undefined || !(price > 0)) return undefined;
    this.#cache.set(address.toLowerCase(), String(price));
    return String(price);
  }
}

/** The native currency's price; a failure shows 'Failed to fetch network token price' and the swap goes on. */
export async function loadNetworkPrice(context: SwapContext, caipNetworkId: string, native: SwapToken | undefined): Promise<string> {
  try {
    const price = await context.prices.askPrice(nativeSwapTokenAddress(caipNetworkId));
    if (price !== undefined) return price;
  } catch (cause) {
    const error = walletportError('NETWORK_TOKEN_PRICE_FAILED', [], { cause });
    context.deps.logger.warn('The network token price could not be loaded', cause);
    // The swap goes on without the price, and the form's next change clears `error`: a toast says it.
    context.state.update({ error });
    showSwapError(context, error);
  }
  return native && native.price > 0 ? String(native.price) : '0';
}

/** Fetches a token's price when neither its balance nor an earlier answer gave one (failures only logged). */
export async function loadTokenPrice(context: SwapContext, token: SwapToken): Promise<void> {
  const { prices, state } = context;
  if (prices.priceOf(token) !== '0') return;
  try {
    if ((await prices.askPrice(token.address)) === undefined) return;
  } catch (error) {
    context.deps.logger.warn(`The price of ${token.symbol} could not be loaded`, error);
    return;
  }
  const { sourceToken, toToken } = state.read();
  if (sourceToken && sameTokenAddress(sourceToken.address, token.address)) setPrices(context, { sourceTokenPriceInUSD: prices.priceOf(token) });
  if (toToken && sameTokenAddress(toToken.address, token.address)) setPrices(context, { toTokenPriceInUSD: prices.priceOf(token) });
}

/** A price arriving after the quote: the US dollar values and the price impact follow it. */
function setPrices({ state }: SwapContext, change: Pick<Partial<SwapState>, 'sourceTokenPriceInUSD' | 'toTokenPriceInUSD'>): void {
  state.update(change);
  const current = state.read();
  const sourceTokenAmountInUSD = usdValue(current.sourceTokenAmount, current.sourceTokenPriceInUSD);
  const quoted = current.toTokenAmount !== '';
  const toTokenAmountInUSD = quoted ? usdValue(current.toTokenAmount, current.toTokenPriceInUSD) : undefined;
  state.update({ sourceTokenAmountInUSD, toTokenAmountInUSD, priceImpact: quoted ? priceImpact(sourceTokenAmountInUSD, toTokenAmountInUSD) : undefined });
}
