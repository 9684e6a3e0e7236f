/**
 * Choose Name in the pseudo-language: the way there from Account, the field, the hint, every status line,
 * suggestions and the buttons come from the catalogue; names are shown as given.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS } from '../../../domain/entities/constants.js';
import { walletportDevnetA, walletportDevnetB } from '../../../domain/entities/network/chains/walletportDevnets.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';
import { prefetchViews } from '../prefetch.js';
import { TAKEN_NAME } from './testing/taken-name.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const ALLOWED = ['.reown.id', /^alice\d*\.reown\.id$/];

describe('RegisterAccountName in another language', () => {
  it('draws the form, its status lines and the suggestions from the catalogue', async () => {
    const world = await renderPseudoWorld({ options: { networks: [walletportDevnetB, walletportDevnetA] } });
    act(() => world.core.open({ view: 'Account' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: '⟦Choose a name⟧' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('RegisterAccountName');
    const field = modal().getByRole('textbox', { name: '⟦Name⟧' }) as HTMLInputElement;
    expect(field.placeholder).toBe('⟦Choose a name⟧');
    expect(untranslatedIn('.wp-name', { allowed: ALLOWED })).toEqual([]);

    const type = async (value: string) => {
      fireEvent.change(field, { target: { value } });
      await settle();
      await act(async () => world.scheduler.advanceAsync(DEFAULT_DEBOUNCE_MS));
      await settle();
    };
    const status = () => modal().getByRole('dialog').querySelector('.wp-name-status')?.textContent;
    await type('ab');
    expect(status()).toBe('⟦Letters, digits and hyphens only, at least 4 characters⟧');
    world.ports.blockchainApi.setName(TAKEN_NAME);
    await type('alice1');
    expect(status()).toBe('⟦alice1.reown.id is taken⟧');
    expect(untranslatedIn('.wp-name', { allowed: ALLOWED })).toEqual([]);
    await type('alice');
    expect(status()).toBe('⟦alice.reown.id is available⟧');
    expect(modal().getByRole('region', { name: '⟦Suggestions⟧' })).toBeTruthy();
    expect(modal().getByRole('button', { name: '⟦Register⟧' })).toBeTruthy();
    expect(untranslatedIn('.wp-name', { allowed: ALLOWED })).toEqual([]);
  });
});
