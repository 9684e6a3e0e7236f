import { describe, expect, it } from 'vitest';
import {
  assertChainSpecificTransaction,
  type ChainSpecificTransaction,
} from './assertChainSpecificTransaction.js';
import type { InvalidTransactionRule } from './invalidTransaction.errors.js';

const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const lowercase = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const badChecksum = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';

function expectRule(transaction: ChainSpecificTransaction, rule: InvalidTransactionRule): void {
  expect(() => assertChainSpecificTransaction(transaction)).toThrow(
    expect.objectContaining({ code: 'INVALID_TRANSACTION', rule }),
  );
}

describe('assertChainSpecificTransaction', () => {
  it('accepts a plain transfer, a zkSync paymaster transaction and a Celo fee-currency transaction', () => {
    expect(() => assertChainSpecificTransaction({ chainId: 1, to: checksummed, from: lowercase })).not.toThrow();
    expect(() =>
      assertChainSpecificTransaction({ chainId: 324, paymaster: checksummed, paymasterInput: '0x8c5a3445' }),
    ).not.toThrow();
    expect(() =>
      assertChainSpecificTransaction({
        chainId: 42220,
        feeCurrency: lowercase,
        maxFeePerGas: 2n,
        maxPriorityFeePerGas: 1n,
      }),
    ).not.toThrow();
    expect(() => assertChainSpecificTransaction({ chainId: 1, to: null, paymaster: null })).not.toThrow();
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects chain id %s', (chainId) => {
    expectRule({ chainId }, 'chain-id-not-positive');
  });

  it.each(['to', 'from', 'paymaster'] as const)('rejects an invalid %s address', (field) => {
    expectRule({ chainId: 1, [field]: '0x1234', paymasterInput: '0x' }, 'invalid-address');
  });

  it('rejects a mixed-case address whose checksum does not match', () => {
    expectRule({ chainId: 1, to: badChecksum }, 'invalid-address');
  });

  it('requires paymaster and paymasterInput together', () => {
    expectRule({ chainId: 324, paymaster: checksummed }, 'paymaster-incomplete');
    expectRule({ chainId: 324, paymasterInput: '0x' }, 'paymaster-incomplete');
    expect(() => assertChainSpecificTransaction({ chainId: 324, paymaster: checksummed })).toThrow(
      /`paymasterInput` must be provided when `paymaster` is defined/,
    );
  });

  it('requires the fee currency to be a token address', () => {
    expectRule({ chainId: 42220, feeCurrency: 'cUSD' }, 'fee-currency-not-token-address');
  });

  it('rejects gasPrice in a fee-currency transaction', () => {
    expectRule({ chainId: 42220, feeCurrency: checksummed, gasPrice: 1n }, 'gas-price-with-fee-currency');
  });

  it('applies the general fee rules last', () => {
    expectRule({ chainId: 1, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }, 'priority-fee-above-max-fee');
    expectRule({ chainId: 1, gasPrice: 1n, maxFeePerGas: 1n }, 'gas-price-with-eip1559-fees');
  });

  it('reports the first broken rule in the documented order', () => {
    expectRule({ chainId: 0, to: '0x1', maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }, 'chain-id-not-positive');
    expectRule({ chainId: 1, to: '0x1', paymaster: checksummed }, 'invalid-address');
  });
});
