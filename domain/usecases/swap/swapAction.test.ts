import { describe, expect, it } from 'vitest';
import { walletportError } from '../../entities/errors/catalogue.js';
import { INITIAL_SWAP_STATE, type SwapToken, type SwapTransaction } from './swap.types.js';
import { swapAction, type SwapActionParameters } from './swapAction.js';

const token = (symbol: string): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:0x${symbol.padEnd(40, '0')}`,
  decimals: 18,
  logoUri: '',
  quantity: { decimals: '18', numeric: '1' },
  price: 1,
  value: 1,
});
const transaction: SwapTransaction = { to: '0x0000000000000000000000000000000000000001', data: '0x', value: 0n, gas: 1n, gasPrice: 1n };
const quoted: SwapActionParameters = {
  ...INITIAL_SWAP_STATE,
  sourceToken: token('ETH'),
  toToken: token('USDC'),
  sourceTokenAmount: '1',
  toTokenAmount: '3000',
  swapTransaction: transaction,
};

describe('the Swap action button', () => {
  it('asks for the tokens, then the amount', () => {
    expect(swapAction(INITIAL_SWAP_STATE)).toEqual({ label: 'Select token', ready: false, busy: false, retry: false });
    expect(swapAction({ ...quoted, toToken: undefined })).toMatchObject({ label: 'Select token', ready: false });
    expect(swapAction({ ...quoted, sourceTokenAmount: '' })).toMatchObject({ label: 'Enter amount', ready: false });
    expect(swapAction({ ...quoted, sourceTokenAmount: '0.' })).toMatchObject({ label: 'Enter amount', ready: false });
  });

  it("says the use case's input error ('Insufficient balance')", () => {
    expect(swapAction({ ...quoted, inputError: walletportError('INSUFFICIENT_BALANCE') })).toEqual({ label: 'Insufficient balance', ready: false, busy: false, retry: false });
  });

  it('is busy until the quote and its transaction are there, then leads to the review', () => {
    expect(swapAction({ ...quoted, loadingQuote: true })).toEqual({ label: 'Getting quote...', ready: false, busy: true, retry: false });
    expect(swapAction({ ...quoted, loadingBuildTransaction: true })).toMatchObject({ busy: true, ready: false });
    expect(swapAction({ ...quoted, swapTransaction: undefined })).toMatchObject({ busy: true, ready: false });
    expect(swapAction(quoted)).toEqual({ label: 'Review swap', ready: true, busy: false, retry: false });
    expect(swapAction({ ...quoted, swapTransaction: undefined, approvalTransaction: transaction })).toMatchObject({ ready: true });
  });

  it("offers 'Try again' when the quote or its transaction failed", () => {
    const failed = { ...quoted, swapTransaction: undefined, toTokenAmount: '', error: walletportError('SWAP_QUOTE_FAILED') };
    expect(swapAction(failed)).toEqual({ label: 'Try again', ready: false, busy: false, retry: true });
    expect(swapAction({ ...failed, loadingQuote: true })).toMatchObject({ label: 'Getting quote...', retry: false });
  });
});
