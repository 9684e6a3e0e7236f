export { BigDecimal, type BigDecimalInput } from './bigDecimal.js';
export { filterLowQualityBalances, type BalanceQualityFields } from './filterLowQualityBalances.js';
export { formatBalance } from './formatBalance.js';
export { formatNumber, type FormatNumberOptions } from './formatNumber.js';
export { formatTokenAmount, type FormatTokenAmountOptions } from './formatTokenAmount.js';
export { formatUnitsToDecimal } from './formatUnitsToDecimal.js';
export { appendNumericInput, sanitizeNumericInput } from './sanitizeNumericInput.js';
