import { describe, expect, it } from 'vitest';
import { bitcoinSpendable, checkBitcoinSendForm, satoshisToBtc, validateBitcoinTransfer } from './validateBitcoinTransfer.js';

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const facts = { fee: 627n, spendable: 100_000n, minimumAmount: 294n };

describe('checkBitcoinSendForm', () => {
  it("takes up to 8 decimals (trailing zeros aside) and an address of the network's kind", () => {
    expect(checkBitcoinSendForm({ amount: '0.00000001', receiverAddress: 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4', caipNetworkId: REGTEST })).toBeUndefined();
    expect(checkBitcoinSendForm({ amount: '1.1000000000', receiverAddress: 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4', caipNetworkId: REGTEST })).toBeUndefined();
    expect(checkBitcoinSendForm({ amount: '0.000000001', receiverAddress: 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4', caipNetworkId: REGTEST })?.code).toBe('INCORRECT_AMOUNT');
  });

  it('names a testnet address on regtest, and refuses a network without address rules', () => {
    const testnet = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
    expect(checkBitcoinSendForm({ amount: '1', receiverAddress: testnet, caipNetworkId: REGTEST })).toMatchObject({
      code: 'INVALID_ADDRESS',
      details: `${testnet} is a Bitcoin testnet address; ${REGTEST} takes regtest addresses`,
    });
    expect(checkBitcoinSendForm({ amount: '1', receiverAddress: testnet, caipNetworkId: 'bip122:ffffffffffffffffffffffffffffffff' })?.code).toBe('SEND_NAMESPACE_NOT_SUPPORTED');
  });
});

describe('validateBitcoinTransfer', () => {
  it('takes an amount that, with the fee, fits in the spendable coins', () => {
    expect(validateBitcoinTransfer({ amount: 100_000n - 627n, facts, symbol: 'BTC' })).toEqual({ ok: true });
  });

  it('refuses one satoshi more, naming the fee', () => {
    const result = validateBitcoinTransfer({ amount: 100_000n - 626n, facts, symbol: 'BTC' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'BITCOIN_INSUFFICIENT_FUNDS', shortMessage: 'Insufficient balance for this amount and the 0.00000627 BTC network fee', details: '0.00100001 BTC needed, 0.001 BTC spendable' },
    });
  });

  it('refuses dust first', () => {
    expect(validateBitcoinTransfer({ amount: 293n, facts, symbol: 'BTC' })).toMatchObject({
      ok: false,
      error: { code: 'BITCOIN_AMOUNT_BELOW_DUST', shortMessage: 'A Bitcoin payment must send at least 0.00000294 BTC' },
    });
  });
});

describe('bitcoinSpendable and satoshisToBtc', () => {
  it('is every coin less the fee, never below 0; satoshis print as BTC without trailing zeros', () => {
    expect(bitcoinSpendable({ spendable: 100_000n, fee: 627n })).toBe(99_373n);
    expect(bitcoinSpendable({ spendable: 500n, fee: 627n })).toBe(0n);
    expect(satoshisToBtc(294n)).toBe('0.00000294');
    expect(satoshisToBtc(100_000_000n)).toBe('1');
    expect(satoshisToBtc(2_100_000_000_000_000n)).toBe('21000000');
  });
});
