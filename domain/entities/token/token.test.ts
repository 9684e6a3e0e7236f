import { describe, expect, it } from 'vitest';
import {
  exceedsSpendable,
  gasReserve,
  holdingUsdValue,
  MAX_GAS_RESERVE_MULTIPLIER,
  sameTokenAddress,
  searchTokens,
  spendableAmount,
  tokenKey,
  toTokenUnits,
  usdValue,
} from './index.js';

const eth = (numeric: string) => ({ quantity: { decimals: '18', numeric } });
const usdc = (numeric: string) => ({ quantity: { decimals: '6', numeric } });
const GWEI = 1_000_000_000n;

describe('token units', () => {
  it('converts amounts to units exactly, dropping digits past the decimals', () => {
    expect(toTokenUnits('0.1', usdc('0'))).toBe(100_000n);
    expect(toTokenUnits('1.0000009', usdc('0'))).toBe(1_000_000n);
    expect(toTokenUnits('0.3', eth('0'))).toBe(300_000_000_000_000_000n);
  });
});

describe('the spendable amount (every Max)', () => {
  it('keeps MAX_GAS_RESERVE_MULTIPLIER times the fee back on the native currency, never below zero', () => {
    expect(MAX_GAS_RESERVE_MULTIPLIER).toBe(2n);
    expect(gasReserve(21_000n * GWEI)).toBe(42_000n * GWEI);
    expect(spendableAmount({ token: eth('1'), native: true, fee: 5n * 10n ** 16n })).toBe('0.9');
    expect(spendableAmount({ token: eth('1'), native: true, fee: 10n ** 18n })).toBe('0');
  });

  it('spends a token whole, and never offers the whole native balance while the fee is unknown', () => {
    expect(spendableAmount({ token: usdc('2.5'), native: false, fee: 10n ** 17n })).toBe('2.5');
    expect(spendableAmount({ token: usdc('2.5'), native: false, fee: undefined })).toBe('2.5');
    expect(spendableAmount({ token: eth('1'), native: true, fee: undefined })).toBeUndefined();
    expect(spendableAmount({ token: usdc('n/a'), native: false, fee: 0n })).toBeUndefined();
  });

  it('checks a native amount plus the reserve against the balance: Max fits, a wei more does not', () => {
    const fee = 500_000n * GWEI;
    expect(exceedsSpendable({ token: eth('1.5'), native: true, fee, amount: '1.499' })).toBe(false);
    expect(exceedsSpendable({ token: eth('1.5'), native: true, fee, amount: '1.499000000000000001' })).toBe(true);
    expect(exceedsSpendable({ token: usdc('1'), native: false, fee, amount: '1' })).toBe(false);
    expect(exceedsSpendable({ token: eth('1'), native: true, fee: undefined, amount: '1' })).toBe(false);
  });
});

describe('US dollar values', () => {
  it('are exact decimals, without floating point', () => {
    expect(usdValue('0.1', 0.2)).toBe('0.02');
    expect(usdValue('1.5', '2000')).toBe('3000');
    expect(usdValue('0.1', '0.3')).toBe('0.03');
  });

  it('are unknown without an amount or a price (a price of 0 is unknown, not worthless)', () => {
    expect(usdValue('', 3)).toBeUndefined();
    expect(usdValue(undefined, 3)).toBeUndefined();
    expect(usdValue('1', 0)).toBeUndefined();
    expect(usdValue('1', '0')).toBeUndefined();
    expect(usdValue('n/a', 1)).toBeUndefined();
  });

  it("of a holding: the API's value, else price times quantity", () => {
    expect(holdingUsdValue({ value: 1234.5, price: 1, quantity: { numeric: '1' } })).toBe('1234.5');
    expect(holdingUsdValue({ price: 3000, quantity: { numeric: '0.5' } })).toBe('1500');
    expect(holdingUsdValue({ value: 0, price: 0, quantity: { numeric: '7' } })).toBe('0');
    expect(holdingUsdValue({ price: 0, quantity: { numeric: '7' } })).toBeUndefined();
    expect(holdingUsdValue({ price: 1, quantity: { numeric: 'n/a' } })).toBeUndefined();
  });
});

describe('token identity', () => {
  it('keys a balance by its address, or the chain for the native one; addresses compare without prefix or case', () => {
    expect(tokenKey({ chainId: 'eip155:1', symbol: 'ETH' })).toBe('eip155:1:native:ETH');
    expect(tokenKey({ chainId: 'eip155:1', symbol: 'USDC', address: 'eip155:1:0xabc' })).toBe('eip155:1:0xabc');
    expect(sameTokenAddress('eip155:1:0xABC', '0xabc')).toBe(true);
    expect(sameTokenAddress('eip155:1:0xabc', '0xabd')).toBe(false);
  });
});

describe('the token search (both pickers)', () => {
  const tokens = [
    { name: 'Ether', symbol: 'ETH' },
    { name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  ];
  it('finds by name or symbol anywhere, by address from its start (plain or CAIP-10), ignoring case and spaces', () => {
    expect(searchTokens(tokens, ' usd ').map((token) => token.symbol)).toEqual(['USDC']);
    expect(searchTokens(tokens, 'ether').map((token) => token.symbol)).toEqual(['ETH']);
    expect(searchTokens(tokens, '0xa0b8').map((token) => token.symbol)).toEqual(['USDC']);
    expect(searchTokens(tokens, 'eip155:1:0xA0').map((token) => token.symbol)).toEqual(['USDC']);
    expect(searchTokens(tokens, '6eb48')).toEqual([]);
    expect(searchTokens(tokens, '  ')).toBe(tokens);
  });
});
