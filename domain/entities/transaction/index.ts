export { assertChainSpecificTransaction, type ChainSpecificTransaction } from './assertChainSpecificTransaction.js';
export { assertContractCallShape, type ContractCallShape } from './assertContractCallShape.js';
export {
  assertFeeFields,
  findFeeFieldsViolation,
  type FeeFieldsViolation,
  type TransactionFeeFields,
} from './assertFeeFields.js';
export {
  assertBytecodeLength,
  isValidBytecodeLength,
  MAX_BYTECODE_SIZE_BYTES,
  MAX_BYTECODE_WORDS,
} from './bytecodeLength.js';
export {
  InvalidTransactionError,
  invalidTransactionRules,
  isInvalidTransactionError,
  type InvalidTransactionRule,
} from './invalidTransaction.errors.js';
export { isSignature } from './isSignature.js';
export { isBitcoinTxid } from './isBitcoinTxid.js';
export { isSolanaSignature } from './isSolanaSignature.js';
export { isTransactionHash } from './isTransactionHash.js';
export {
  isSolanaPreflightCommitment,
  solanaPreflightCommitmentSchema,
  type SolanaPreflightCommitment,
} from './solanaPreflightCommitment.js';
export { validateSendCalls, type SendCall } from './validateSendCalls.js';
export {
  ethSendTransactionParamsSchema,
  rpcSendCallSchema,
  rpcTransactionRequestSchema,
  walletSendCallsParamsSchema,
  type EthSendTransactionParams,
  type RpcTransactionRequest,
  type WalletSendCallsParams,
} from './walletRpcParams.schema.js';
