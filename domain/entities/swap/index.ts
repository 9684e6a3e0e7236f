export { hasInsufficientGas, type HasInsufficientGasParameters } from './hasInsufficientGas.js';
export {
  hasInsufficientSourceBalance,
  type HasInsufficientSourceBalanceParameters,
} from './hasInsufficientSourceBalance.js';
export {
  isCompleteSwapToken,
  validateSwapInput,
  type CheckedSwapToken,
  type SwapTokenFields,
  type ValidateSwapInputErrorType,
  type ValidateSwapInputParameters,
  type ValidateSwapInputReturnType,
  type ValidSwapInput,
} from './validateSwapInput.js';
