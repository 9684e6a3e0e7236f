import { describe, expect, it } from 'vitest';
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
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual(
      [
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
      ].sort(),
    );
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

  it.each(['eth_call', 'eth_chainId', 'eth_getBalance', 'eth_accounts', 'wallet_getCallsStatus', 'solana_getAccounts'])(
    '%s is safe',
    (method) => {
      expect(classifyRpcMethod(method)).toBe('safe');
      expect(isSafeRpcMethod(method)).toBe(true);
      expect(isUnsafeRpcMethod(method)).toBe(false);
    },
  );

  it.each([
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTransaction',
    'eth_sendRawTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'eth_newFilter',
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
