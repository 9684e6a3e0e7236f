import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { modal, settle } from '../../testing/shadow.js';
import { alertTexts, connectEmbedded, EMAIL, hasAlert, renderEmbeddedWorld, typeCode } from '../EmailLogin/testing/embeddedWorld.js';
import { NEW_EMAIL_LABEL } from './UpdateEmailWallet.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const NEW_EMAIL = 'grace@example.com';

/** Connected with the email wallet, on its page (ProfileWallets) over Account, the change started there. */
async function onNewEmailStep() {
  const world = await renderEmbeddedWorld();
  await connectEmbedded(world);
  world.frame.respond('UPDATE_EMAIL', { action: 'VERIFY_PRIMARY_OTP' });
  world.frame.respond('UPDATE_EMAIL_PRIMARY_OTP', undefined);
  world.frame.respond('UPDATE_EMAIL_SECONDARY_OTP', { newEmail: NEW_EMAIL });
  act(() => world.core.modal.open({ view: 'Account' }));
  act(() => world.core.router.push('ProfileWallets'));
  await settle();
  fireEvent.click(modal().getByRole('button', { name: 'Change email' }));
  await settle();
  return world;
}

async function sendNewEmail(email = NEW_EMAIL) {
  fireEvent.change(modal().getByLabelText(NEW_EMAIL_LABEL), { target: { value: email } });
  fireEvent.click(modal().getByRole('button', { name: 'Continue' }));
  await settle();
}

describe('the email change (UpdateEmailWallet -> UpdateEmailPrimaryOtp -> UpdateEmailSecondaryOtp)', () => {
  it('confirms the change with a code from each address, then goes back to the wallet page with the new email', async () => {
    const { core, frame } = await onNewEmailStep();
    expect(modal().getByRole('dialog', { name: 'Edit Email' })).toBeTruthy();
    await sendNewEmail();
    expect(frame.requestsOf('UPDATE_EMAIL')[0]?.payload).toEqual({ email: NEW_EMAIL });
    expect(modal().getByRole('dialog', { name: 'Confirm Current Email' })).toBeTruthy();
    expect(modal().getByText(`Enter the code we sent to ${EMAIL}.`)).toBeTruthy();

    await typeCode('111111');
    expect(frame.requestsOf('UPDATE_EMAIL_PRIMARY_OTP')[0]?.payload).toEqual({ otp: '111111' });
    expect(modal().getByRole('dialog', { name: 'Confirm New Email' })).toBeTruthy();
    expect(modal().getByText(`Enter the code we sent to ${NEW_EMAIL}.`)).toBeTruthy();

    await typeCode('222222');
    expect(frame.requestsOf('UPDATE_EMAIL_SECONDARY_OTP')[0]?.payload).toEqual({ otp: '222222' });
    expect(core.router.snapshot.view).toBe('ProfileWallets');
    expect(modal().getByText(NEW_EMAIL)).toBeTruthy();
    expect(modal().getByText('Email updated')).toBeTruthy();
    expect(core.embeddedWallet?.snapshot.email).toBe(NEW_EMAIL);
  });

  it('says a wrong code in the words of the frame and takes the next one', async () => {
    const { core, frame } = await onNewEmailStep();
    await sendNewEmail();
    frame.fail('UPDATE_EMAIL_PRIMARY_OTP', 'Invalid code');
    await typeCode('999999');
    expect(hasAlert('Invalid code')).toBe(true);
    expect((modal().getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    frame.respond('UPDATE_EMAIL_PRIMARY_OTP', undefined);
    await typeCode('111111');
    expect(core.router.snapshot.view).toBe('UpdateEmailSecondaryOtp');
  });

  it('shows a status while the new address is sent, and refuses the current address in an alert', async () => {
    const { frame } = await onNewEmailStep();
    await sendNewEmail(EMAIL.toUpperCase());
    expect(hasAlert('This is already your email')).toBe(true);
    expect(frame.requestsOf('UPDATE_EMAIL')).toEqual([]);

    frame.hang('UPDATE_EMAIL');
    await sendNewEmail();
    expect(alertTexts()).toEqual([]);
    expect(modal().getAllByRole('status').some((status) => status.textContent?.includes(`Sending a code to ${EMAIL}`))).toBe(true);
  });

  it("starts afresh from 'Change email', and Back from a code step keeps the new address", async () => {
    const { core } = await onNewEmailStep();
    await sendNewEmail(EMAIL);
    expect(hasAlert('This is already your email')).toBe(true);
    act(() => core.router.goBack());
    await settle();
    fireEvent.click(modal().getByRole('button', { name: 'Change email' }));
    await settle();
    expect(alertTexts()).toEqual([]);
    expect((modal().getByLabelText(NEW_EMAIL_LABEL) as HTMLInputElement).value).toBe('');

    await sendNewEmail();
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect((modal().getByLabelText(NEW_EMAIL_LABEL) as HTMLInputElement).value).toBe(NEW_EMAIL);
  });

  it("'Resend code' sends the change again, which mails a new first code", async () => {
    const { core, frame } = await onNewEmailStep();
    await sendNewEmail();
    fireEvent.click(modal().getByRole('button', { name: 'Resend code' }));
    await settle();
    expect(frame.requestsOf('UPDATE_EMAIL')).toHaveLength(2);
    expect(core.router.snapshot.view).toBe('UpdateEmailPrimaryOtp');
    expect(core.router.snapshot.history.map((entry) => entry.view)).toEqual(['Account', 'ProfileWallets', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp']);
  });
});
