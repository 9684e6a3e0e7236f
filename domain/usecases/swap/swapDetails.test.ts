import { describe, expect, it } from 'vitest';
import {
  SWAP_DEFAULT_SLIPPAGE_TOLERANCE,
  SWAP_DESTINATION_AMOUNT_DECIMALS,
  SWAP_GAS_ESTIMATE_DISPLAY_UNITS,
  SWAP_MESSAGE_AMOUNT_DECIMALS,
  SWAP_PROVIDER_FEE_RATE,
  SWAP_SUPPORTED_CHAIN_IDS,
} from '../../entities/constants.js';
import {
  destinationAmount,
  messageAmount,
  networkFee,
  PROVIDER_FEE_RATE,
  priceImpact,
  providerFee,
  slippageAmounts,
  swapSuccessMessage,
} from './swapDetails.js';
import { toApprovalTransaction, toSwapTransaction } from './swapTransactions.js';

describe('the swap constants', () => {
  it('are the values of SPEC.md section 9', () => {
    expect(SWAP_DEFAULT_SLIPPAGE_TOLERANCE).toBe(1);
    expect(SWAP_PROVIDER_FEE_RATE).toBe(0.0085);
    expect(PROVIDER_FEE_RATE.toString()).toBe('0.0085');
    expect(SWAP_GAS_ESTIMATE_DISPLAY_UNITS).toBe(150_000n);
    expect(SWAP_DESTINATION_AMOUNT_DECIMALS).toBe(6);
    expect(SWAP_MESSAGE_AMOUNT_DECIMALS).toBe(3);
    expect(SWAP_SUPPORTED_CHAIN_IDS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]);
  });
});

describe('the swap details', () => {
  it('floors the destination amount to 6 decimals', () => {
    expect(destinationAmount('1234567890123456789', 18)).toBe('1.234567');
    expect(destinationAmount('3000000000000000', 18)).toBe('0.003');
    expect(destinationAmount('999', 6)).toBe('0.000999');
    expect(destinationAmount('9', 7)).toBe('0');
  });

  it('takes 0.85 % of the input as the provider fee, exactly', () => {
    expect(providerFee('10')).toBe('0.085');
    expect(providerFee('0.1')).toBe('0.00085');
    expect(providerFee('123456789.123456')).toBe('1049382.707549376');
  });

  it('allows 1 % slippage off the destination and says the minimum received', () => {
    expect(slippageAmounts('0.003', 1)).toEqual({ maxSlippage: '0.00003', minimumReceived: '0.00297' });
    expect(slippageAmounts('1.234567', 1)).toEqual({ maxSlippage: '0.01234567', minimumReceived: '1.22222133' });
  });

  it('says the price impact in percent of the input value', () => {
    expect(priceImpact('10', '9')).toBe('10');
    expect(priceImpact('3000', '2990.5')).toBe('0.32');
    expect(priceImpact('0', '1')).toBeUndefined();
    expect(priceImpact(undefined, '1')).toBeUndefined();
  });

  it('shows the network fee as gas price x 150000, in the native currency and in dollars', () => {
    expect(networkFee(1_000_000_000n, 18, '2000')).toEqual({ gasFee: '0.00015', gasFeeInUSD: '0.3' });
    expect(networkFee(3n, 18, '0')).toEqual({ gasFee: '0.00000000000045', gasFeeInUSD: '0' });
  });

  it('writes messages with 3 decimals', () => {
    expect(messageAmount('10')).toBe('10.000');
    expect(messageAmount('0.0025')).toBe('0.003');
    expect(swapSuccessMessage({ sourceAmount: '10', sourceSymbol: 'USDC', toAmount: '0.002999', toSymbol: 'WETH' })).toBe(
      'Swapped 10.000 USDC for 0.003 WETH',
    );
  });
});

describe('the built transactions', () => {
  const fees = { gas: '150000', gasPrice: '1000000000' };
  const router = '0x1111111254eeb25477b68fb85ed929f73a960582';

  it('reads a swap: plain contract address, the native value only for a native source', () => {
    const response = { tx: { from: 'eip155:1:0x01', to: `eip155:1:${router}`, data: '0xabcd', amount: '5', eip155: fees } };
    expect(toSwapTransaction(response, { native: true, toAmount: '1' })).toEqual({
      to: router,
      data: '0xabcd',
      value: 5n,
      gas: 150_000n,
      gasPrice: 1_000_000_000n,
      toAmount: '1',
    });
    expect(toSwapTransaction(response, { native: false, toAmount: '1' }).value).toBe(0n);
  });

  it('reads an approval, and refuses what is not an address or hex data', () => {
    const response = { tx: { from: '0x01', to: router, data: '0x095ea7b3', value: '0', eip155: fees } };
    expect(toApprovalTransaction(response)).toMatchObject({ to: router, data: '0x095ea7b3', value: 0n, gas: 150_000n });
    expect(() => toApprovalTransaction({ tx: { ...response.tx, to: 'nope' } })).toThrow();
    expect(() => toApprovalTransaction({ tx: { ...response.tx, data: 'xyz' } })).toThrow();
  });
});
