import { BigDecimal } from '../../../domain/entities/number/bigDecimal.js';
import { formatNumber } from '../../../domain/entities/number/formatNumber.js';

/**
 * A token's value in US dollars for the Tokens tab: the API's `value`, else price times quantity; '$1,234.50'.
 * Undefined when neither can be read (a quantity that is not a number, say) and when there is no value and no
 * price (price 0: unknown, as for the native balance read from a chain the API does not serve), rather than '$0.00'.
 */
export function tokenUsdValue(token: { value?: number | undefined; price: number; quantity: { numeric: string } }): string | undefined {
  if (token.value === undefined && !(token.price > 0)) return undefined;
  try {
    const value = token.value ?? BigDecimal.from(token.quantity.numeric).mul(token.price);
    return `$${formatNumber(value)}`;
  } catch {
    return undefined;
  }
}
