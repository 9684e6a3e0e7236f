import { describe, expect, it } from 'vitest';
import { BigDecimal } from '../../entities/number/bigDecimal.js';
import { MAX_GAS_RESERVE_MULTIPLIER } from '../../entities/token/index.js';
import { exceedsSwapSpendable, SWAP_GAS_LIMIT_RESERVE_UNITS, swapGasReserve, swapMaxAmount } from './swapSpendable.js';

const NATIVE = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3';
const eth = (numeric: string) => ({ address: NATIVE, quantity: { decimals: '18', numeric } });
const usdc = (numeric: string) => ({ address: USDC, quantity: { decimals: '6', numeric } });
const GWEI = 1_000_000_000n;

describe('the gas reserve of a native swap', () => {
  it("is Send's rule: the multiplier times the fee of a swap's gas limit (500,000 gas at the price)", () => {
    expect(MAX_GAS_RESERVE_MULTIPLIER).toBe(2n);
    expect(SWAP_GAS_LIMIT_RESERVE_UNITS).toBe(500_000n);
    // 2 x 500,000 x 1 gwei = 0.001 ETH, far above the 0.00015 ETH fee shown (150,000 gas).
    expect(swapGasReserve(GWEI)).toBe(1_000_000n * GWEI);
  });
});

describe('swapMaxAmount', () => {
  it('is the balance less the reserve for the native currency, and the whole balance of a token', () => {
    expect(swapMaxAmount({ token: eth('1.5'), gasPrice: GWEI })).toBe('1.499');
    expect(swapMaxAmount({ token: usdc('100.25'), gasPrice: GWEI })).toBe('100.25');
    expect(swapMaxAmount({ token: usdc('100.25'), gasPrice: undefined })).toBe('100.25');
  });

  it('is never below zero, and never the whole native balance when the gas price is unknown', () => {
    expect(swapMaxAmount({ token: eth('0.0009'), gasPrice: GWEI })).toBe('0');
    expect(swapMaxAmount({ token: eth('1.5'), gasPrice: undefined })).toBeUndefined();
    expect(swapMaxAmount({ token: usdc('n/a'), gasPrice: GWEI })).toBeUndefined();
  });
});

describe('exceedsSwapSpendable', () => {
  it('checks a native amount plus the reserve against the balance: Max fits, a wei more does not', () => {
    expect(exceedsSwapSpendable({ token: eth('1.5'), gasPrice: GWEI, amount: BigDecimal.from('1.499') })).toBe(false);
    expect(exceedsSwapSpendable({ token: eth('1.5'), gasPrice: GWEI, amount: BigDecimal.from('1.499000000000000001') })).toBe(true);
    // Below the balance less the fee shown, above the balance less the reserve: the wallet would refuse it.
    expect(exceedsSwapSpendable({ token: eth('1.5'), gasPrice: GWEI, amount: BigDecimal.from('1.4998') })).toBe(true);
  });

  it('leaves a token, and an unknown gas price, to the other rules', () => {
    expect(exceedsSwapSpendable({ token: usdc('1'), gasPrice: GWEI, amount: BigDecimal.from('1') })).toBe(false);
    expect(exceedsSwapSpendable({ token: eth('1'), gasPrice: undefined, amount: BigDecimal.from('1') })).toBe(false);
  });
});
