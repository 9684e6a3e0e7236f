/**
 * The local on-ramp provider's quote figures (devstack/onramp/pricing.ts) for any amount, currency, method,
 * provider and asset: the provider's fee is inside SPEC.md's 1-2 % (up to the cent it is rounded to), subtotal
 * plus fees is the total, the tokens are the subtotal's worth rounded down to the smallest unit (never more),
 * and an amount outside the method's limits is refused naming the limit crossed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../devstack/onramp/catalogue.js';
import { PAYMENT_CURRENCIES, PAYMENT_METHODS } from '../../devstack/onramp/limits.js';
import { formatCents, parseCents, parseUnitsPlain } from '../../devstack/onramp/money.js';
import { priceQuote, PROVIDER_FEE_BPS, PROVIDERS } from '../../devstack/onramp/pricing.js';
import { UNREACHABLE_CHAINS } from '../../devstack/onramp/testing.js';

const runs = { numRuns: 300 };
const catalogue = buildCatalogue({ evm: UNREACHABLE_CHAINS.chains, solana: UNREACHABLE_CHAINS.solana });

const listing = fc.constantFrom(...catalogue.assets.flatMap((asset) => asset.listings.map(({ network }) => ({ asset, namespace: network.namespace }))));
const setting = fc.record({
  provider: fc.constantFrom(...PROVIDERS),
  currency: fc.constantFrom(...PAYMENT_CURRENCIES),
  method: fc.constantFrom(...PAYMENT_METHODS),
  listing,
});
/** An amount inside the setting's limits. */
const quoted = setting.chain((chosen) => {
  const { min, max } = chosen.currency.limits[chosen.method];
  return fc.bigInt({ min, max }).map((amount) => ({ ...chosen, amount }));
});

describe('the provider quote figures', () => {
  it('keep the fee within 1-2 %, add up to the total, and never deliver more than the subtotal buys', () => {
    fc.assert(
      fc.property(quoted, ({ provider, currency, method, listing: { asset, namespace }, amount }) => {
        const priced = priceQuote({ provider, asset, namespace, currency, method, amount });
        if (!('figures' in priced)) throw new Error('refused inside the limits');
        const { figures } = priced;
        const [total, subtotal, fee, network] = [figures.paymentTotal, figures.paymentSubtotal, figures.providerFee, figures.networkFee].map((text) => parseCents(text)!);
        expect(total).toBe(amount);
        expect(subtotal! + fee! + network!).toBe(total);
        // Within half a cent of the exact percentage, itself within 1-2 %.
        const bps = PROVIDER_FEE_BPS[provider];
        expect(bps >= 100n && bps <= 200n).toBe(true);
        expect(2n * 10_000n * fee! >= 2n * amount * bps - 10_000n && 2n * 10_000n * fee! <= 2n * amount * bps + 10_000n).toBe(true);
        // units * price <= subtotal's worth < (units + 1) * price, all scaled to integers.
        const units = parseUnitsPlain(figures.purchaseAmount, asset.decimals)!;
        expect(units.toString()).toBe(figures.purchaseUnits);
        const worth = subtotal! * currency.usdRate.numerator * 10n ** BigInt(asset.decimals);
        const unitPrice = 100n * currency.usdRate.denominator * asset.usdPrice;
        expect(units * unitPrice <= worth && worth < (units + 1n) * unitPrice).toBe(true);
      }),
      runs,
    );
  });

  it('refuse an amount outside the limits, naming the limit crossed', () => {
    const outside = setting.chain((chosen) => {
      const { min, max } = chosen.currency.limits[chosen.method];
      return fc.oneof(fc.bigInt({ min: 0n, max: min - 1n }), fc.bigInt({ min: max + 1n, max: max * 10n })).map((amount) => ({ ...chosen, amount }));
    });
    fc.assert(
      fc.property(outside, ({ provider, currency, method, listing: { asset, namespace }, amount }) => {
        const priced = priceQuote({ provider, asset, namespace, currency, method, amount });
        const { min, max } = currency.limits[method];
        expect(priced).toEqual({
          refusal:
            amount < min
              ? { error: 'amount_below_minimum', message: `The amount must be at least ${formatCents(min)} ${currency.id}`, limit: formatCents(min) }
              : { error: 'amount_above_maximum', message: `The amount must be at most ${formatCents(max)} ${currency.id}`, limit: formatCents(max) },
        });
      }),
      runs,
    );
  });

  it('read back every amount they write', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 99_999_999_999n }), (cents) => {
      expect(parseCents(formatCents(cents))).toBe(cents);
    }), runs);
  });
});
