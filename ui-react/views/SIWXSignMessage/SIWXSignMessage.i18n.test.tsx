/**
 * Every text of the sign-in prompt comes from the catalogue: drawn in the pseudo-language (each entry wrapped
 * in ⟦ ⟧), nothing a visitor reads is left in English but the page's and the wallet's names: the prompt of a
 * required sign-in, a refused signature, and the view on a page without sign-in.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeSiwx } from '../../../tests/fakes/siwx.fake.js';
import { modal, settle } from '../../testing/shadow.js';
import { renderPseudoWorld, untranslatedIn } from '../Account/testing/pseudo.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const METADATA = { name: 'Example Dapp', description: 'An example', url: 'https://app.example', icons: [] };
/** The page's name and initial (it has no icon). */
const AS_GIVEN = ['E'];

describe('the sign-in prompt in another language', () => {
  it('draws a required sign-in and a refused signature from the catalogue only', async () => {
    const siwx = new FakeSiwx({ required: true });
    const world = await renderPseudoWorld({ options: { siwx, metadata: METADATA } });
    await act(async () => world.scheduler.advanceAsync(0));
    await settle();
    expect(world.core.router.snapshot.view).toBe('SIWXSignMessage');
    expect(modal().getByText('⟦Example Dapp needs to connect to your wallet⟧')).toBeTruthy();
    expect(modal().getByText('⟦Canceling will disconnect you.⟧')).toBeTruthy();
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);

    world.chainAdapter.failSignWith = new Error('User rejected the request.');
    fireEvent.click(modal().getByRole('button', { name: '⟦Sign⟧' }));
    await settle();
    expect(modal().getByRole('dialog').querySelector('.wp-siwx-error')?.textContent).toBe('⟦Signature declined⟧');
    expect(untranslatedIn('.wp-view', { allowed: AS_GIVEN })).toEqual([]);
  });

  it('says in the catalogue\'s words when the page has no sign-in', async () => {
    const { core } = await renderPseudoWorld();
    act(() => core.modal.open({ view: 'SIWXSignMessage' }));
    await settle();
    expect(modal().getByText('⟦Sign-in is not set up on this page.⟧')).toBeTruthy();
  });
});
