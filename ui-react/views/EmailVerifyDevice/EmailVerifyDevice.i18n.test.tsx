/**
 * Every text of EmailVerifyDevice comes from the catalogue: drawn in the pseudo-language (each entry wrapped
 * in ⟦ ⟧), nothing a visitor reads is left in English but the address and the frame's own words, while
 * waiting, inside the cooldown and after a failure.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { EMAIL, hasAlert } from '../EmailLogin/testing/embeddedWorld.js';
import { renderPseudoEmbeddedWorld, untranslatedInView } from '../EmailLogin/testing/pseudoEmbedded.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const FRAME_WORDS = 'Link expired';

describe('EmailVerifyDevice in another language', () => {
  it('draws the waiting step, the cooldown and a failure from the catalogue only', async () => {
    const { core, frame, scheduler } = await renderPseudoEmbeddedWorld();
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_DEVICE' });
    frame.hang('CONNECT_DEVICE');
    act(() => core.modal.open({ view: 'EmailLogin', data: { email: EMAIL } }));
    await settle();
    expect(core.router.snapshot.view).toBe('EmailVerifyDevice');
    expect(modal().getByText('⟦Register this device⟧')).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);

    frame.fail('CONNECT_DEVICE', FRAME_WORDS);
    scheduler.advance(10_000);
    fireEvent.click(modal().getByRole('button', { name: '⟦Send a new link⟧' }));
    await settle();
    expect(hasAlert('⟦Please try again after 20 seconds⟧')).toBe(true);
    expect(untranslatedInView()).toEqual([]);

    scheduler.advance(20_000);
    fireEvent.click(modal().getByRole('button', { name: '⟦Send a new link⟧' }));
    await settle();
    expect(hasAlert(FRAME_WORDS)).toBe(true);
    expect(modal().getByText(`⟦We could not confirm this device for ${EMAIL}. Ask for a new link to try again.⟧`)).toBeTruthy();
    expect(untranslatedInView({ allowed: [FRAME_WORDS] })).toEqual([]);
  });
});
