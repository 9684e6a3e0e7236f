/**
 * parseWalletError against anything at all (it must never throw), against every standard code (each maps to
 * its class and keeps its rpcCode, also through the MetaMask -32603 wrapper), and against the message rules
 * of SPEC.md section 8 (user rejection wins over any code; node messages are recognised in any casing).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WalletportError } from '../../domain/entities/errors/base.error.js';
import {
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  isUserRejection,
  jsonRpcErrorClasses,
  nodeErrorClasses,
  NonceTooHighError,
  NonceTooLowError,
  parseWalletError,
  providerRpcErrorByCode,
  UserRejectedRequestError,
  walletErrorClasses,
  type ProviderRpcError,
} from '../../domain/entities/errors/rpc-errors.js';

const runs = { numRuns: 300 };

const USER_REJECTION = /user rejected|user denied|connection request reset/i;
const saysSomethingElse = (message: string) =>
  !USER_REJECTION.test(message) && nodeErrorClasses.every((NodeClass) => !NodeClass.nodeMessage.test(message));

const standardCode = fc.constantFrom(...providerRpcErrorByCode.keys());
/** EIP-5792's call-batch codes keep their meaning whatever the message (5750's own text says "user rejected"). */
const isEip5792Code = (code: number) => code >= 5700 && code <= 5760;
const plainMessage = fc.string({ maxLength: 40 }).filter(saysSomethingElse);

describe('parseWalletError', () => {
  it('never throws and always returns a WalletportError', () => {
    const nested = fc.anything().chain((inner) =>
      fc.constantFrom(
        inner,
        { error: inner },
        { cause: inner },
        { data: { originalError: inner } },
        { body: JSON.stringify(inner) ?? '' },
      ),
    );
    fc.assert(
      fc.property(nested, (input) => {
        const parsed = parseWalletError(input);
        expect(parsed).toBeInstanceOf(WalletportError);
        expect(typeof isUserRejection(input)).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('maps every standard code to its class and keeps the rpcCode and the wallet message', () => {
    fc.assert(
      fc.property(standardCode, plainMessage, fc.anything(), (code, message, data) => {
        const parsed = parseWalletError({ code, message, data });
        const ErrorClass = providerRpcErrorByCode.get(code);
        expect(ErrorClass).toBeDefined();
        expect(parsed).toBeInstanceOf(ErrorClass!);
        expect((parsed as ProviderRpcError).rpcCode).toBe(code);
        if (message.length > 0) expect(parsed.details).toBe(message);
      }),
      runs,
    );
  });

  it('round-trips a typed error through its wire form', () => {
    fc.assert(
      fc.property(standardCode, (code) => {
        const ErrorClass = providerRpcErrorByCode.get(code)!;
        const original = new ErrorClass();
        const wire = { code: original.rpcCode, message: original.shortMessage };
        const parsed = parseWalletError(wire) as ProviderRpcError;
        expect(parsed.constructor).toBe(ErrorClass);
        expect(parsed.rpcCode).toBe(original.rpcCode);
        expect(parsed.code).toBe(original.code);
      }),
      runs,
    );
  });

  it('finds a wallet-level code inside the -32603 wrapper', () => {
    const walletCode = fc.constantFrom(...walletErrorClasses.map((errorClass) => errorClass.rpcCode));
    fc.assert(
      fc.property(walletCode, plainMessage, (code, message) => {
        const wrapped = { code: -32603, message: 'Internal JSON-RPC error.', data: { originalError: { code, message } } };
        expect((parseWalletError(wrapped) as ProviderRpcError).rpcCode).toBe(code);
      }),
      runs,
    );
  });

  it('prefers a specific JSON-RPC code over the -32603 wrapper, in either nesting', () => {
    const serverCode = fc
      .constantFrom(...jsonRpcErrorClasses.map((errorClass) => errorClass.rpcCode))
      .filter((code) => code !== -32603);
    fc.assert(
      fc.property(serverCode, fc.boolean(), (code, wrapperOutside) => {
        const input = wrapperOutside
          ? { code: -32603, message: 'Internal JSON-RPC error.', error: { code, message: 'inner' } }
          : { code, message: 'outer', cause: { code: -32603, message: 'Internal JSON-RPC error.' } };
        expect((parseWalletError(input) as ProviderRpcError).rpcCode).toBe(code);
      }),
      runs,
    );
  });

  it('treats a user-rejection message as a rejection under any code but an EIP-5792 one (4200, 4901, 4902 included)', () => {
    const phrase = fc
      .constantFrom('user rejected', 'user denied', 'connection request reset')
      .chain((text) => fc.mixedCase(fc.constant(text)));
    const eip1193Codes = fc.constantFrom(4001, 4100, 4200, 4900, 4901, 4902);
    const code = fc.option(
      fc.oneof(eip1193Codes, standardCode, fc.integer()).filter((value) => !isEip5792Code(value)),
      { nil: undefined },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), phrase, fc.string({ maxLength: 10 }), code, (before, words, after, rpcCode) => {
        const message = `${before}${words}${after}`;
        const parsed = parseWalletError({ code: rpcCode, message });
        expect(parsed).toBeInstanceOf(UserRejectedRequestError);
        expect(parsed.details).toBe(message);
        expect(isUserRejection(new Error(message))).toBe(true);
      }),
      runs,
    );
  });

  it('recognises each node message in any casing under a generic code', () => {
    const samples = [
      ['execution reverted', ExecutionRevertedError],
      ['fee cap higher than 2^256-1', FeeCapTooHighError],
      ['fee cap less than block base fee', FeeCapTooLowError],
      ['nonce too high', NonceTooHighError],
      ['nonce too low', NonceTooLowError],
      ['insufficient funds', InsufficientFundsError],
      ['intrinsic gas too high', IntrinsicGasTooHighError],
      ['intrinsic gas too low', IntrinsicGasTooLowError],
    ] as const;
    const sample = fc.constantFrom(...samples).chain(([text, NodeClass]) =>
      fc.mixedCase(fc.constant(text)).map((cased) => [cased, NodeClass] as const),
    );
    // Padding of digits and spaces cannot spell another rule's words.
    const padding = fc.stringMatching(/^[0-9 ]{0,8}$/);
    const genericCode = fc.constantFrom(-32000, -32603, -32003, 3);
    fc.assert(
      fc.property(sample, padding, padding, genericCode, ([text, NodeClass], before, after, code) => {
        const parsed = parseWalletError({ code, message: `${before}${text}${after}` });
        expect(parsed).toBeInstanceOf(NodeClass);
        expect((parsed as ProviderRpcError).rpcCode).toBe(code);
      }),
      runs,
    );
  });
});
