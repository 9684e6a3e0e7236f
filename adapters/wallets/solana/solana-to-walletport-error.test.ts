/**
 * How the Solana adapter names what goes wrong: a node's JSON-RPC errors as kit raises them (a failed simulation
 * carries the transaction error as its cause), a wallet relaying the node's refusal as `{code, message}`, the
 * EIP-1193 codes, and transport failures. The real node's refusals are in kit-solana-chain-adapter.adapter.test.ts.
 */
import {
  getSolanaErrorFromJsonRpcError,
  SolanaError,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { solanaToWalletportError } from './solana-to-walletport-error.js';

const preflight = (err: unknown) =>
  getSolanaErrorFromJsonRpcError({ code: -32002, message: 'Transaction simulation failed', data: { err, logs: [], accounts: null, unitsConsumed: 150 } });

describe('solanaToWalletportError', () => {
  it('names a failed simulation by its transaction error: rent, missing funds, anything else', () => {
    expect(solanaToWalletportError(preflight({ InsufficientFundsForRent: { account_index: 1 } })).code).toBe('SOLANA_INSUFFICIENT_FUNDS_FOR_RENT');
    expect(solanaToWalletportError(preflight('InsufficientFundsForFee')).code).toBe('INSUFFICIENT_BALANCE');
    expect(solanaToWalletportError(preflight({ InstructionError: [0, { Custom: 1 }] })).code).toBe('INSUFFICIENT_BALANCE');
    expect(solanaToWalletportError(preflight('BlockhashNotFound')).code).toBe('RPC_TRANSACTION_REJECTED');
  });

  it('reads a wallet relaying the node as text, with Solana\'s codes, before the EIP-1474 meaning of -32002', () => {
    const rent = { code: -32002, message: 'Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent' };
    expect(solanaToWalletportError(rent).code).toBe('SOLANA_INSUFFICIENT_FUNDS_FOR_RENT');
    expect(solanaToWalletportError({ code: -32002, message: 'Transaction simulation failed: Blockhash not found' }).code).toBe('RPC_TRANSACTION_REJECTED');
    expect(solanaToWalletportError({ code: -32003, message: 'Transaction signature verification failure' }).code).toBe('INVALID_SIGNATURE');
    expect(solanaToWalletportError(getSolanaErrorFromJsonRpcError({ code: -32003, message: 'Transaction signature verification failure' })).code).toBe('INVALID_SIGNATURE');
  });

  it('keeps the wallet codes of EIP-1193 (4001 a rejection, 4100 unauthorized)', () => {
    expect(solanaToWalletportError({ code: 4001, message: 'User rejected the request.' }).code).toBe('USER_REJECTED_REQUEST');
    expect(solanaToWalletportError({ code: 4100, message: 'Unauthorized' }).code).toBe('UNAUTHORIZED_PROVIDER');
  });

  it('names transport failures: an HTTP status, a node never reached', () => {
    const http = new SolanaError(SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, { headers: new Headers(), message: 'Service Unavailable', statusCode: 503 });
    expect(solanaToWalletportError(http)).toMatchObject({ code: 'HTTP_STATUS', shortMessage: 'HTTP status code: 503' });
    expect(solanaToWalletportError(new TypeError('fetch failed')).code).toBe('NETWORK_ERROR');
  });

  it('never throws on what a hostile wallet rejects with, and clamps its text', () => {
    const trap = Object.defineProperty({}, 'message', { get: () => { throw new Error('trap'); } });
    const proxy = new Proxy({}, { get: () => { throw new Error('trap'); }, getPrototypeOf: () => { throw new Error('trap'); } });
    for (const hostile of [trap, proxy, 'just a string', null, undefined, 42]) {
      expect(solanaToWalletportError(hostile)).toBeInstanceOf(Error);
    }
    const long = solanaToWalletportError({ code: -32002, message: `insufficient funds for rent ${'x'.repeat(10_000)}` });
    expect(long.code).toBe('SOLANA_INSUFFICIENT_FUNDS_FOR_RENT');
    expect(long.details!.length).toBeLessThan(1_000);
  });

  it('passes a WalletportError through unchanged', () => {
    const error = walletportError('INVALID_SIGNATURE');
    expect(solanaToWalletportError(error)).toBe(error);
  });
});
