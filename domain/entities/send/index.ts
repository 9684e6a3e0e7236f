export { parsePositiveAmount } from './parsePositiveAmount.js';
export {
  validateSendInput,
  type SendNamespace,
  type ValidateSendInputErrorType,
  type ValidateSendInputParameters,
  type ValidateSendInputReturnType,
  type ValidSendInput,
} from './validateSendInput.js';
