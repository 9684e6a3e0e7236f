/**
 * Every text of the Buy views comes from the catalogue: drawn in the pseudo-language (each entry wrapped in
 * ⟦ ⟧), nothing a visitor reads in the view is left in English but names, symbols and figures.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { untranslatedText, usePseudoLocale } from '../../../tests/fakes/pseudo-locale.js';
import { settle } from '../../testing/shadow.js';
import { prefetchViews } from '../prefetch.js';
import { getQuotesButton, openBuy } from './testing/openBuy.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** What the Buy views show as given: providers, tokens, networks, currencies and figures. */
const AS_GIVEN = ['Meld', 'Coinbase', 'USDC', 'ETH', 'USD', 'EUR', /^Walletport Devnet [AB]$/, /^[\d.,]+ [A-Z]+$/];

/** Types the amount and asks for quotes, finding the field by its role (its name is in the pseudo-language). */
async function quote(amount: string): Promise<void> {
  fireEvent.change(view().querySelector('input[inputmode="decimal"]') as HTMLInputElement, { target: { value: amount } });
  fireEvent.click(getQuotesButton());
  await settle();
}

const view = () => document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector('.wp-view') as Element;

describe('the Buy views in another language', () => {
  it('draws Buy and OnRampProviders from the catalogue only, the limits and the amount error included', async () => {
    const world = await openBuy();
    act(() => usePseudoLocale(world.client));
    await settle();
    expect(untranslatedText(view(), { allowed: AS_GIVEN })).toEqual([]);
    await quote('1');
    // The amount check's message is the core's English, shown in the language.
    expect(world.core.onramp.snapshot.amountError).toMatch(/^Enter an amount between/);
    expect(untranslatedText(view(), { allowed: AS_GIVEN })).toEqual([]);
    await quote('50');
    expect(world.core.router.snapshot.view).toBe('OnRampProviders');
    expect(untranslatedText(view(), { allowed: AS_GIVEN })).toEqual([]);
  });
});
