import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { focused, modal, settle } from '../../testing/shadow.js';
import { alertTexts, EMAIL, hasAlert, renderEmbeddedWorld, submitEmailOnConnect, typeCode } from '../EmailLogin/testing/embeddedWorld.js';
import { INCOMPLETE_CODE_MESSAGE, OTP_FIELD_LABEL } from './OtpStep.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** A device the secure site knows: the address goes straight to the code. */
async function onCodeStep() {
  const world = await renderEmbeddedWorld();
  world.frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
  await submitEmailOnConnect(world);
  return world;
}

const field = () => modal().getByLabelText(OTP_FIELD_LABEL) as HTMLInputElement;

describe('the EmailVerifyOtp view', () => {
  it('goes straight to the code on a known device, and a right code connects', async () => {
    const { core, frame } = await onCodeStep();
    expect(modal().getByRole('dialog', { name: 'Confirm Email' })).toBeTruthy();
    expect(modal().getByText(`Enter the code we sent to ${EMAIL}.`)).toBeTruthy();
    expect(frame.requestsOf('CONNECT_DEVICE')).toEqual([]);
    expect(field().getAttribute('autocomplete')).toBe('one-time-code');

    fireEvent.paste(field(), { clipboardData: { getData: () => '12 34-56' } });
    await settle();
    expect(frame.requestsOf('CONNECT_OTP').map((request) => request.payload)).toEqual([{ otp: '123456' }]);
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
  });

  it("says the frame's words for a wrong code, empties the field and puts focus back, then takes the right one", async () => {
    const { core, frame } = await onCodeStep();
    frame.fail('CONNECT_OTP', 'Invalid code');
    await typeCode('111111');
    expect(hasAlert('Invalid code')).toBe(true);
    expect(field().value).toBe('');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(focused()).toBe(field());
    expect(core.router.snapshot.view).toBe('EmailVerifyOtp');

    frame.reset('CONNECT_OTP');
    await typeCode('123456');
    expect(frame.requestsOf('CONNECT_OTP').map((request) => request.payload)).toEqual([{ otp: '111111' }, { otp: '123456' }]);
    expect(core.modal.snapshot.open).toBe(false);
  });

  it('shows a status while the code is checked, and Enter on a short code asks for all six digits', async () => {
    const { frame } = await onCodeStep();
    fireEvent.change(field(), { target: { value: '123' } });
    fireEvent.submit(field().form as HTMLFormElement);
    await settle();
    expect(hasAlert(INCOMPLETE_CODE_MESSAGE)).toBe(true);
    expect(frame.requestsOf('CONNECT_OTP')).toEqual([]);

    frame.hang('CONNECT_OTP');
    await typeCode('123456');
    expect(alertTexts()).toEqual([]);
    expect(modal().getAllByRole('status').some((status) => status.textContent === 'Checking the code…')).toBe(true);
    expect(field().readOnly).toBe(true);
  });

  it("says how long to wait when 'Resend code' comes within 30 s, and sends a new code after", async () => {
    const { frame, scheduler } = await onCodeStep();
    scheduler.advance(12_000);
    fireEvent.click(modal().getByRole('button', { name: 'Resend code' }));
    await settle();
    expect(hasAlert('Please try again after 18 seconds')).toBe(true);
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);

    scheduler.advance(18_000);
    fireEvent.click(modal().getByRole('button', { name: 'Resend code' }));
    await settle();
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(2);
    expect(alertTexts()).toEqual([]);
    expect(modal().getAllByRole('status').some((status) => status.textContent === 'We sent a new code.')).toBe(true);
  });
});
