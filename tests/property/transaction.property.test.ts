/**
 * The transaction-shape rules against references written independently here: viem's isHex/size for hashes
 * and signatures, arithmetic on byte counts for bytecode, and plain predicates for the fee, call-shape and
 * chain-specific rules. Each property says: the rule throws exactly when the reference says invalid.
 */
import fc from 'fast-check';
import { bytesToHex, getAddress, isHex, size, toHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { MAX_UINT256 } from '../../domain/entities/constants.js';
import {
  assertChainSpecificTransaction,
  assertContractCallShape,
  assertFeeFields,
  ethSendTransactionParamsSchema,
  InvalidTransactionError,
  isSignature,
  isTransactionHash,
  isValidBytecodeLength,
  MAX_BYTECODE_SIZE_BYTES,
  validateSendCalls,
  type ChainSpecificTransaction,
  type TransactionFeeFields,
} from '../../domain/entities/transaction/index.js';

const runs = { numRuns: 300 };

/** Runs `action`; undefined when it passes, the error when it throws. */
function thrownBy(action: () => void): unknown {
  try {
    action();
    return undefined;
  } catch (error) {
    return error;
  }
}

// Hex-like text: a prefix that is usually right, then characters that are usually hex, of a length that is
// often near the interesting 62..66 window.
const hexCharacter = fc.constantFrom(...'0123456789abcdefABCDEF', 'g', 'x', ' ', 'Z');
const mostlyHexCharacter = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...'0123456789abcdefABCDEF') },
  { weight: 1, arbitrary: hexCharacter },
);
const bodyLength = fc.oneof(fc.integer({ min: 58, max: 70 }), fc.integer({ min: 0, max: 160 }));
const hexLike = fc
  .tuple(
    fc.constantFrom('0x', '0x', '0x', '0X', '', '0x0x'),
    bodyLength.chain((length) => fc.array(mostlyHexCharacter, { minLength: length, maxLength: length })),
  )
  .map(([prefix, body]) => prefix + body.join(''));
const anyText = fc.oneof(hexLike, fc.string());

describe('isTransactionHash', () => {
  it('agrees with isHex and a 32-byte size of whole bytes', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const reference = isHex(value, { strict: true }) && value.length % 2 === 0 && size(value as `0x${string}`) === 32;
        expect(isTransactionHash(value)).toBe(reference);
      }),
      runs,
    );
  });
});

describe('isSignature', () => {
  it('agrees with isHex and at least 62 hex characters', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const reference = isHex(value, { strict: true }) && value.length - 2 >= 62;
        expect(isSignature(value)).toBe(reference);
      }),
      runs,
    );
  });
});

describe('isValidBytecodeLength', () => {
  const byteCount = fc.oneof(fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 0, max: 64 }).map((words) => words * 32));

  it('accepts exactly an odd number of whole 32-byte words', () => {
    fc.assert(
      fc.property(
        byteCount.chain((count) => fc.uint8Array({ minLength: count, maxLength: count })),
        (bytes) => {
          const reference = bytes.length % 32 === 0 && (bytes.length / 32) % 2 === 1 && bytes.length <= MAX_BYTECODE_SIZE_BYTES;
          expect(isValidBytecodeLength(bytesToHex(bytes))).toBe(reference);
        },
      ),
      runs,
    );
  });

  it('rejects anything that is not whole bytes of 0x-prefixed hex', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const wholeHexBytes = isHex(value, { strict: true }) && value.length % 2 === 0;
        if (!wholeHexBytes) expect(isValidBytecodeLength(value)).toBe(false);
      }),
      runs,
    );
  });
});

// Fee values: small, zero, negative, and the edges of uint256.
const feeValue = fc.option(
  fc.oneof(fc.bigInt({ min: -3n, max: 50n }), fc.constantFrom(0n, MAX_UINT256, MAX_UINT256 + 1n)),
  { nil: undefined },
);
const feeFields = fc.record({ gasPrice: feeValue, maxFeePerGas: feeValue, maxPriorityFeePerGas: feeValue });

function feeFieldsAreValid({ gasPrice, maxFeePerGas, maxPriorityFeePerGas }: TransactionFeeFields): boolean {
  const mixesLegacyAndEip1559 = gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined);
  const inRange = [gasPrice, maxFeePerGas, maxPriorityFeePerGas].every(
    (value) => value === undefined || (value >= 0n && value <= MAX_UINT256),
  );
  const tipAboveCap = maxFeePerGas !== undefined && maxPriorityFeePerGas !== undefined && maxPriorityFeePerGas > maxFeePerGas;
  return !mixesLegacyAndEip1559 && inRange && !tipAboveCap;
}

