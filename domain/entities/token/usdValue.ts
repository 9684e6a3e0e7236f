/**
 * US dollar values as exact decimal strings ('1234.5'): the state holds these, the renderer formats them
 * (ui-react/components/format). Prices come from the APIs as numbers or decimal text and are read through
 * their decimal text, never multiplied as floats.
 */
import { BigDecimal, type BigDecimalInput } from '../number/bigDecimal.js';

/** A price the APIs send: a number (balances) or decimal text (swap prices). */
export type UsdPrice = BigDecimalInput;

export type UsdValueReturnType = string | undefined;

/**
 * `amount` x `price` in US dollars ('0.02'); undefined when the amount is missing or unreadable and when there
 * is no price: the APIs say 0 for a token they cannot price, which means unknown, not worthless.
 */
export function usdValue(amount: BigDecimalInput | undefined, price: UsdPrice | undefined): UsdValueReturnType {
  if (amount === undefined || amount === '' || price === undefined) return undefined;
  try {
    const unitPrice = BigDecimal.from(price);
    if (unitPrice.compare(0) <= 0) return undefined;
    return BigDecimal.from(amount).mul(unitPrice).toString();
  } catch {
    return undefined;
  }
}

/** What a balance the API lists holds (`value`, the API's own figure, or price x quantity). */
export type HoldingValueParameters = {
  readonly value?: number | undefined;
  readonly price: number;
  readonly quantity: { readonly numeric: string };
};

/**
 * A holding's value in US dollars: the API's `value` when it sends one (0 included), else price x quantity;
 * undefined when neither can be read.
 */
export function holdingUsdValue({ value, price, quantity }: HoldingValueParameters): UsdValueReturnType {
  if (value !== undefined && Number.isFinite(value)) return BigDecimal.from(String(value)).toString();
  return usdValue(quantity.numeric, price);
}
