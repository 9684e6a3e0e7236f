/**
 * The RPC allow-list (SPEC.md sections 4 and 5): the unsafe methods the spec names are unsafe, the read-only
 * methods are safe, and anything else is unknown (rejected), never safe. The unsafe list is copied here from
 * the spec text, not imported, so a method dropped from the code's list fails this test.
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

const runs = { numRuns: 200 };

const SPEC_UNSAFE = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
];
// Standard reads the product itself issues (SPEC.md section 7) or the embedded wallet answers without asking.
const SPEC_READS = [
  'eth_call',
  'eth_chainId',
  'eth_accounts',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_blockNumber',
  'eth_estimateGas',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getCode',
  'eth_getLogs',
  'eth_getBlockByNumber',
  'eth_feeHistory',
  'eth_getStorageAt',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'solana_getAccounts',
];
// Methods that sign, send, switch or subscribe but are on neither list: they must be refused.
const NOT_LISTED = [
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTransaction',
  'eth_sendRawTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'eth_subscribe',
  'eth_newFilter',
];

const listed = new Set<string>([...SPEC_UNSAFE, ...SAFE_RPC_METHODS]);

/** Flips the case of one letter, so the result differs from the listed name. */
const caseVariant = fc.tuple(fc.constantFrom(...SPEC_UNSAFE, ...SPEC_READS), fc.nat()).map(([method, pick]) => {
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
const padded = fc.tuple(fc.constantFrom(...SPEC_UNSAFE, ...SPEC_READS), fc.constantFrom(' ', '\n', '_', '2')).map(([method, pad]) => method + pad);

describe('RPC allow-list (property)', () => {
  it('every unsafe method of the spec is unsafe, not safe', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_UNSAFE), (method) => {
        expect(classifyRpcMethod(method)).toBe('unsafe');
        expect(isSafeRpcMethod(method)).toBe(false);
        expect(checkRpcMethodAllowed(method)).toEqual({ ok: true, value: { method, class: 'unsafe' } });
      }),
      runs,
    );
  });

  it('every listed read-only method is safe, not unsafe', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPEC_READS, ...SAFE_RPC_METHODS), (method) => {
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
      fc.property(fc.oneof(fc.constantFrom(...NOT_LISTED), caseVariant, methodShaped, padded, fc.string()), (method) => {
        const expected = SPEC_UNSAFE.includes(method) ? 'unsafe' : listed.has(method) ? 'safe' : 'unknown';
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
