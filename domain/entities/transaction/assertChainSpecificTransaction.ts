import { assertFeeFields, type TransactionFeeFields } from './assertFeeFields.js';
import { InvalidTransactionError } from './invalidTransaction.errors.js';
import { isEvmAddress } from './isEvmAddress.js';

/**
 * A transaction with the chain-specific fields walletport checks: zkSync paymasters and Celo fee currencies.
 * Absent means undefined or null.
 */
export type ChainSpecificTransaction = TransactionFeeFields & {
  chainId: number;
  to?: string | null | undefined;
  from?: string | null | undefined;
  /** zkSync: the contract that pays the fee, with the data it is called with. */
  paymaster?: string | null | undefined;
  paymasterInput?: string | null | undefined;
  /** Celo: the ERC-20 token the fee is paid in. */
  feeCurrency?: string | null | undefined;
};

const present = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

/**
 * Throws InvalidTransactionError on the first chain-specific rule that `transaction`
 * breaks: chain id positive; to, from, paymaster valid addresses (mixed case must match the checksum);
 * paymaster and paymasterInput both or neither; fee currency a token address; no gasPrice with a fee
 * currency; then the general fee rules of `assertFeeFields` (priority fee not above max fee, ...).
 */
export function assertChainSpecificTransaction(transaction: ChainSpecificTransaction): void {
  const { chainId, paymaster, paymasterInput, feeCurrency } = transaction;
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new InvalidTransactionError('chain-id-not-positive', `chain id must be a positive integer, got ${chainId}`);
  }
  for (const field of ['to', 'from', 'paymaster'] as const) {
    const address = transaction[field];
    if (present(address) && !isEvmAddress(address)) {
      throw new InvalidTransactionError('invalid-address', `\`${field}\` is not a valid address: ${address}`);
    }
  }
  if (present(paymaster) !== present(paymasterInput)) {
    const [given, missing] = present(paymaster) ? ['paymaster', 'paymasterInput'] : ['paymasterInput', 'paymaster'];
    throw new InvalidTransactionError(
      'paymaster-incomplete',
      `\`${missing}\` must be provided when \`${given}\` is defined`,
    );
  }
  if (present(feeCurrency)) {
    if (!isEvmAddress(feeCurrency)) {
      throw new InvalidTransactionError(
        'fee-currency-not-token-address',
        `\`feeCurrency\` must be a token address, got ${feeCurrency}`,
      );
    }
    if (transaction.gasPrice !== undefined) {
      throw new InvalidTransactionError(
        'gas-price-with-fee-currency',
        '`gasPrice` cannot be used in a fee-currency transaction; use `maxFeePerGas`',
      );
    }
  }
  assertFeeFields(transaction);
}
