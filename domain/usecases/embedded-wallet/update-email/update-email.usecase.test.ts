/**
 * The email change (SPEC.md section 4: "primary OTP step then secondary OTP step"; docs/EMBEDDED-WALLET.md:
 * UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP, UPDATE_EMAIL_SECONDARY_OTP answering {newEmail}) at the use-case
 * level, over the real router, toasts, events and embedded wallet built from the fakes: signed in as
 * EMAIL, on Account -> ProfileWallets -> UpdateEmailWallet.
 */
import { describe, expect, it } from 'vitest';
import { walletportError } from '../../../entities/errors/catalogue.js';
import { flushMicrotasks } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import { EMAIL, emailFlowWorld, NEW_EMAIL, sentEvents, stored, trackedEvents } from '../shared/testing/emailFlowWorld.js';

const EDIT_EVENTS = ['EMAIL_EDIT', 'EMAIL_EDIT_COMPLETE'];

const views = (world: Awaited<ReturnType<typeof onNewEmailStep>>) => world.core.router.snapshot.history.map((entry) => entry.view);

/** Signed in with the email wallet, the change started from its page (as 'Change email' does). */
async function onNewEmailStep() {
  const world = emailFlowWorld();
  await world.core.connection.connect({ connectorId: 'ID_AUTH', method: 'email' });
  world.frame.respond('UPDATE_EMAIL', { action: 'VERIFY_PRIMARY_OTP' });
  world.frame.respond('UPDATE_EMAIL_PRIMARY_OTP', undefined);
  world.frame.respond('UPDATE_EMAIL_SECONDARY_OTP', { newEmail: NEW_EMAIL });
  world.core.modal.open({ view: 'Account' });
  world.core.router.push('ProfileWallets');
  world.core.router.push('UpdateEmailWallet', { email: EMAIL });
  expect(world.embeddedWallet.snapshot.email).toBe(EMAIL);
  return world;
}

