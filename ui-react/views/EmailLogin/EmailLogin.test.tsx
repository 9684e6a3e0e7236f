import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { createTestClient } from '../../../tests/fakes/create-test-client.js';
import { deferred } from '../../../domain/usecases/shared/deferred.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { focused, modal, settle } from '../../testing/shadow.js';
import { prefetchViews } from '../prefetch.js';
import { alertTexts, EMAIL, renderEmbeddedWorld, submitEmailOnConnect, typeCode } from './testing/embeddedWorld.js';
import { EMBEDDED_OFF_MESSAGE } from '../../components/UnavailableView/viewWithUseCase.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const statusTexts = () => modal().queryAllByRole('status').map((element) => element.textContent ?? '');

describe('the email login on a new device (EmailLogin -> EmailVerifyDevice -> EmailVerifyOtp -> ConnectingEmbedded)', () => {
  it('sends the address, waits for the device link, takes the code, connects and closes the modal', async () => {
    const world = await renderEmbeddedWorld();
    const { core, frame } = world;
    const sent = deferred<unknown>();
    const approved = deferred<unknown>();
    const user = deferred<void>();
    frame.respond('CONNECT_EMAIL', () => sent.promise);
    frame.respond('CONNECT_DEVICE', () => approved.promise);
    frame.respond('GET_USER', async (payload: unknown) => {
      await user.promise;
      return { email: EMAIL, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: (payload as { chainId: number }).chainId };
    });

    await submitEmailOnConnect(world);
    expect(modal().getByRole('dialog', { name: 'Email Login' })).toBeTruthy();
    expect(statusTexts().some((text) => text.includes(`Sending a code to ${EMAIL}`))).toBe(true);
    expect(frame.requestsOf('CONNECT_EMAIL')[0]?.payload).toEqual({ email: EMAIL });

    await act(async () => sent.resolve({ action: 'VERIFY_DEVICE' }));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Register Device' })).toBeTruthy();
    expect(statusTexts().some((text) => text.includes('Register this device') && text.includes(`We sent a link to ${EMAIL}`))).toBe(true);

    await act(async () => approved.resolve(undefined));
    await settle();
    expect(modal().getByRole('dialog', { name: 'Confirm Email' })).toBeTruthy();
    expect(modal().getByText(`Enter the code we sent to ${EMAIL}.`)).toBeTruthy();
    expect(focused()).toBe(modal().getByLabelText('Verification code'));

    await typeCode('123456');
    expect(frame.requestsOf('CONNECT_OTP')[0]?.payload).toEqual({ otp: '123456' });
    expect(modal().getByRole('dialog', { name: 'Connecting' })).toBeTruthy();
    expect(statusTexts().some((text) => text.includes('Connecting your wallet'))).toBe(true);

    await act(async () => user.resolve());
    await settle();
    expect(core.modal.snapshot.open).toBe(false);
    expect(core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'ID_AUTH' });
    expect(core.embeddedWallet?.snapshot.email).toBe(EMAIL);
  });
});

describe('the EmailLogin view', () => {
  it("says 'Please try again after {n} seconds' within 30 s of the last request, with the address filled in to try again", async () => {
    const world = await renderEmbeddedWorld();
    const { core, frame, scheduler } = world;
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    await submitEmailOnConnect(world);
    expect(core.router.snapshot.view).toBe('EmailVerifyOtp');

    // The person goes back and sends the address again 12 s later.
    act(() => core.router.goBack());
    scheduler.advance(12_000);
    await submitEmailOnConnect(world);
    expect(alertTexts()).toContain('Please try again after 18 seconds');
    const field = modal().getByLabelText('Email') as HTMLInputElement;
    expect(field.value).toBe(EMAIL);
    expect(focused()).toBe(field);
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(1);

    scheduler.advance(18_000);
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }));
    await settle();
    expect(frame.requestsOf('CONNECT_EMAIL')).toHaveLength(2);
    expect(core.router.snapshot.view).toBe('EmailVerifyOtp');
  });

  it('refuses an invalid address opened by name, and is just the field when opened without one', async () => {
    const { core, frame } = await renderEmbeddedWorld();
    act(() => core.modal.open({ view: 'EmailLogin', data: { email: 'not-an-email' } }));
    await settle();
    expect(alertTexts()).toContain('Enter a valid email address');
    expect((modal().getByLabelText('Email') as HTMLInputElement).value).toBe('not-an-email');

    act(() => core.modal.close());
    await settle();
    frame.respond('CONNECT_EMAIL', { action: 'VERIFY_OTP' });
    act(() => core.modal.open({ view: 'EmailLogin' }));
    await settle();
    expect(alertTexts()).toEqual([]);
    fireEvent.change(modal().getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(modal().getByRole('button', { name: 'Continue' }));
    await settle();
    expect(frame.requestsOf('CONNECT_EMAIL')[0]?.payload).toEqual({ email: EMAIL });
    expect(core.router.snapshot).toMatchObject({ view: 'EmailVerifyOtp', data: { email: EMAIL } });
  });

  it("says the alert's words when the embedded wallet did not load (and the alert banner says it too)", async () => {
    const world = await renderEmbeddedWorld();
    world.frame.failReadyWith = walletportError('IFRAME_LOAD_FAILED');
    await submitEmailOnConnect(world);
    const alerts = alertTexts();
    expect(alerts).toContain('Network Error - Could not load embedded wallet');
    expect(alerts.some((text) => text.includes('The embedded wallet did not load'))).toBe(true);
    expect(modal().getByLabelText('Email')).toBeTruthy();
  });

  it('renders a hostile address as text', async () => {
    const { core } = await renderEmbeddedWorld();
    const hostile = '<img src=x onerror=alert(1)>@example.com';
    act(() => core.modal.open({ view: 'EmailLogin', data: { email: hostile } }));
    await settle();
    expect(modal().getByRole('dialog').querySelector('img[src="x"]')).toBeNull();
  });

  it('says email login is off when the page has no embedded wallet', async () => {
    const { client, core } = createTestClient();
    await prefetchViews();
    render(<WalletportProvider client={client} />);
    await settle();
    act(() => core.modal.open({ view: 'EmailLogin', data: { email: EMAIL } }));
    await settle();
    expect(modal().getByText(EMBEDDED_OFF_MESSAGE)).toBeTruthy();
  });
});
