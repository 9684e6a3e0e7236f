/** Name Registered in the pseudo-language and in English: the sentence around the name comes from the catalogue. */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';
import { renderWorld } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';

beforeAll(() => prefetchViews(), 30_000);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('RegisterAccountNameSuccess', () => {
  it('shows the name large and the rest of the sentence under it in English', async () => {
    const world = await renderWorld();
    act(() => world.core.open({ view: 'RegisterAccountNameSuccess' }));
    await settle();
    expect(modal().getByTestId('registered-name').textContent).toBe('Your name');
    expect(modal().getByText('is now the name of this account.')).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Back to account' })).toBeTruthy();
  });

  it('shows the whole sentence where the language does not start it with the name', async () => {
    const world = await renderPseudoWorld();
    act(() => world.core.open({ view: 'RegisterAccountNameSuccess' }));
    await settle();
    expect(modal().getByTestId('registered-name').textContent).toBe('⟦Your name⟧');
    expect(modal().getByText('⟦⟦Your name⟧ is now the name of this account.⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-name-success')).toEqual([]);
  });
});