describe('UpdateEmailUseCase: the new address', () => {
  it.each(['grace', 'grace@', 'grace @example.com', ''])("refuses '%s' with 'Enter a valid email address' and asks the frame nothing", async (input) => {
    const world = await onNewEmailStep();
    await world.updateEmail.submitNewEmail(input);
    expect(world.updateEmail.snapshot).toMatchObject({ step: 'idle', newEmail: input });
    expect(world.updateEmail.snapshot.error).toMatchObject({ code: 'INVALID_EMAIL', shortMessage: 'Enter a valid email address' });
    expect(world.frame.requestsOf('UPDATE_EMAIL')).toEqual([]);
    expect(views(world)).toEqual(['Account', 'ProfileWallets', 'UpdateEmailWallet']);
  });

  it.each([EMAIL, EMAIL.toUpperCase(), `  ${EMAIL}  `])("refuses the current address ('%s') with 'This is already your email'", async (input) => {
    const world = await onNewEmailStep();
    await world.updateEmail.submitNewEmail(input);
    expect(world.updateEmail.snapshot.step).toBe('idle');
    expect(world.updateEmail.snapshot.error?.shortMessage).toBe('This is already your email');
    expect(world.frame.requestsOf('UPDATE_EMAIL')).toEqual([]);
    expect(trackedEvents(world, EDIT_EVENTS)).toEqual([]);
  });

  it("sends UPDATE_EMAIL with the trimmed address, records EMAIL_EDIT and pushes the first code step (the current address's)", async () => {
    const world = await onNewEmailStep();
    world.frame.hang('UPDATE_EMAIL');
    void world.updateEmail.submitNewEmail(` ${NEW_EMAIL} `);
    await flushMicrotasks();
    expect(world.updateEmail.snapshot).toEqual({ step: 'sending', newEmail: NEW_EMAIL, error: undefined });
    expect(world.core.router.snapshot.view).toBe('UpdateEmailWallet');
    expect(trackedEvents(world, EDIT_EVENTS)).toEqual([]);

    world.frame.respond('UPDATE_EMAIL', { action: 'VERIFY_PRIMARY_OTP' });
    await world.updateEmail.submitNewEmail(NEW_EMAIL);
    expect(world.frame.requestsOf('UPDATE_EMAIL').map((request) => request.payload)).toEqual([{ email: NEW_EMAIL }, { email: NEW_EMAIL }]);
    expect(world.updateEmail.snapshot).toEqual({ step: 'primary-otp', newEmail: NEW_EMAIL, error: undefined });
    expect(world.core.router.snapshot).toMatchObject({ view: 'UpdateEmailPrimaryOtp', data: { email: EMAIL, newEmail: NEW_EMAIL } });
    expect(views(world)).toEqual(['Account', 'ProfileWallets', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp']);
    expect(trackedEvents(world, EDIT_EVENTS)).toEqual(['EMAIL_EDIT']);
  });

  it('a frame failure on UPDATE_EMAIL stays on the address with the error; a timeout raises its alert', async () => {
    const world = await onNewEmailStep();
    world.frame.fail('UPDATE_EMAIL', 'Email already in use');
    await world.updateEmail.submitNewEmail(NEW_EMAIL);
    expect(world.updateEmail.snapshot).toMatchObject({ step: 'idle', newEmail: NEW_EMAIL });
    expect(world.updateEmail.snapshot.error?.shortMessage).toBe('Email already in use');
    expect(world.core.router.snapshot.view).toBe('UpdateEmailWallet');
    expect(world.core.events.snapshot.alert).toBeUndefined();

    world.frame.respond('UPDATE_EMAIL', () => new Promise((_resolve, reject) => {
      world.scheduler.schedule(() => reject(walletportError('IFRAME_REQUEST_TIMEOUT')), 120_000);
    }));
    void world.updateEmail.submitNewEmail(NEW_EMAIL);
    await world.scheduler.advanceAsync(120_000);
    expect(world.updateEmail.snapshot).toMatchObject({ step: 'idle', newEmail: NEW_EMAIL });
    expect(world.updateEmail.snapshot.error?.shortMessage).toBe('iframe_request_timeout');
    expect(world.core.events.snapshot.alert).toBe('EMBEDDED_WALLET_REQUEST_TIMEOUT');
    expect(trackedEvents(world, EDIT_EVENTS)).toEqual([]);
  });
});

describe('UpdateEmailUseCase: the two codes', () => {
  async function onPrimaryStep() {
    const world = await onNewEmailStep();
    await world.updateEmail.submitNewEmail(NEW_EMAIL);
    return world;
  }

  it('primary code -> UPDATE_EMAIL_PRIMARY_OTP -> the second step replaces the first, naming both addresses', async () => {
    const world = await onPrimaryStep();
    await world.updateEmail.submitPrimaryOtp('111111');
    expect(world.frame.requestsOf('UPDATE_EMAIL_PRIMARY_OTP').map((request) => request.payload)).toEqual([{ otp: '111111' }]);
    expect(world.updateEmail.snapshot).toEqual({ step: 'secondary-otp', newEmail: NEW_EMAIL, error: undefined });
    expect(world.core.router.snapshot).toMatchObject({ view: 'UpdateEmailSecondaryOtp', data: { email: EMAIL, newEmail: NEW_EMAIL } });
    expect(views(world)).toEqual(['Account', 'ProfileWallets', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp']);
    expect(world.embeddedWallet.snapshot.email).toBe(EMAIL);
  });

  it('secondary code -> UPDATE_EMAIL_SECONDARY_OTP: the answered address is stored, EMAIL_EDIT_COMPLETE recorded, back to the wallet page with a toast', async () => {
    const world = await onPrimaryStep();
    await world.updateEmail.submitPrimaryOtp('111111');
    await world.updateEmail.submitSecondaryOtp('222222');
    expect(world.frame.requestsOf('UPDATE_EMAIL_SECONDARY_OTP').map((request) => request.payload)).toEqual([{ otp: '222222' }]);
    expect(world.embeddedWallet.snapshot.email).toBe(NEW_EMAIL);
    expect(world.embeddedWallet.snapshot.user?.email).toBe(NEW_EMAIL);
    expect(stored(world, 'W3M_EMAIL')).toBe(JSON.stringify(NEW_EMAIL));
    expect(world.updateEmail.snapshot).toEqual({ step: 'idle', newEmail: undefined, error: undefined });
    expect(views(world)).toEqual(['Account', 'ProfileWallets']);
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, variant: 'success', message: 'Email updated' });
    expect(await sentEvents(world, EDIT_EVENTS)).toEqual(['EMAIL_EDIT', 'EMAIL_EDIT_COMPLETE']);
  });

  it('stores the address the frame answers, which is the one the change ends with', async () => {
    const world = await onPrimaryStep();
    world.frame.respond('UPDATE_EMAIL_SECONDARY_OTP', { newEmail: 'grace.hopper@example.com' });
    await world.updateEmail.submitPrimaryOtp('111111');
    await world.updateEmail.submitSecondaryOtp('222222');
    expect(world.embeddedWallet.snapshot.email).toBe('grace.hopper@example.com');
    expect(stored(world, 'W3M_EMAIL')).toBe(JSON.stringify('grace.hopper@example.com'));
  });

  it("a wrong first code: 'Invalid code' on the first step, no alert; the next code goes on", async () => {
    const world = await onPrimaryStep();
    world.frame.fail('UPDATE_EMAIL_PRIMARY_OTP', 'Invalid code');
    await world.updateEmail.submitPrimaryOtp('999999');
    expect(world.updateEmail.snapshot).toMatchObject({ step: 'primary-otp', newEmail: NEW_EMAIL });
    expect(world.updateEmail.snapshot.error?.shortMessage).toBe('Invalid code');
    expect(world.core.router.snapshot.view).toBe('UpdateEmailPrimaryOtp');
    expect(world.core.events.snapshot.alert).toBeUndefined();

    world.frame.respond('UPDATE_EMAIL_PRIMARY_OTP', undefined);
    await world.updateEmail.submitPrimaryOtp('111111');
    expect(world.updateEmail.snapshot).toMatchObject({ step: 'secondary-otp', error: undefined });
  });

  it("a wrong second code: 'Invalid code' on the second step, the address unchanged; the next code completes", async () => {
    const world = await onPrimaryStep();
    await world.updateEmail.submitPrimaryOtp('111111');
    world.frame.fail('UPDATE_EMAIL_SECONDARY_OTP', 'Invalid code');
    await world.updateEmail.submitSecondaryOtp('999999');
    expect(world.updateEmail.snapshot).toMatchObject({ step: 'secondary-otp', newEmail: NEW_EMAIL });
    expect(world.updateEmail.snapshot.error?.shortMessage).toBe('Invalid code');
    expect(world.embeddedWallet.snapshot.email).toBe(EMAIL);
    expect(stored(world, 'W3M_EMAIL')).toBe(JSON.stringify(EMAIL));
    expect(trackedEvents(world, EDIT_EVENTS)).toEqual(['EMAIL_EDIT']);

    world.frame.respond('UPDATE_EMAIL_SECONDARY_OTP', { newEmail: NEW_EMAIL });
    await world.updateEmail.submitSecondaryOtp('222222');
    expect(world.embeddedWallet.snapshot.email).toBe(NEW_EMAIL);
  });

  it("takes each code only on its own step, and one at a time ('checking')", async () => {
    const world = await onNewEmailStep();
    await world.updateEmail.submitPrimaryOtp('111111');
    await world.updateEmail.submitSecondaryOtp('222222');
    expect(world.frame.requestsOf('UPDATE_EMAIL_PRIMARY_OTP')).toEqual([]);

    await world.updateEmail.submitNewEmail(NEW_EMAIL);
    await world.updateEmail.submitSecondaryOtp('222222');
    expect(world.frame.requestsOf('UPDATE_EMAIL_SECONDARY_OTP')).toEqual([]);
    world.frame.hang('UPDATE_EMAIL_PRIMARY_OTP');
    void world.updateEmail.submitPrimaryOtp('111111');
    expect(world.updateEmail.snapshot).toMatchObject({ step: 'checking', error: undefined });
    await world.updateEmail.submitPrimaryOtp('111111');
    expect(world.frame.requestsOf('UPDATE_EMAIL_PRIMARY_OTP')).toHaveLength(1);
  });
});

describe('UpdateEmailUseCase: resend and reset', () => {
  it('resend does nothing before an address was sent', async () => {
    const world = await onNewEmailStep();
    await world.updateEmail.resend();
    expect(world.frame.requestsOf('UPDATE_EMAIL')).toEqual([]);
    expect(views(world)).toEqual(['Account', 'ProfileWallets', 'UpdateEmailWallet']);
  });

  it('resend from the second step starts the change over: UPDATE_EMAIL again and a fresh first step on the same history', async () => {
    const world = await onNewEmailStep();
    await world.updateEmail.submitNewEmail(NEW_EMAIL);
    await world.updateEmail.submitPrimaryOtp('111111');
    await world.updateEmail.resend();
    expect(world.frame.requestsOf('UPDATE_EMAIL').map((request) => request.payload)).toEqual([{ email: NEW_EMAIL }, { email: NEW_EMAIL }]);
    expect(world.updateEmail.snapshot).toEqual({ step: 'primary-otp', newEmail: NEW_EMAIL, error: undefined });
    expect(views(world)).toEqual(['Account', 'ProfileWallets', 'UpdateEmailWallet', 'UpdateEmailPrimaryOtp']);
    expect(trackedEvents(world, EDIT_EVENTS)).toEqual(['EMAIL_EDIT', 'EMAIL_EDIT']);

    // The change still completes back on the wallet page.
    await world.updateEmail.submitPrimaryOtp('111111');
    await world.updateEmail.submitSecondaryOtp('222222');
    expect(views(world)).toEqual(['Account', 'ProfileWallets']);
  });

  it('reset forgets the change: no step, no address, no error, and no code is taken', async () => {
    const world = await onNewEmailStep();
    world.frame.fail('UPDATE_EMAIL_PRIMARY_OTP', 'Invalid code');
    await world.updateEmail.submitNewEmail(NEW_EMAIL);
    await world.updateEmail.submitPrimaryOtp('999999');
    world.updateEmail.reset();
    expect(world.updateEmail.snapshot).toEqual({ step: 'idle', newEmail: undefined, error: undefined });
    await world.updateEmail.submitPrimaryOtp('111111');
    await world.updateEmail.resend();
    expect(world.frame.requestsOf('UPDATE_EMAIL_PRIMARY_OTP')).toHaveLength(1);
    expect(world.frame.requestsOf('UPDATE_EMAIL')).toHaveLength(1);
  });
});
