import { describe, expect, it } from 'vitest';
import { SPEC_READ_RPC_METHODS, SPEC_UNSAFE_RPC_METHODS, UNLISTED_RPC_METHODS } from '../../../tests/golden/rpc-allow-list.golden.js';
import {
  checkRpcMethodAllowed,
  classifyRpcMethod,
  isSafeRpcMethod,
  isUnsafeRpcMethod,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from './rpc-allow-list.js';

describe('RPC allow-list', () => {
  it('lists exactly the unsafe methods of the spec', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual([...SPEC_UNSAFE_RPC_METHODS].sort());
  });

  it('keeps the two lists apart and free of duplicates', () => {
    const all = [...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS];
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(UNSAFE_RPC_METHODS)('%s is unsafe', (method) => {
    expect(classifyRpcMethod(method)).toBe('unsafe');
    expect(isUnsafeRpcMethod(method)).toBe(true);
    expect(isSafeRpcMethod(method)).toBe(false);
  });

  it.each(SPEC_READ_RPC_METHODS)('%s is safe', (method) => {
    expect(classifyRpcMethod(method)).toBe('safe');
    expect(isSafeRpcMethod(method)).toBe(true);
    expect(isUnsafeRpcMethod(method)).toBe(false);
  });

  it.each([
    ...UNLISTED_RPC_METHODS,
    'ETH_CALL',
    'eth_call ',
    'Personal_sign',
    '',
    'constructor',
    '__proto__',
  ])('%j is unknown', (method) => {
    expect(classifyRpcMethod(method)).toBe('unknown');
  });

  it.each([undefined, null, 1, {}, ['eth_call']])('a non-string (%s) is unknown', (method) => {
    expect(classifyRpcMethod(method)).toBe('unknown');
  });
});

describe('checkRpcMethodAllowed', () => {
  it('allows safe and unsafe methods, saying which', () => {
    expect(checkRpcMethodAllowed('eth_call')).toEqual({ ok: true, value: { method: 'eth_call', class: 'safe' } });
    expect(checkRpcMethodAllowed('personal_sign')).toEqual({
      ok: true,
      value: { method: 'personal_sign', class: 'unsafe' },
    });
  });

  it('refuses an unknown method with RPC_CALL_NOT_ALLOWED', () => {
    const result = checkRpcMethodAllowed('eth_sign');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('RPC_CALL_NOT_ALLOWED');
    expect(result.error.shortMessage).toBe('Requested RPC call is not allowed');
    expect(result.error.details).toBe('Method: eth_sign');
    const nonString = checkRpcMethodAllowed(42);
    expect(!nonString.ok && nonString.error.details).toBe('Method: (number)');
  });
});
