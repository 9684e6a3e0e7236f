import { BigDecimal } from '../../../domain/entities/number/bigDecimal.js';
import { formatNumber } from '../../../domain/entities/number/formatNumber.js';

/**
 * A token's value in US dollars for the Tokens tab: the API's `value`, else price times quantity; '$1,234.50'.
 * Undefined when neither can be read (a quantity that is not a number, say).
 */
export function tokenUsdValue(token: { value?: number | undefined; price: number; quantity: { numeric: string } }): string | undefined {
  try {
    const value = token.value ?? BigDecimal.from(token.quantity.numeric).mul(token.price);
    return `$${formatNumber(value)}`;
  } catch {
    return undefined;
  }
}
