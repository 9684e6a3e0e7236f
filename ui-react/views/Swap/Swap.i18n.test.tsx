/**
 * Every text of the swap views comes from the catalogue: drawn in the pseudo-language (each entry wrapped in
 * ⟦ ⟧), nothing a visitor reads in the view is left in English but token names, symbols and figures.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../../domain/entities/constants.js';
import { FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { untranslatedText, usePseudoLocale } from '../../../tests/fakes/pseudo-locale.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderWorld } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';
import { prepareSwapApi } from './testing/swapWorld.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** What the swap views show as given: token names and symbols, dollar figures, prices and percentages. */
// A token without a logo shows its initial.
const AS_GIVEN = [/^[A-Z]$/, 'ETH', 'USDC', 'DAI', 'WBTC', 'Ether', 'USD Coin', 'Dai Stablecoin', 'Wrapped Bitcoin', /^\$[\d,.]+$/, /^[\d.,]+ [A-Z]+( = [\d.,]+ [A-Z]+)?$/, /^[\d.,]+%$/];

const view = () => document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector('.wp-view') as Element;

async function openQuotedSwap() {
  const api = new FakeBlockchainApi();
  prepareSwapApi(api);
  const world = await renderWorld({ ports: { blockchainApi: api } });
  act(() => usePseudoLocale(world.client));
  act(() => world.core.modal.open({ view: 'Swap', data: { swap: { amount: '0.5', fromToken: 'ETH', toToken: 'USDC' } } }));
  await settle();
  await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
  await settle();
  return world;
}

describe('the swap views in another language', () => {
  it('draws Swap, SwapPreview and SwapSelectToken from the catalogue only', async () => {
    const world = await openQuotedSwap();
    expect(world.core.router.snapshot.view).toBe('Swap');
    expect(untranslatedText(view(), { allowed: AS_GIVEN })).toEqual([]);

    fireEvent.click(modal().getByTestId('swap-action'));
    await settle();
    expect(world.core.router.snapshot.view).toBe('SwapPreview');
    expect(untranslatedText(view(), { allowed: AS_GIVEN })).toEqual([]);

    act(() => world.core.router.goBack());
    await settle();
    act(() => world.core.router.push('SwapSelectToken', { swapTarget: 'toToken' }));
    await settle();
    expect(untranslatedText(view(), { allowed: AS_GIVEN })).toEqual([]);
  });
});
