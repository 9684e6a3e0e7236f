import { describe, expect, it } from 'vitest';
import { walletportError } from '../catalogue.js';
import { SwitchChainError, UnauthorizedProviderError, UserRejectedRequestError } from './eip1193.errors.js';
import { AtomicReadyWalletRejectedUpgradeError, DuplicateIdError } from './eip5792.errors.js';
import { InternalRpcError, InvalidParamsRpcError, LimitExceededRpcError } from './jsonRpc.errors.js';
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
} from './node.errors.js';
import { isUserRejection, parseWalletError } from './parseWalletError.js';
import { UnknownRpcError } from './unknownRpc.error.js';

describe('parseWalletError', () => {
  it('maps an EIP-1193 error object and keeps the wallet message and data', () => {
    const error = parseWalletError({ code: 4100, message: 'Not authorized', data: { origin: 'x' } });
    expect(error).toBeInstanceOf(UnauthorizedProviderError);
    expect(error.details).toBe('Not authorized');
    expect((error as UnauthorizedProviderError).data).toEqual({ origin: 'x' });
  });

  it('maps an Error instance carrying a code', () => {
    const thrown = Object.assign(new Error('Request limit exceeded'), { code: -32005 });
    const error = parseWalletError(thrown);
    expect(error).toBeInstanceOf(LimitExceededRpcError);
    expect(error.cause).toBe(thrown);
    expect(error.walk()).toBe(thrown);
  });

  it('accepts numeric codes sent as strings', () => {
    expect(parseWalletError({ code: '4902', message: 'Unrecognized chain' })).toBeInstanceOf(SwitchChainError);
  });

  describe('user rejection (SPEC.md section 8)', () => {
    it.each([
      ['code 4001', { code: 4001, message: 'Nope' }],
      ['ethers ACTION_REJECTED', { code: 'ACTION_REJECTED', message: 'user rejected action' }],
      ['"User rejected" under another code', { code: -32603, message: 'User rejected the transaction' }],
      ['"user denied" in an Error', new Error('MetaMask Tx Signature: User denied transaction signature.')],
      ['"connection request reset" as a string', 'Connection request reset. Please try again.'],
      ['a nested cause', { message: 'Failed', cause: { code: 4001, message: 'Rejected by user' } }],
    ])('recognises %s', (_, input) => {
      const error = parseWalletError(input);
      expect(error).toBeInstanceOf(UserRejectedRequestError);
      expect(error.shortMessage).toBe('User rejected the request.');
      expect(isUserRejection(input)).toBe(true);
    });

    it('keeps the wallet message that said so in details', () => {
      expect(parseWalletError({ code: -32603, message: 'User denied account access' }).details).toBe(
        'User denied account access',
      );
    });
  });

  it('finds the real error inside MetaMask’s -32603 wrapper', () => {
    const wrapped = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4902, message: 'Unrecognized chain ID "0x2105".' } },
    };
    const error = parseWalletError(wrapped);
    expect(error).toBeInstanceOf(SwitchChainError);
    expect(error.details).toBe('Unrecognized chain ID "0x2105".');
  });

  it('reads a JSON-RPC response with an error member', () => {
    const response = { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid argument 0' } };
    expect(parseWalletError(response)).toBeInstanceOf(InvalidParamsRpcError);
  });

  it('reads the JSON body ethers v5 attaches', () => {
    const error = {
      code: 'SERVER_ERROR',
      body: '{"jsonrpc":"2.0","id":42,"error":{"code":-32000,"message":"nonce too low"}}',
    };
    const parsed = parseWalletError(error);
    expect(parsed).toBeInstanceOf(NonceTooLowError);
    expect((parsed as NonceTooLowError).rpcCode).toBe(-32000);
  });

  it.each([
    ['nonce too high', NonceTooHighError],
    ['nonce too low: next nonce 5, tx nonce 4', NonceTooLowError],
    ['max fee per gas higher than 2^256-1', FeeCapTooHighError],
    ['max fee per gas less than block base fee: address 0x..', FeeCapTooLowError],
    ['insufficient funds for gas * price + value', InsufficientFundsError],
    ['intrinsic gas too high', IntrinsicGasTooHighError],
    ['intrinsic gas too low: have 0, want 21000', IntrinsicGasTooLowError],
    ['execution reverted', ExecutionRevertedError],
  ] as const)('recognises the node message "%s"', (message, ErrorClass) => {
    const error = parseWalletError({ code: -32000, message });
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error.details).toBe(message);
  });

  it('prefers a revert over words inside its reason', () => {
    const error = parseWalletError({ code: 3, message: 'execution reverted: insufficient funds', data: '0x08c379a0' });
    expect(error).toBeInstanceOf(ExecutionRevertedError);
    expect((error as ExecutionRevertedError).reason).toBe('insufficient funds');
    expect((error as ExecutionRevertedError).rpcCode).toBe(3);
    expect((error as ExecutionRevertedError).data).toBe('0x08c379a0');
  });

  it('prefers a node message over the -32603 wrapper', () => {
    const wrapped = { code: -32603, message: 'Internal JSON-RPC error.', data: { message: 'insufficient funds' } };
    const error = parseWalletError(wrapped);
    expect(error).toBeInstanceOf(InsufficientFundsError);
  });

  it('keeps 5750 even though its message says the user rejected the upgrade', () => {
    const error = parseWalletError({
      code: 5750,
      message: 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
    });
    expect(error).toBeInstanceOf(AtomicReadyWalletRejectedUpgradeError);
    expect(isUserRejection(error)).toBe(false);
  });

  it('prefers a wallet-level code over a node-like message', () => {
    expect(parseWalletError({ code: 5720, message: 'bundle already known' })).toBeInstanceOf(DuplicateIdError);
  });

  it('falls back to -32603 when that is all there is', () => {
    expect(parseWalletError({ code: -32603, message: 'Something broke' })).toBeInstanceOf(InternalRpcError);
  });

  it('returns UnknownRpcError for unrecognised input, keeping any code', () => {
    const coded = parseWalletError({ code: 1234, message: 'odd' });
    expect(coded).toBeInstanceOf(UnknownRpcError);
    expect((coded as UnknownRpcError).rpcCode).toBe(1234);
    expect(coded.details).toBe('odd');
    for (const input of [undefined, null, 42, {}, [], 'plain failure', Symbol('x')]) {
      expect(parseWalletError(input)).toBeInstanceOf(UnknownRpcError);
    }
  });

  it('returns a WalletportError unchanged', () => {
    const own = walletportError('MODAL_CLOSED');
    expect(parseWalletError(own)).toBe(own);
  });

  it('survives cycles, hostile getters and throwing proxies', () => {
    const cyclic: Record<string, unknown> = { message: 'loop' };
    cyclic.cause = cyclic;
    cyclic.error = { cause: cyclic };
    expect(parseWalletError(cyclic)).toBeInstanceOf(UnknownRpcError);

    const hostile = {
      get code(): number {
        throw new Error('boom');
      },
      message: 'user rejected',
    };
    expect(parseWalletError(hostile)).toBeInstanceOf(UserRejectedRequestError);

    const trap = () => {
      throw new Error('trap');
    };
    const proxy = new Proxy({}, { get: trap, has: trap, getPrototypeOf: trap, ownKeys: trap });
    expect(() => parseWalletError(proxy)).not.toThrow();
    expect(isUserRejection(proxy)).toBe(false);
  });

  it('stops descending after a bounded depth', () => {
    let deep: Record<string, unknown> = { code: 4001, message: 'deep' };
    for (let index = 0; index < 50; index += 1) deep = { cause: deep };
    expect(parseWalletError(deep)).toBeInstanceOf(UnknownRpcError);
  });
});

