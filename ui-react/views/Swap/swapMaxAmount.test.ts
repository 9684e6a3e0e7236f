import { describe, expect, it } from 'vitest';
import { swapMaxAmount } from './swapMaxAmount.js';

const NATIVE = 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('Max on the Swap view', () => {
  it('is the whole balance of a token, and of the native currency less the network fee', () => {
    expect(swapMaxAmount({ token: { address: USDC, quantity: { decimals: '6', numeric: '100.5' } }, gasFee: '0.01' })).toBe('100.5');
    expect(swapMaxAmount({ token: { address: NATIVE, quantity: { decimals: '18', numeric: '1.5' } }, gasFee: '0.0045' })).toBe('1.4955');
    expect(swapMaxAmount({ token: { address: NATIVE, quantity: { decimals: '18', numeric: '1.5' } }, gasFee: undefined })).toBe('1.5');
  });

  it('is never below zero nor unreadable', () => {
    expect(swapMaxAmount({ token: { address: NATIVE, quantity: { decimals: '18', numeric: '0.001' } }, gasFee: '0.0045' })).toBe('0');
    expect(swapMaxAmount({ token: { address: USDC, quantity: { decimals: '6', numeric: 'x' } }, gasFee: undefined })).toBe('0');
  });
});
