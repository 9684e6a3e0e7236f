/** getQuotes: the amount checked before any quote, one checked quote per provider side by side, each failure said. */
import { describe, expect, it } from 'vitest';
import type { OnrampQuoteResponse } from '../../entities/api/blockchain-api.schema.js';
import { onrampWorldsDisposedAfterEach } from './testing/onrampWorld.js';

const world = onrampWorldsDisposedAfterEach();

describe('asking for quotes', () => {
  it('refuses an amount outside the limits, or none, before any quote, naming both limits', async () => {
    const created = world();
    await created.openBuy();
    const cases = [
      ['', 'Enter an amount'],
      ['0', 'Enter an amount'],
      ['abc', 'Enter an amount'],
      ['19.99', 'Enter an amount between 20.00 and 5,000.00 USD'],
      ['5000.01', 'Enter an amount between 20.00 and 5,000.00 USD'],
      ['50.005', 'Enter an amount with at most 2 decimals'],
    ] as const;
    for (const [amount, message] of cases) {
      created.onramp.setAmount(amount);
      await created.onramp.getQuotes();
      expect(created.onramp.snapshot.amountError, amount).toBe(message);
    }
    created.onramp.setPaymentMethod('bank_account');
    created.onramp.setAmount('40');
    await created.onramp.getQuotes();
    expect(created.onramp.snapshot.amountError).toBe('Enter an amount between 50.00 and 20,000.00 USD');
    expect(created.api.callCount('getOnrampQuote')).toBe(0);
    expect(created.pushes.map((push) => push.view)).toEqual(['Buy']);
  });

  it('shows OnRampProviders with both quotes, in provider order, checked and with their fees', async () => {
    const created = world();
    await created.quoted('50');
    expect(created.router.snapshot.view).toBe('OnRampProviders');
    const { quotes, quoteLoading, quoteError } = created.onramp.snapshot;
    expect({ quoteLoading, quoteError }).toEqual({ quoteLoading: false, quoteError: undefined });
    expect(quotes).toEqual([
      {
        provider: 'meld',
        status: 'ready',
        quote: {
          provider: 'meld',
          quoteId: 'quote-1',
          paymentTotal: '50.00',
          paymentSubtotal: '48.75',
          providerFee: '0.75',
          networkFee: '0.50',
          fees: '1.25',
          purchaseAmount: '48.75',
          paymentCurrency: 'USD',
          purchaseSymbol: 'USDC',
        },
      },
      expect.objectContaining({ provider: 'coinbase', status: 'ready', quote: expect.objectContaining({ purchaseAmount: '49', fees: '1.00' }) }),
    ]);
    expect(created.api.calls.getOnrampQuote).toEqual([
      { purchaseCurrency: 'usdc', paymentCurrency: 'USD', amount: '50.00', network: 'walletport-devnet-a', provider: 'meld', paymentMethod: 'card' },
      { purchaseCurrency: 'usdc', paymentCurrency: 'USD', amount: '50.00', network: 'walletport-devnet-a', provider: 'coinbase', paymentMethod: 'card' },
    ]);
  });

  it("shows each provider's row loading until its quote arrives", async () => {
    const created = world();
    await created.openBuy();
    created.onramp.setAmount('50');
    const asked = created.onramp.getQuotes();
    expect(created.onramp.snapshot.quoteLoading).toBe(true);
    expect(created.onramp.snapshot.quotes.map((row) => row.status)).toEqual(['loading', 'loading']);
    await asked;
    expect(created.onramp.snapshot.quotes.map((row) => row.status)).toEqual(['ready', 'ready']);
  });

  it("says 'Quote unavailable' on a provider whose quote failed, and keeps the other", async () => {
    const created = world();
    created.api.failNext('getOnrampQuote');
    await created.quoted('50');
    expect(created.onramp.snapshot.quotes).toEqual([
      { provider: 'meld', status: 'failed', error: 'Quote unavailable' },
      expect.objectContaining({ provider: 'coinbase', status: 'ready' }),
    ]);
    expect(created.onramp.snapshot.quoteError).toBeUndefined();
  });

  it('says to try again when every quote failed, and a retry asks each provider once more', async () => {
    const created = world();
    created.api.failAlways('getOnrampQuote');
    await created.quoted('50');
    expect(created.onramp.snapshot).toMatchObject({ quoteLoading: false, quoteError: 'Could not get a quote. Please try again.' });
    created.api.heal();
    await created.onramp.getQuotes();
    expect(created.onramp.snapshot.quoteError).toBeUndefined();
    expect(created.api.callCount('getOnrampQuote')).toBe(4);
    expect(created.pushes.map((push) => push.view)).toEqual(['Buy', 'OnRampProviders', 'OnRampProviders']);
    expect(created.router.snapshot.history.map((entry) => entry.view)).toEqual(['Account', 'Buy', 'OnRampProviders']);
  });

  it('refuses a quote that does not match the amount asked for (fee out of range, wrong total, wrong token)', async () => {
    const tamper = [
      (quote: OnrampQuoteResponse) => ({ ...quote, providerFee: { amount: '5.00', currency: 'USD' } }),
      (quote: OnrampQuoteResponse) => ({ ...quote, paymentTotal: { amount: '55.00', currency: 'USD' } }),
      (quote: OnrampQuoteResponse) => ({ ...quote, purchaseAmount: { amount: '49', currency: 'USDT' } }),
    ];
    for (const change of tamper) {
      const created = world();
      const honest = created.api.onrampQuoteFor;
      created.api.onrampQuoteFor = (params) => (params.provider === 'meld' ? change(honest(params)) : honest(params));
      await created.quoted('50');
      expect(created.onramp.snapshot.quotes[0]).toEqual({ provider: 'meld', status: 'failed', error: 'The quote did not match your amount' });
      expect(created.onramp.snapshot.quotes[1]?.status).toBe('ready');
    }
  });

  it('lets quotes for an earlier amount change nothing', async () => {
    const created = world();
    await created.openBuy();
    created.onramp.setAmount('50');
    const first = created.onramp.getQuotes();
    created.onramp.setAmount('60');
    await first;
    expect(created.onramp.snapshot).toMatchObject({ quotes: [], quoteLoading: false, amount: '60' });
  });

  it('quotes on the fallback network by its CAIP-2 id while only the options call is down', async () => {
    const created = world();
    created.api.failNext('getOnrampOptions');
    await created.openBuy();
    created.onramp.setAmount('50');
    await created.onramp.getQuotes();
    expect(created.api.calls.getOnrampQuote.map((call) => [call.network, call.purchaseCurrency])).toEqual([
      ['eip155:31337', 'USDC'],
      ['eip155:31337', 'USDC'],
    ]);
    expect(created.onramp.snapshot.quotes.map((row) => row.status)).toEqual(['ready', 'ready']);
  });
});
