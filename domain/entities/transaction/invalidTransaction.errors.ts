/**
 * The one error every transaction-shape rule throws: code INVALID_TRANSACTION with the rule that failed, so
 * a caller can branch on `error.rule` instead of parsing the message.
 */
import { WalletportError, type WalletportErrorParameters } from '../errors/base.error.js';
import { errorMessage } from '../errors/catalogue.js';

export const invalidTransactionRules = [
  'chain-id-not-positive',
  'invalid-address',
  'paymaster-incomplete',
  'fee-currency-not-token-address',
  'gas-price-with-fee-currency',
  'gas-price-with-eip1559-fees',
  'fee-negative',
  'fee-above-uint256',
  'priority-fee-above-max-fee',
  'code-with-factory',
  'code-with-to',
  'bytecode-not-hex',
  'bytecode-length-not-multiple-of-32',
  'bytecode-word-count-even',
  'bytecode-too-large',
] as const;
export type InvalidTransactionRule = (typeof invalidTransactionRules)[number];

export class InvalidTransactionError extends WalletportError<'INVALID_TRANSACTION'> {
  override name = 'InvalidTransactionError' as const;
  readonly rule: InvalidTransactionRule;

  constructor(rule: InvalidTransactionRule, reason: string, parameters?: WalletportErrorParameters) {
    super('INVALID_TRANSACTION', errorMessage('INVALID_TRANSACTION', reason), parameters);
    this.rule = rule;
  }
}

/** True when `error` is an InvalidTransactionError, optionally for one rule. */
export function isInvalidTransactionError(
  error: unknown,
  rule?: InvalidTransactionRule,
): error is InvalidTransactionError {
  return error instanceof InvalidTransactionError && (rule === undefined || error.rule === rule);
}
