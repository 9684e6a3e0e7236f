/**
 * OnRampProviders in happy-dom against the real on-ramp use case over the fakes (the devstack provider's quote
 * rules: meld 1.50 %, coinbase 1.00 %, a 0.50 network fee): the cards side by side with every figure, 'Best
 * price' in words, the skeletons while quotes load, a provider without a quote, none at all, and a quote that
 * does not match the amount.
 */
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferred } from '../../../domain/usecases/shared/deferred.js';
import type { OnrampQuoteResponse } from '../../../domain/entities/api/blockchain-api.schema.js';
import { modal, settle } from '../../testing/shadow.js';
import { prefetchViews } from '../prefetch.js';
import { openBuy, quote } from './testing/openBuy.js';

/** The provider's honest quote (the shared fake's rules). */
const honestQuote = (params: Parameters<typeof fakeOnrampQuote>[1]) => fakeOnrampQuote(fakeOnrampOptions(), params, `honest-${params.provider}`);
import { fakeOnrampOptions, fakeOnrampQuote } from '../../../tests/fakes/onramp-provider.fake.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const quotes = () => modal().getByRole('list', { name: 'Quotes' });
const card = (provider: string) => within(quotes()).getByRole('listitem', { name: new RegExp(`^${provider}`) });
const figures = (provider: string) =>
  [...card(provider).querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

describe('the OnRampProviders view', () => {
  it('shows one card per provider side by side, with what arrives, the fees and the total; the best says so in words', async () => {
    const { core } = await openBuy();
    await quote('50');
    expect(core.router.snapshot.view).toBe('OnRampProviders');
    expect(modal().getByRole('dialog', { name: 'Choose Provider' })).toBeTruthy();
    expect(modal().getByText('For 50.00 USD of USDC on Walletport Devnet A')).toBeTruthy();
    expect(within(quotes()).getAllByRole('listitem').map((item) => item.querySelector('h3')?.textContent)).toEqual(['Meld', 'Coinbase']);
    expect(figures('Meld')).toEqual([
      ['You get', '48.75 USDC'],
      ['Provider fee', '0.75 USD'],
      ['Network fee', '0.50 USD'],
      ['Total', '50.00 USD'],
    ]);
    expect(figures('Coinbase')).toEqual([
      ['You get', '49 USDC'],
      ['Provider fee', '0.50 USD'],
      ['Network fee', '0.50 USD'],
      ['Total', '50.00 USD'],
    ]);
    expect(within(card('Coinbase')).getByText('Best price')).toBeTruthy();
    expect(within(card('Meld')).queryByText('Best price')).toBeNull();
    expect(within(card('Meld')).getByRole('button', { name: 'Buy with Meld' })).toBeTruthy();
    expect(within(card('Coinbase')).getByRole('button', { name: 'Buy with Coinbase' })).toBeTruthy();
    expect(modal().getByText('2 quotes ready').getAttribute('role')).toBe('status');
  });

  it('shows a skeleton per card while its quote loads, and fills each card as its quote lands', async () => {
    const meld = deferred<OnrampQuoteResponse>();
    const { api } = await openBuy({
      api: (fake) => {
        fake.onrampQuoteFor = (params) => (params.provider === 'meld' ? (meld.promise as unknown as OnrampQuoteResponse) : honestQuote(params));
      },
    });
    await quote('50');
    expect(card('Meld').getAttribute('aria-busy')).toBe('true');
    expect(within(card('Meld')).getByText('Getting a quote from Meld')).toBeTruthy();
    expect(card('Coinbase').getAttribute('aria-busy')).toBeNull();
    expect(figures('Coinbase')[0]).toEqual(['You get', '49 USDC']);
    // One quote is not better than another that is not there yet.
    expect(within(card('Coinbase')).queryByText('Best price')).toBeNull();
    meld.resolve(honestQuote(api.calls.getOnrampQuote[0]!));
    await settle();
    expect(card('Meld').getAttribute('aria-busy')).toBeNull();
    expect(figures('Meld')[0]).toEqual(['You get', '48.75 USDC']);
    expect(within(card('Coinbase')).getByText('Best price')).toBeTruthy();
  });

  it("says 'Quote unavailable' on a provider's card when its quote failed, and the quote that does not match the amount", async () => {
    await openBuy({
      api: (fake) => {
        fake.onrampQuoteFor = (params) => {
          if (params.provider === 'meld') throw new Error('meld is down');
          // A total that is not the amount asked for: the checkout would charge something else.
          const honest = honestQuote(params);
          return { ...honest, paymentTotal: { ...honest.paymentTotal, amount: '55.00' } };
        };
      },
    });
    await quote('50');
    expect(within(card('Meld')).getByText('Quote unavailable')).toBeTruthy();
    expect(within(card('Coinbase')).getByText('The quote did not match your amount')).toBeTruthy();
    expect(modal().queryByRole('button', { name: /^Buy with/ })).toBeNull();
    expect(modal().getByText('Could not get a quote. Please try again.').getAttribute('role')).toBe('alert');
  });

  it("asks again on 'Try again' after every quote failed", async () => {
    const { api } = await openBuy({ api: (fake) => fake.failNext('getOnrampQuote') });
    api.failNext('getOnrampQuote');
    await quote('50');
    expect(modal().getByText('Could not get a quote. Please try again.').getAttribute('role')).toBe('alert');
    expect(within(quotes()).getAllByText('Quote unavailable')).toHaveLength(2);
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await settle();
    expect(api.callCount('getOnrampQuote')).toBe(4);
    expect(modal().queryByText('Could not get a quote. Please try again.')).toBeNull();
    expect(within(card('Coinbase')).getByText('Best price')).toBeTruthy();
  });

  it('goes back to the form with Back, the amount kept', async () => {
    const { core } = await openBuy();
    await quote('50');
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Buy');
    expect((modal().getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('50');
  });
});
