/**
 * Tokens and money, the one module every flow reads them from: the balance schema, units, which token is
 * which, the spendable amount (one gas-reserve rule for every Max) and US dollar values as exact decimals.
 * Formatting for people is the renderer's (ui-react/components/format).
 */
export { balanceResponseSchema, tokenBalanceSchema, type BalanceResponse, type TokenBalance } from './token-balance.js';
export { balanceUnits, tokenDecimals, toTokenUnits, type TokenQuantity } from './tokenUnits.js';
export { isNativeBalance, plainAddress, sameTokenAddress, tokenKey } from './tokenIdentity.js';
export { searchTokens, type SearchableToken } from './searchTokens.js';
export {
  exceedsSpendable,
  gasReserve,
  MAX_GAS_RESERVE_MULTIPLIER,
  spendableAmount,
  type ExceedsSpendableParameters,
  type SpendableAmountParameters,
  type SpendableAmountReturnType,
} from './spendableAmount.js';
export { holdingUsdValue, usdValue, type HoldingValueParameters, type UsdPrice, type UsdValueReturnType } from './usdValue.js';