describe('isUserRejection', () => {
  it('finds a rejection anywhere in a WalletportError cause chain', () => {
    const wrapped = walletportError('CONNECTION_REJECTED', [], { cause: new UserRejectedRequestError() });
    expect(isUserRejection(wrapped)).toBe(true);
  });

  it('is false for other errors', () => {
    expect(isUserRejection({ code: 4100, message: 'Unauthorized' })).toBe(false);
    expect(isUserRejection(walletportError('MODAL_CLOSED'))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });
});

describe('a rejection message under a generic wallet code (SPEC.md section 8)', () => {
  it('is a user rejection when the wallet sends 4100 or 4900 with a "User rejected" message', () => {
    expect(isUserRejection({ code: 4100, message: 'User rejected the request.' })).toBe(true);
    expect(isUserRejection({ code: 4900, message: 'User rejected methods.' })).toBe(true);
    expect(isUserRejection({ code: -32603, message: 'Internal error', data: { code: 4100, message: 'User denied account access' } })).toBe(true);
    expect(parseWalletError({ code: 4900, message: 'Connection request reset. Please try again.' })).toBeInstanceOf(UserRejectedRequestError);
  });

  it('is a user rejection under 4200, 4901 and 4902 too (every EIP-1193 code)', () => {
    expect(parseWalletError({ code: 4200, message: 'User rejected the request.' })).toBeInstanceOf(UserRejectedRequestError);
    expect(parseWalletError({ code: 4901, message: 'User rejected methods.' })).toBeInstanceOf(UserRejectedRequestError);
    expect(parseWalletError({ code: 4902, message: 'user rejected adding the chain' })).toBeInstanceOf(UserRejectedRequestError);
    expect(isUserRejection({ code: 4902, message: 'Unrecognized chain ID' })).toBe(false);
  });

  it('leaves 4100 and 4900 as they are without such a message, and specific codes (5750) alone', () => {
    expect(isUserRejection({ code: 4100, message: 'Unauthorized' })).toBe(false);
    expect(isUserRejection({ code: 4900, message: 'Disconnected' })).toBe(false);
    expect(isUserRejection({ code: 5750, message: 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.' })).toBe(false);
  });
});
