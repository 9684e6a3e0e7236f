export { lamportsToSol, SOL_DECIMALS, toLamports } from './lamports.js';
export { parsePositiveAmount } from './parsePositiveAmount.js';
export {
  validateSendInput,
  type SendNamespace,
  type ValidateSendInputErrorType,
  type ValidateSendInputParameters,
  type ValidateSendInputReturnType,
  type ValidSendInput,
} from './validateSendInput.js';
export {
  solanaSpendable,
  validateSolanaTransfer,
  type SolanaTransferFacts,
  type ValidateSolanaTransferErrorType,
  type ValidateSolanaTransferParameters,
  type ValidateSolanaTransferReturnType,
} from './validateSolanaTransfer.js';
export {
  BTC_DECIMALS,
  bitcoinSpendable,
  checkBitcoinSendForm,
  satoshisToBtc,
  validateBitcoinTransfer,
  type BitcoinTransferFacts,
  type ValidateBitcoinTransferErrorType,
  type ValidateBitcoinTransferReturnType,
} from './validateBitcoinTransfer.js';
