import { MINUS_OPERATIONS, PLUS_OPERATIONS } from '../constants.js';

export type OperationSign = '+' | '-' | '';

/**
 * The sign shown before an activity amount: '+' for receive, deposit, borrow and claim, '-' for withdraw, repay
 * and burn, and nothing for any other operation.
 */
export function operationSign(operationType: string): OperationSign {
  if ((PLUS_OPERATIONS as readonly string[]).includes(operationType)) return '+';
  if ((MINUS_OPERATIONS as readonly string[]).includes(operationType)) return '-';
  return '';
}
