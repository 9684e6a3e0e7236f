import {
  ChainMismatchError,
  HttpRequestError,
  InsufficientFundsError as ViemInsufficientFundsError,
  RpcRequestError,
  TimeoutError,
  TransactionExecutionError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  defineChain,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import {
  ChainDisconnectedError,
  InsufficientFundsError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '../../../domain/entities/errors/rpc-errors.js';
import { toWalletportError } from './to-walletport-error.js';

const chain = defineChain({
  id: 31337,
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

describe('toWalletportError', () => {
  it('unwraps viem wrappers to the wallet error inside (4001)', () => {
    const wallet = { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.' };
    const viemError = new TransactionExecutionError(new ViemUserRejectedRequestError(wallet as unknown as Error), {
      account: null,
      chain,
    });
    const error = toWalletportError(viemError);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.details).toBe(wallet.message);
  });

  it('unwraps node errors to their typed class', () => {
    const node = new RpcRequestError({
      body: {},
      url: 'http://127.0.0.1',
      error: { code: -32000, message: 'insufficient funds for gas * price + value' },
    });
    expect(toWalletportError(new ViemInsufficientFundsError({ cause: node }))).toBeInstanceOf(InsufficientFundsError);
  });

  it('maps viem conditions: chain mismatch, receipt timeout, HTTP failure, timeout', () => {
    expect(toWalletportError(new ChainMismatchError({ chain, currentChainId: 1 }))).toBeInstanceOf(ChainDisconnectedError);
    expect(toWalletportError(new WaitForTransactionReceiptTimeoutError({ hash: '0x12' }))).toMatchObject({
      code: 'REQUEST_TIMEOUT',
    });
    expect(toWalletportError(new HttpRequestError({ url: 'http://x', status: 503 }))).toMatchObject({
      code: 'HTTP_STATUS',
      shortMessage: 'HTTP status code: 503',
    });
    expect(toWalletportError(new HttpRequestError({ url: 'http://x', cause: new TypeError('fetch failed') }))).toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(toWalletportError(new TimeoutError({ body: {}, url: 'http://x' }))).toMatchObject({ code: 'REQUEST_TIMEOUT' });
  });

  it('returns walletport errors unchanged and parses anything else', () => {
    const ours = walletportError('NETWORK_NOT_FOUND');
    expect(toWalletportError(ours)).toBe(ours);
    expect(toWalletportError({ code: 4001, message: 'no' })).toBeInstanceOf(UserRejectedRequestError);
    expect(toWalletportError('weird')).toBeInstanceOf(UnknownRpcError);
  });
});
