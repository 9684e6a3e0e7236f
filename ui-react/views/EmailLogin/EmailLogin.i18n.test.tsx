/**
 * Every text of EmailLogin comes from the catalogue: drawn in the pseudo-language (each entry wrapped in
 * ⟦ ⟧), nothing a visitor reads is left in English but the address: sending, refused, and the bare field.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { EMAIL, hasAlert } from './testing/embeddedWorld.js';
import { renderPseudoEmbeddedWorld, untranslatedInView } from './testing/pseudoEmbedded.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('EmailLogin in another language', () => {
  it('draws the sending status from the catalogue only', async () => {
    const { core, frame } = await renderPseudoEmbeddedWorld();
    frame.hang('CONNECT_EMAIL');
    act(() => core.modal.open({ view: 'EmailLogin', data: { email: EMAIL } }));
    await settle();
    expect(modal().getByText(`⟦Sending a code to ${EMAIL}⟧`)).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);
  });

  it('draws a refused address and the bare field from the catalogue only', async () => {
    const { core } = await renderPseudoEmbeddedWorld();
    act(() => core.modal.open({ view: 'EmailLogin', data: { email: 'not-an-email' } }));
    await settle();
    expect(hasAlert('⟦Enter a valid email address⟧')).toBe(true);
    expect(untranslatedInView({ allowed: ['not-an-email'] })).toEqual([]);

    act(() => core.router.replace('EmailLogin'));
    await settle();
    expect(modal().getByLabelText('⟦Email⟧')).toBeTruthy();
    expect(untranslatedInView({ allowed: ['not-an-email'] })).toEqual([]);
  });
});
