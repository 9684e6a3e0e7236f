/**
 * Every text of the code step comes from the catalogue: drawn in the pseudo-language (each entry wrapped in
 * ⟦ ⟧), nothing a visitor reads is left in English but the address and the frame's own words: the step, a
 * short code, a wrong code and a refused resend.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { EMAIL, hasAlert } from '../EmailLogin/testing/embeddedWorld.js';
import { renderPseudoEmbeddedWorld, typePseudoCode, untranslatedInView } from '../EmailLogin/testing/pseudoEmbedded.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const FRAME_WORDS = 'Invalid code';

describe('EmailVerifyOtp in another language', () => {
  it('draws the code step and its failures from the catalogue only', async () => {
    const { core, frame } = await renderPseudoEmbeddedWorld();
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    act(() => core.modal.open({ view: 'EmailLogin', data: { email: EMAIL } }));
    await settle();
    expect(core.router.snapshot.view).toBe('EmailVerifyOtp');
    expect(modal().getByText(`⟦Enter the code we sent to ${EMAIL}.⟧`)).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);

    const field = modal().getByLabelText('⟦Verification code⟧') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.submit(field.form as HTMLFormElement);
    await settle();
    expect(hasAlert('⟦Enter the 6-digit code⟧')).toBe(true);
    expect(untranslatedInView()).toEqual([]);

    frame.fail('CONNECT_OTP', FRAME_WORDS);
    await typePseudoCode('111111');
    expect(hasAlert(FRAME_WORDS)).toBe(true);
    expect(untranslatedInView({ allowed: [FRAME_WORDS] })).toEqual([]);

    fireEvent.click(modal().getByRole('button', { name: '⟦Resend code⟧' }));
    await settle();
    expect(hasAlert('⟦Please try again after')).toBe(true);
    expect(untranslatedInView()).toEqual([]);
  });
});
