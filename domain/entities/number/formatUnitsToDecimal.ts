import { BigDecimal } from './bigDecimal.js';

/**
 * Raw on-chain units as a BigDecimal: `formatUnitsToDecimal(1500000n, 6)` is 1.5. Like viem's `formatUnits`,
 * but the result stays exact for further arithmetic instead of becoming a string or a float.
 */
export function formatUnitsToDecimal(value: bigint, decimals: number): BigDecimal {
  return BigDecimal.fromUnits(value, decimals);
}
