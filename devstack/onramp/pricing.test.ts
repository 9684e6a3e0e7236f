/** Money, limits, the quote figures and the quote book's expiry, as plain functions. */
import { describe, expect, it } from 'vitest';
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import { buildCatalogue, findAsset, findNetwork } from './catalogue.js';
import { checkLimits, findPaymentCurrency } from './limits.js';
import { formatCents, formatUnitsPlain, parseCents, parseUnitsPlain, percentOfCents } from './money.js';
import { priceQuote } from './pricing.js';
import { QUOTE_TTL_MS, QuoteBook } from './quote-book.js';
import { UNREACHABLE_CHAINS } from './testing.js';

const catalogue = buildCatalogue({ evm: UNREACHABLE_CHAINS.chains, solana: UNREACHABLE_CHAINS.solana });
const usd = findPaymentCurrency('usd')!;
const eur = findPaymentCurrency('EUR')!;
const usdc = findAsset(catalogue, 'USDC')!;

describe('money', () => {
  it('reads amounts with at most 2 decimals as cents, and nothing else', () => {
    expect([parseCents('50'), parseCents('50.5'), parseCents('50.05'), parseCents('0.01')]).toEqual([5000n, 5050n, 5005n, 1n]);
    for (const text of ['', '50.', '.5', '50.001', '-1', '+1', '1e3', ' 50', '5,0', '1234567890']) expect(parseCents(text)).toBeUndefined();
  });

  it('formats cents and token units', () => {
    expect([formatCents(0n), formatCents(5n), formatCents(123456n)]).toEqual(['0.00', '0.05', '1234.56']);
    expect([formatUnitsPlain(49_000_000n, 6), formatUnitsPlain(48_750_000n, 6), formatUnitsPlain(1n, 18)]).toEqual(['49', '48.75', '0.000000000000000001']);
    expect([parseUnitsPlain('48.75', 6), parseUnitsPlain('1.0000001', 6)]).toEqual([48_750_000n, undefined]);
  });

  it('rounds a percentage half up to the cent', () => {
    expect(percentOfCents(5000n, 150n)).toBe(75n);
    expect(percentOfCents(2033n, 150n)).toBe(30n); // 30.495 cents
    expect(percentOfCents(2100n, 150n)).toBe(32n); // 31.5 cents, half up
    expect(percentOfCents(2050n, 100n)).toBe(21n); // 20.5 cents, half up
  });
});

describe('limits', () => {
  it('names the limit crossed, inclusive at both ends', () => {
    expect(checkLimits(usd, 'card', 2000n)).toBeUndefined();
    expect(checkLimits(usd, 'card', 500000n)).toBeUndefined();
    expect(checkLimits(usd, 'card', 1999n)).toEqual({ error: 'amount_below_minimum', message: 'The amount must be at least 20.00 USD', limit: '20.00' });
    expect(checkLimits(eur, 'bank_account', 1800001n)).toEqual({ error: 'amount_above_maximum', message: 'The amount must be at most 18000.00 EUR', limit: '18000.00' });
    expect(findPaymentCurrency('GBP')).toBeUndefined();
  });
});

describe('the quote figures', () => {
  const price = (overrides: Partial<Parameters<typeof priceQuote>[0]>) =>
    priceQuote({ provider: 'coinbase', asset: usdc, namespace: 'eip155', currency: usd, method: 'card', amount: 5000n, ...overrides });

  it('takes the provider fee and the network fee from the total', () => {
    expect(price({})).toEqual({
      figures: { paymentTotal: '50.00', paymentSubtotal: '49.00', providerFee: '0.50', networkFee: '0.50', purchaseAmount: '49', purchaseUnits: '49000000' },
    });
    expect(price({ provider: 'meld' })).toMatchObject({ figures: { providerFee: '0.75', paymentSubtotal: '48.75', purchaseAmount: '48.75' } });
    expect(price({ namespace: 'solana' })).toMatchObject({ figures: { networkFee: '0.05', paymentSubtotal: '49.45' } });
  });

  it('converts euros at 1.08 USD and rounds the tokens down', () => {
    // 49.00 EUR = 52.92 USD of USDC.
    expect(price({ currency: eur })).toMatchObject({ figures: { purchaseAmount: '52.92' } });
    // 49.00 USD at 3000 USD per ETH = 0.0163333… ETH, cut at 18 decimals.
    expect(price({ asset: findAsset(catalogue, 'eth')! })).toMatchObject({ figures: { purchaseAmount: '0.016333333333333333' } });
  });

  it('refuses amounts outside the method limits', () => {
    expect(price({ method: 'bank_account', amount: 4999n })).toEqual({ refusal: expect.objectContaining({ error: 'amount_below_minimum', limit: '50.00' }) });
  });
});

describe('the catalogue', () => {
  it('finds networks by name or CAIP-2 id and assets by id or symbol', () => {
    expect(findNetwork(catalogue, 'eip155:31338')?.name).toBe('walletport-devnet-b');
    expect(findNetwork(catalogue, SOLANA_DEVSTACK_CAIP2)?.name).toBe('walletport-solana');
    expect(findNetwork(catalogue, 'eip155:31339')).toBeUndefined();
    expect(findAsset(catalogue, 'sol')?.symbol).toBe('SOL');
    expect(findAsset(catalogue, 'WETH')).toBeUndefined();
  });
});

describe('the quote book', () => {
  it('keeps a quote ten minutes', () => {
    let now = 1_000;
    const book = new QuoteBook(() => now);
    const quote = book.add({ provider: 'meld', assetId: 'usdc', network: 'walletport-devnet-a', paymentCurrency: 'USD', paymentMethod: 'card', figures: price() });
    now += QUOTE_TTL_MS - 1;
    expect(book.get(quote.quoteId)).toBe(quote);
    now += 1;
    expect(book.get(quote.quoteId)).toBeUndefined();
  });
});

function price() {
  const priced = priceQuote({ provider: 'meld', asset: usdc, namespace: 'eip155', currency: usd, method: 'card', amount: 5000n });
  if (!('figures' in priced)) throw new Error('expected figures');
  return priced.figures;
}
