/**
 * litesvm's transaction errors in the two forms a real Solana node gives them: the JSON of the `err` fields
 * (`"AlreadyProcessed"`, `{"InstructionError":[0,{"Custom":1}]}`, `{"InsufficientFundsForRent":{"account_index":1}}`)
 * and the sentence of a preflight failure ("Transaction simulation failed: <sentence>"), both as agave words them.
 * litesvm hands the fieldless errors over as the numbers of its (type-only) const enums: the name lists below
 * follow those enums' order.
 */
import type { FailedTransactionMetadata } from 'litesvm';

export type TransactionErrorJson = string | Record<string, unknown>;

const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const;

const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable',
  'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId',
  'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc',
  'ComputationalBudgetExceeded', 'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete',
  'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner',
  'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner', 'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const;

/** agave's Display text of the transaction errors a wallet or a dapp meets; the rest read as their names. */
const TRANSACTION_ERROR_SENTENCES: Partial<Record<(typeof TRANSACTION_ERRORS)[number], string>> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction requires a fee but has no signature present',
  InvalidAccountIndex: 'Transaction contains an invalid account reference',
  SignatureFailure: 'Transaction did not pass signature verification',
  InvalidProgramForExecution: 'This program may not be used for executing instructions',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
  UnsupportedVersion: 'Transaction version is unsupported',
  InvalidWritableAccount: 'Transaction loads a writable account that cannot be written',
  TooManyAccountLocks: 'Transaction locked too many accounts',
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
  InvalidRentPayingAccount: 'Transaction leaves an account with a lower balance than rent-exempt minimum',
  UnbalancedTransaction: 'Sum of account balances before and after transaction do not match',
};

const INSTRUCTION_ERROR_SENTENCES: Partial<Record<(typeof INSTRUCTION_ERRORS)[number], string>> = {
  GenericError: 'generic instruction error',
  InvalidArgument: 'invalid program argument',
  InvalidInstructionData: 'invalid instruction data',
  InvalidAccountData: 'invalid account data for instruction',
  AccountDataTooSmall: 'account data too small for instruction',
  InsufficientFunds: 'insufficient funds for instruction',
  IncorrectProgramId: 'incorrect program id for instruction',
  MissingRequiredSignature: 'missing required signature for instruction',
  AccountAlreadyInitialized: 'instruction requires an uninitialized account',
  UninitializedAccount: 'instruction requires an initialized account',
  ComputationalBudgetExceeded: 'Computational budget exceeded',
  AccountNotRentExempt: 'An account does not have enough lamports to be rent-exempt',
  InvalidAccountOwner: 'Invalid account owner',
  ArithmeticOverflow: 'Program arithmetic overflowed',
};

export type DescribedTransactionError = {
  /** The `err` value of a signature status, a simulation or a transaction's meta. */
  json: TransactionErrorJson;
  /** agave's sentence for it. */
  message: string;
  /** The error's name ('AlreadyProcessed', 'InstructionError', ...). */
  name: string;
};

type LitesvmError = ReturnType<FailedTransactionMetadata['err']>;

/** A litesvm error (a number or one of its error classes) as the node would report it. */
export function describeTransactionError(error: LitesvmError): DescribedTransactionError {
  if (typeof error === 'number') return fieldless(TRANSACTION_ERRORS[error] ?? 'SanitizeFailure');
  const fields = error as unknown as { index?: number; accountIndex?: number; err?: () => unknown };
  const kind = error.constructor.name;
  if (kind === 'TransactionErrorInstructionError' && fields.err) {
    const index = fields.index ?? 0;
    const inner = describeInstructionError(fields.err());
    return { json: { InstructionError: [index, inner.json] }, message: `Error processing Instruction ${index}: ${inner.message}`, name: 'InstructionError' };
  }
  if (kind === 'TransactionErrorInsufficientFundsForRent') {
    const accountIndex = fields.accountIndex ?? 0;
    return {
      json: { InsufficientFundsForRent: { account_index: accountIndex } },
      message: `Transaction results in an account (${accountIndex}) with insufficient funds for rent`,
      name: 'InsufficientFundsForRent',
    };
  }
  if (kind === 'TransactionErrorDuplicateInstruction') {
    const index = fields.index ?? 0;
    return { json: { DuplicateInstruction: index }, message: `Transaction contains a duplicate instruction (${index}) that is not allowed`, name: 'DuplicateInstruction' };
  }
  const accountIndex = fields.accountIndex ?? 0;
  return {
    json: { ProgramExecutionTemporarilyRestricted: { account_index: accountIndex } },
    message: `Execution of the program referenced by account at index ${accountIndex} is temporarily restricted.`,
    name: 'ProgramExecutionTemporarilyRestricted',
  };
}

/** A fieldless transaction error by name ('AlreadyProcessed', 'BlockhashNotFound', ...). */
export function fieldless(name: (typeof TRANSACTION_ERRORS)[number]): DescribedTransactionError {
  return { json: name, message: TRANSACTION_ERROR_SENTENCES[name] ?? name, name };
}

function describeInstructionError(error: unknown): { json: unknown; message: string } {
  if (typeof error === 'number') {
    const name = INSTRUCTION_ERRORS[error] ?? 'GenericError';
    return { json: name, message: INSTRUCTION_ERROR_SENTENCES[name] ?? name };
  }
  const { code } = error as { code?: number };
  if (typeof code === 'number') return { json: { Custom: code }, message: `custom program error: 0x${code.toString(16)}` };
  return { json: 'BorshIoError', message: 'Failed to serialize or deserialize account data' };
}
