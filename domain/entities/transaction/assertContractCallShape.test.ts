import { describe, expect, it } from 'vitest';
import { assertContractCallShape } from './assertContractCallShape.js';
import { isInvalidTransactionError } from './invalidTransaction.errors.js';

const address = '0x0000000000000000000000000000000000000001';

describe('assertContractCallShape', () => {
  it('accepts code alone, factory alone and to alone', () => {
    expect(() => assertContractCallShape({ code: '0x00' })).not.toThrow();
    expect(() => assertContractCallShape({ factory: address, factoryData: '0x', to: address })).not.toThrow();
    expect(() => assertContractCallShape({ to: address })).not.toThrow();
    expect(() => assertContractCallShape({ code: '0x00', to: null })).not.toThrow();
  });

  it('rejects code with a factory or factory data', () => {
    for (const call of [{ code: '0x00', factory: address }, { code: '0x00', factoryData: '0x' }]) {
      expect(() => assertContractCallShape(call)).toThrow(
        expect.objectContaining({ rule: 'code-with-factory', code: 'INVALID_TRANSACTION' }),
      );
    }
  });

  it('rejects code with a to address', () => {
    try {
      assertContractCallShape({ code: '0x00', to: address });
      expect.unreachable();
    } catch (error) {
      expect(isInvalidTransactionError(error, 'code-with-to')).toBe(true);
    }
  });
});
