import { describe, expect, it } from 'vitest';
import { WalletportError } from './base.error.js';
import {
  ExecutionRevertedError,
  InternalRpcError,
  jsonRpcErrorClasses,
  MethodNotFoundRpcError,
  NonceTooLowError,
  ProviderRpcError,
  providerRpcErrorByCode,
  revertReasonOf,
  SwitchChainError,
  UnknownRpcError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
  walletErrorClasses,
} from './rpc-errors.js';

const expectedCodes = [
  4001, 4100, 4200, 4900, 4901, 4902, -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004,
  -32005, -32006, 5700, 5710, 5720, 5730, 5740, 5750, 5760,
];

describe('provider RPC error classes', () => {
  it('cover every standard code of SPEC.md section 8, once', () => {
    expect([...providerRpcErrorByCode.keys()].sort((a, b) => a - b)).toEqual([...expectedCodes].sort((a, b) => a - b));
    expect(walletErrorClasses.length + jsonRpcErrorClasses.length).toBe(expectedCodes.length);
  });

  it.each([...providerRpcErrorByCode.entries()])('code %i builds a typed error with a literal name', (code, ErrorClass) => {
    const error = new ErrorClass({ details: 'from the wallet', data: { extra: 1 } });
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toBeInstanceOf(WalletportError);
    expect(error).toBeInstanceOf(Error);
    expect(error.rpcCode).toBe(code);
    expect(error.name).toBe(ErrorClass.name);
    expect(error.shortMessage.length).toBeGreaterThan(0);
    expect(error.details).toBe('from the wallet');
    expect(error.data).toEqual({ extra: 1 });
    expect(error.message).toContain('Details: from the wallet');
  });

  it('gives every class its own catalogue code', () => {
    const codes = [...providerRpcErrorByCode.values()].map((ErrorClass) => new ErrorClass().code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses a clear message of its own for user rejection', () => {
    const error = new UserRejectedRequestError({ details: 'MetaMask Tx Signature: User denied transaction signature.' });
    expect(error.shortMessage).toBe('User rejected the request.');
    expect(error.code).toBe('USER_REJECTED_REQUEST');
  });

  it('names the method when it is known', () => {
    expect(new MethodNotFoundRpcError({ method: 'eth_foo' }).shortMessage).toBe(
      'The method "eth_foo" does not exist or is not available.',
    );
    expect(new UnsupportedProviderMethodError().shortMessage).toBe('The wallet does not support the requested method.');
  });

  it('exports 4902 under both names', () => {
    expect(UnrecognizedChainError).toBe(SwitchChainError);
    expect(new UnrecognizedChainError().rpcCode).toBe(4902);
  });

  it('keeps the cause chain walkable', () => {
    const root = new Error('root');
    const error = new InternalRpcError({ cause: root });
    expect(error.walk()).toBe(root);
    expect(error.cause).toBe(root);
  });
});

describe('node errors', () => {
  it('default to the generic node code, or 3 for a revert', () => {
    expect(new NonceTooLowError().rpcCode).toBe(-32000);
    expect(new NonceTooLowError({ rpcCode: -32003 }).rpcCode).toBe(-32003);
    expect(new ExecutionRevertedError().rpcCode).toBe(3);
  });

  it('put the revert reason in the message', () => {
    expect(new ExecutionRevertedError({ reason: 'Ownable: caller is not the owner' }).shortMessage).toBe(
      'Execution reverted with reason: Ownable: caller is not the owner.',
    );
    expect(new ExecutionRevertedError().shortMessage).toBe('Execution reverted for an unknown reason.');
  });

  it('find the revert reason in node messages', () => {
    expect(revertReasonOf('execution reverted: ERC20: transfer amount exceeds balance')).toBe(
      'ERC20: transfer amount exceeds balance',
    );
    expect(revertReasonOf("VM Exception while processing transaction: reverted with reason string 'nope'")).toBe('nope');
    expect(revertReasonOf('execution reverted')).toBeUndefined();
  });
});

describe('UnknownRpcError', () => {
  it('carries the code it was given, or -1', () => {
    expect(new UnknownRpcError().rpcCode).toBe(-1);
    expect(new UnknownRpcError({ rpcCode: 1234 }).rpcCode).toBe(1234);
    expect(new UnknownRpcError().name).toBe('UnknownRpcError');
  });
});
