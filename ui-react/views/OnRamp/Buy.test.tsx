/**
 * The Buy form in happy-dom against the real on-ramp use case over the fakes (the devstack provider's options
 * and quote rules: testing/onrampWorld.ts): the defaults, the limits said and enforced before any quote, the
 * choices, the fallback when the options call fails, and the keyboard.
 */
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { focused, modal, settle } from '../../testing/shadow.js';
import { prefetchViews } from '../prefetch.js';
import { amountInput, openBuy, quote } from './testing/openBuy.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const select = (name: string) => modal().getByRole('combobox', { name }) as HTMLSelectElement;
/** The amount's help text: the first element its aria-describedby names. */
const hint = () => {
  const root = amountInput().getRootNode() as ShadowRoot;
  return root.getElementById(amountInput().getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
};
const selectedText = (name: string) => select(name).selectedOptions[0]?.textContent;

describe('the Buy view', () => {
  it("opens from the Account view's Buy button as a named dialog: USDC on the active devnet, USD by card, focus on the amount", async () => {
    const { core, api } = await openBuy();
    expect(core.router.snapshot.view).toBe('Buy');
    expect(modal().getByRole('dialog', { name: 'Buy' })).toBeTruthy();
    expect(modal().getByRole('form', { name: 'Buy crypto' })).toBeTruthy();
    expect(selectedText('Buy')).toBe('USDC');
    expect(selectedText('Network')).toBe('Walletport Devnet A');
    expect([...select('Network').options].map((option) => option.textContent)).toEqual(['Walletport Devnet A', 'Walletport Devnet B']);
    expect(selectedText('Pay with')).toBe('USD');
    expect((modal().getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
    expect((modal().getByRole('radio', { name: 'Bank transfer' }) as HTMLInputElement).checked).toBe(false);
    expect(amountInput().getAttribute('inputmode')).toBe('decimal');
    expect(focused()).toBe(amountInput());
    expect(hint()).toBe('Between 20.00 and 5,000.00 USD');
    expect(modal().getByText('USD', { selector: '.wp-onramp-currency' })).toBeTruthy();
    expect(modal().queryByText(/unavailable/)).toBeNull();
    expect(api.callCount('getOnrampOptions')).toBe(1);
    expect(api.callCount('getOnrampQuote')).toBe(0);
  });

  it('refuses an amount outside the limits before any quote, saying both limits (read out, aria-invalid)', async () => {
    const { api, core } = await openBuy();
    await quote('19.99');
    const error = modal().getByText('Enter an amount between 20.00 and 5,000.00 USD');
    expect(error.getAttribute('aria-live')).toBe('polite');
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(amountInput().getAttribute('aria-describedby')).toContain(error.id);
    await quote('5000.01');
    expect(modal().getByText('Enter an amount between 20.00 and 5,000.00 USD')).toBeTruthy();
    await quote('');
    expect(modal().getByText('Enter an amount')).toBeTruthy();
    expect(api.callCount('getOnrampQuote')).toBe(0);
    expect(core.router.snapshot.view).toBe('Buy');
  });

  it('says the limits of the chosen method and currency: bank transfer and EUR have their own', async () => {
    const { api } = await openBuy();
    fireEvent.click(modal().getByRole('radio', { name: 'Bank transfer' }));
    await settle();
    expect(hint()).toBe('Between 50.00 and 20,000.00 USD');
    await quote('40');
    expect(modal().getByText('Enter an amount between 50.00 and 20,000.00 USD')).toBeTruthy();
    fireEvent.change(select('Pay with'), { target: { value: 'EUR' } });
    await settle();
    expect(hint()).toBe('Between 50.00 and 18,000.00 EUR');
    fireEvent.click(modal().getByRole('radio', { name: 'Card' }));
    await settle();
    expect(hint()).toBe('Between 20.00 and 4,500.00 EUR');
    expect(modal().getByText('EUR', { selector: '.wp-onramp-currency' })).toBeTruthy();
    expect(api.callCount('getOnrampQuote')).toBe(0);
  });

  it('asks for quotes of the token and network chosen, by the method chosen', async () => {
    const { api, core } = await openBuy();
    fireEvent.change(select('Buy'), { target: { value: 'eth' } });
    await settle();
    fireEvent.change(select('Network'), { target: { value: '31338' } });
    await settle();
    expect(selectedText('Buy')).toBe('ETH');
    expect(selectedText('Network')).toBe('Walletport Devnet B');
    fireEvent.click(modal().getByRole('radio', { name: 'Bank transfer' }));
    await quote('60');
    expect(core.router.snapshot.view).toBe('OnRampProviders');
    expect(api.calls.getOnrampQuote.map((call) => [call.provider, call.purchaseCurrency, call.network, call.amount, call.paymentMethod])).toEqual([
      ['meld', 'eth', 'walletport-devnet-b', '60.00', 'bank_account'],
      ['coinbase', 'eth', 'walletport-devnet-b', '60.00', 'bank_account'],
    ]);
  });

  it('is keyboard-complete: Enter in the amount asks for the quotes', async () => {
    const { core } = await openBuy();
    fireEvent.change(amountInput(), { target: { value: '50' } });
    // Enter in a field submits its form (the browser does it; happy-dom needs the submit itself).
    fireEvent.submit(modal().getByRole('form', { name: 'Buy crypto' }));
    await settle();
    expect(core.router.snapshot.view).toBe('OnRampProviders');
  });

  it('falls back to the standard limits when the options call fails, and says so', async () => {
    const { api } = await openBuy({ api: (fake) => fake.failAlways('getOnrampOptions') });
    const notice = modal().getByText('Purchase options are unavailable right now. Showing standard limits.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(hint()).toBe('Between 10.00 and 7,500.00 USD');
    expect(selectedText('Buy')).toBe('USDC');
    expect([...select('Network').options].map((option) => option.textContent)).toEqual(['Walletport Devnet A']);
    await quote('7600');
    expect(modal().getByText('Enter an amount between 10.00 and 7,500.00 USD')).toBeTruthy();
    expect(api.callCount('getOnrampQuote')).toBe(0);
  });

  it('shows a skeleton while the options load, with no form to press', async () => {
    await openBuy({ api: (fake) => void (fake.getOnrampOptions = () => new Promise(() => undefined)) });
    expect(modal().getByText('Loading purchase options')).toBeTruthy();
    expect(modal().queryByTestId('onramp-get-quotes')).toBeNull();
    expect(within(modal().getByRole('dialog', { name: 'Buy' })).queryByRole('textbox')).toBeNull();
  });
});

describe('the Buy view and the Account view', () => {
  it('goes back to the Account view and forgets the form; opened again it starts afresh', async () => {
    const { core } = await openBuy();
    fireEvent.change(amountInput(), { target: { value: '75' } });
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect(core.router.snapshot.view).toBe('Account');
    fireEvent.click(modal().getByRole('button', { name: 'Buy' }));
    await settle();
    expect(amountInput().value).toBe('');
  });
});
