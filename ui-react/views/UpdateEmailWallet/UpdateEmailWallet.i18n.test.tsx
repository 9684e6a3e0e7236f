/**
 * Every text of the email change comes from the catalogue: drawn in the pseudo-language (each entry wrapped
 * in ⟦ ⟧), nothing a visitor reads is left in English but the addresses: the new address, its sending, and
 * the code from each address.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { connectEmbedded, EMAIL } from '../EmailLogin/testing/embeddedWorld.js';
import { renderPseudoEmbeddedWorld, typePseudoCode, untranslatedInView } from '../EmailLogin/testing/pseudoEmbedded.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const NEW_EMAIL = 'grace@example.com';

describe('the email change in another language', () => {
  it('draws the new address step and both code steps from the catalogue only', async () => {
    const world = await renderPseudoEmbeddedWorld();
    const { core, frame } = world;
    await connectEmbedded(world);
    frame.respond('UPDATE_EMAIL', { action: 'VERIFY_PRIMARY_OTP' });
    frame.respond('UPDATE_EMAIL_PRIMARY_OTP', undefined);
    frame.hang('UPDATE_EMAIL_SECONDARY_OTP');
    act(() => core.modal.open({ view: 'Account' }));
    act(() => core.router.push('UpdateEmailWallet'));
    await settle();
    expect(modal().getByText(`⟦Your email is ${EMAIL}. Enter the new one: we send a code to each address to confirm.⟧`)).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);

    fireEvent.change(modal().getByLabelText('⟦New email⟧'), { target: { value: NEW_EMAIL } });
    fireEvent.click(modal().getByRole('button', { name: '⟦Continue⟧' }));
    await settle();
    expect(core.router.snapshot.view).toBe('UpdateEmailPrimaryOtp');
    expect(modal().getByText(`⟦Enter the code we sent to ${EMAIL}.⟧`)).toBeTruthy();
    expect(untranslatedInView()).toEqual([]);

    await typePseudoCode('111111');
    expect(core.router.snapshot.view).toBe('UpdateEmailSecondaryOtp');
    expect(modal().getByText(`⟦Enter the code we sent to ${NEW_EMAIL}.⟧`)).toBeTruthy();
    expect(untranslatedInView({ allowed: [NEW_EMAIL] })).toEqual([]);
  });
});
