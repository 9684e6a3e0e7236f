/**
 * The RPC allow-list (SPEC.md sections 4 and 5): the unsafe methods the spec names are unsafe, the read-only
 * methods are safe, and anything else is unknown (rejected), never safe. The lists come from the golden copy
 * written from the spec text (tests/golden), not from the code, so a method dropped from the code's list fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRpcMethodAllowed,
  classifyRpcMethod,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  SAFE_RPC_METHODS,
} from '../../domain/entities/rpc/index.js';
import { SPEC_READ_RPC_METHODS, SPEC_UNSAFE_RPC_METHODS, UNLISTED_RPC_METHODS } from '../golden/rpc-allow-list.golden.js';

const runs = { numRuns: 200 };

const listed = new Set<string>([...SPEC_UNSAFE_RPC_METHODS, ...SAFE_RPC_METHODS]);

/** Flips the case of one letter, so the result differs from the listed name. */
const caseVariant = fc.tuple(fc.constantFrom(...SPEC_UNSAFE_RPC_METHODS, ...SPEC_READ_RPC_METHODS), fc.nat()).map(([method, pick]) => {
  const letters = [...method].flatMap((char, index) => (/[a-z]/i.test(char) ? [index] : []));
  const at = letters[pick % letters.length] ?? 0;
  const char = method.charAt(at);
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase();
  return method.slice(0, at) + flipped + method.slice(at + 1);
});
/** Method-shaped strings: a known prefix and a word. */
const methodShaped = fc
  .tuple(fc.constantFrom('eth_', 'wallet_', 'solana_', 'personal_', 'net_', 'web3_', ''), fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzAT_v4') }))
  .map(([prefix, word]) => prefix + word);
const padded = fc.tuple(fc.constantFrom(...SPEC_UNSAFE_RPC_METHODS, ...SPEC_READ_RPC_METHODS), fc.constantFrom(' ', '\n', '_', '2')).map(([method, pad]) => method + pad);

describe('RPC allow-list (property)', () => {
  it('every unsafe method of the spec is unsafe, not safe', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_UNSAFE_RPC_METHODS), (method) => {
        expect(classifyRpcMethod(method)).toBe('unsafe');
        expect(isSafeRpcMethod(method)).toBe(false);
        expect(checkRpcMethodAllowed(method)).toEqual({ ok: true, value: { method, class: 'unsafe' } });
      }),
      runs,
    );
  });

  it('every listed read-only method is safe, not unsafe', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_READ_RPC_METHODS, ...SAFE_RPC_METHODS), (method) => {
        expect(classifyRpcMethod(method)).toBe('safe');
        expect(isUnsafeRpcMethod(method)).toBe(false);
      }),
      runs,
    );
  });

  it('nothing signs, sends or grants through the safe list', () => {
    for (const method of SAFE_RPC_METHODS) {
      expect(method).not.toMatch(/sign|send|grant|revoke|switch|add|watch|subscribe|filter/i);
    }
  });

  it('any other string is unknown (so rejected), never safe', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...UNLISTED_RPC_METHODS), caseVariant, methodShaped, padded, fc.string()), (method) => {
        const expected = SPEC_UNSAFE_RPC_METHODS.includes(method) ? 'unsafe' : listed.has(method) ? 'safe' : 'unknown';
        expect(classifyRpcMethod(method)).toBe(expected);
        if (expected === 'unknown') {
          const result = checkRpcMethodAllowed(method);
          expect(!result.ok && result.error.code).toBe('RPC_CALL_NOT_ALLOWED');
        }
      }),
      runs,
    );
  });

  it('anything that is not a string is unknown', () => {
    fc.assert(
      fc.property(fc.anything().map((value) => (typeof value === 'string' ? 0 : value)), (value) => {
        expect(classifyRpcMethod(value)).toBe('unknown');
      }),
      runs,
    );
  });
});