describe('assertFeeFields', () => {
  it('throws an InvalidTransactionError exactly when the reference says the fees cannot go together', () => {
    fc.assert(
      fc.property(feeFields, (fields) => {
        const error = thrownBy(() => assertFeeFields(fields));
        expect(error === undefined).toBe(feeFieldsAreValid(fields));
        if (error !== undefined) expect(error).toBeInstanceOf(InvalidTransactionError);
      }),
      runs,
    );
  });

  it('agrees with the eth_sendTransaction params schema on hex-encoded fees', () => {
    const from = '0x0000000000000000000000000000000000000001';
    const nonNegative = fc.option(fc.oneof(fc.bigInt({ min: 0n, max: 50n }), fc.constant(MAX_UINT256)), { nil: undefined });
    const encodableFees = fc.record({ gasPrice: nonNegative, maxFeePerGas: nonNegative, maxPriorityFeePerGas: nonNegative });
    fc.assert(
      fc.property(encodableFees, (fields) => {
        const hexFields = Object.fromEntries(
          Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, toHex(value)]])),
        );
        const parsed = ethSendTransactionParamsSchema.safeParse([{ from, ...hexFields }]);
        expect(parsed.success).toBe(feeFieldsAreValid(fields));
      }),
      runs,
    );
  });
});

describe('assertContractCallShape', () => {
  const maybe = fc.option(fc.constantFrom('0x', '0x00', '0x0000000000000000000000000000000000000001'), { nil: undefined });
  it('throws exactly when code is combined with a factory, factory data or a to address', () => {
    fc.assert(
      fc.property(
        fc.record({ code: maybe, factory: maybe, factoryData: maybe, to: fc.oneof(maybe, fc.constant(null)) }),
        (call) => {
          const reachesContractOtherwise =
            call.factory !== undefined || call.factoryData !== undefined || (call.to !== undefined && call.to !== null);
          const conflicting = call.code !== undefined && reachesContractOtherwise;
          expect(thrownBy(() => assertContractCallShape(call)) !== undefined).toBe(conflicting);
        },
      ),
      runs,
    );
  });
});

describe('assertChainSpecificTransaction', () => {
  // Addresses: checksummed, lower case, upper case, a broken checksum, too short, not hex.
  const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).chain((bytes) => {
    const lower = bytesToHex(bytes);
    const checksummed = getAddress(lower);
    const broken = checksummed.replace(/[a-f]/, (letter) => letter.toUpperCase());
    return fc.constantFrom(checksummed, lower, `0x${lower.slice(2).toUpperCase()}`, broken, lower.slice(0, 20), 'cUSD');
  });
  const optionalAddress = fc.option(address, { nil: undefined });

  /** Independent address rule: 40 hex characters, and mixed case only when it is the EIP-55 checksum. */
  const isValidAddress = (value: string): boolean => {
    if (!/^0x[0-9a-fA-F]{40}$/.test(value)) return false;
    const body = value.slice(2);
    return body === body.toLowerCase() || body === body.toUpperCase() || value === getAddress(value.toLowerCase());
  };

  const transaction = fc.record({
    chainId: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.integer({ min: 1 }), fc.constant(0.5)),
    to: optionalAddress,
    from: optionalAddress,
    paymaster: optionalAddress,
    paymasterInput: fc.option(fc.constantFrom('0x', '0x8c5a3445'), { nil: undefined }),
    feeCurrency: optionalAddress,
    gasPrice: feeValue,
    maxFeePerGas: feeValue,
    maxPriorityFeePerGas: feeValue,
  });

  function isValidTransaction(tx: ChainSpecificTransaction): boolean {
    const present = (value: unknown) => value !== undefined && value !== null;
    if (!Number.isInteger(tx.chainId) || tx.chainId <= 0) return false;
    for (const value of [tx.to, tx.from, tx.paymaster, tx.feeCurrency]) {
      if (typeof value === 'string' && !isValidAddress(value)) return false;
    }
    if (present(tx.paymaster) !== present(tx.paymasterInput)) return false;
    if (present(tx.feeCurrency) && tx.gasPrice !== undefined) return false;
    return feeFieldsAreValid(tx);
  }

  it('throws an InvalidTransactionError exactly when a section 5 rule is broken', () => {
    fc.assert(
      fc.property(transaction, (tx) => {
        const error = thrownBy(() => assertChainSpecificTransaction(tx));
        expect(error === undefined).toBe(isValidTransaction(tx));
        if (error !== undefined) expect(error).toBeInstanceOf(InvalidTransactionError);
      }),
      { numRuns: 500 },
    );
  });
});

describe('validateSendCalls', () => {
  const field = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('0x', '0xab', 'ab', ''),
    fc.string(),
    fc.integer(),
    fc.bigInt({ min: -2n, max: 2n }),
  );
  const call = fc.oneof(
    { weight: 8, arbitrary: fc.record({ to: field, data: field, value: field }) },
    { weight: 1, arbitrary: fc.anything() },
  );

  it('throws INVALID_SEND_CALLS exactly when a call lacks a 0x to or has bad data or value', () => {
    fc.assert(
      fc.property(fc.array(call, { maxLength: 4 }), (calls) => {
        const valid = calls.every((item) => {
          if (typeof item !== 'object' || item === null) return false;
          const { to, data, value } = item as Record<string, unknown>;
          const toOk = typeof to === 'string' && to.startsWith('0x');
          const dataOk = data === undefined || (typeof data === 'string' && data.startsWith('0x'));
          const valueOk =
            value === undefined ||
            (typeof value === 'bigint' && value >= 0n) ||
            (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value));
          return toOk && dataOk && valueOk;
        });
        const error = thrownBy(() => validateSendCalls(calls));
        expect(error === undefined).toBe(valid);
        if (error !== undefined) expect(error).toMatchObject({ code: 'INVALID_SEND_CALLS' });
      }),
      runs,
    );
  });
});
