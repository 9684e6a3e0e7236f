import { describe, expect, it, vi } from 'vitest';
import { walletportError } from '../../entities/errors/catalogue.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { INITIAL_TOAST_STATE, ToastUseCase } from './toast.usecase.js';

// The constants of SPEC.md section 4 and 9, written out so a change to either fails here.
const REPLACEMENT_DELAY = 150;
const AUTO_CLOSE = 2200;

function setup() {
  const scheduler = new VirtualScheduler();
  const toast = new ToastUseCase({ scheduler });
  return { scheduler, toast };
}

describe('ToastUseCase', () => {
  it('starts closed and empty', () => {
    expect(setup().toast.snapshot).toEqual(INITIAL_TOAST_STATE);
  });

  it.each([
    ['showSuccess', 'success'],
    ['showError', 'error'],
  ] as const)('%s opens at once and auto-closes after exactly 2200 ms', (method, variant) => {
    const { toast, scheduler } = setup();
    toast[method]('Copied');
    expect(toast.snapshot).toEqual({ open: true, variant, message: 'Copied', icon: undefined });
    scheduler.advance(AUTO_CLOSE - 1);
    expect(toast.snapshot.open).toBe(true);
    scheduler.advance(1);
    expect(toast.snapshot).toEqual({ open: false, variant, message: 'Copied', icon: undefined });
    expect(scheduler.pendingTimers).toBe(0);
  });

  it("clamps a wallet's 5,000-character text to 160 characters with an ellipsis (issue 18, defect 5)", () => {
    const { toast } = setup();
    const said = `Transaction failed: ${'w'.repeat(5000)}`;
    toast.showError(said);
    expect(toast.snapshot.message).toBe(`${said.slice(0, 159)}…`);
    toast.hide();
    toast.showError(walletportError('EXECUTION_REVERTED', [said]));
    expect(Array.from(toast.snapshot.message)).toHaveLength(160);
    expect(toast.snapshot.message.endsWith('…')).toBe(true);
  });

  it('a loading toast stays open and schedules nothing', () => {
    const { toast, scheduler } = setup();
    toast.showLoading('Waiting for the wallet');
    expect(toast.snapshot).toMatchObject({ open: true, variant: 'loading' });
    expect(scheduler.pendingTimers).toBe(0);
    scheduler.advance(10 * AUTO_CLOSE);
    expect(toast.snapshot.open).toBe(true);
  });

  it('a loading toast auto-closes when asked', () => {
    const { toast, scheduler } = setup();
    toast.showLoading('Waiting', { autoClose: true });
    scheduler.advance(AUTO_CLOSE - 1);
    expect(toast.snapshot.open).toBe(true);
    scheduler.advance(1);
    expect(toast.snapshot.open).toBe(false);
  });

  it('a success or error toast can stay open when asked', () => {
    const { toast, scheduler } = setup();
    toast.showError('Signature declined', { autoClose: false });
    expect(scheduler.pendingTimers).toBe(0);
    scheduler.advance(10 * AUTO_CLOSE);
    expect(toast.snapshot.open).toBe(true);
  });

  it('carries an icon', () => {
    const { toast } = setup();
    toast.showSuccess('Address copied', { icon: { name: 'copy', color: 'accent-100' } });
    expect(toast.snapshot.icon).toEqual({ name: 'copy', color: 'accent-100' });
  });

  it('an error toast shows the short message of a WalletportError', () => {
    const { toast } = setup();
    toast.showError(walletportError('SIGNATURE_DECLINED', [], { details: 'user rejected' }));
    expect(toast.snapshot).toMatchObject({ variant: 'error', message: 'Signature declined' });
  });

  describe('replacing an open toast', () => {
    it('closes the open one first and shows the new one after exactly 150 ms', () => {
      const { toast, scheduler } = setup();
      toast.showLoading('Sending');
      scheduler.advance(1000);
      toast.showSuccess('Sent');
      // The old toast is closing; its content stays for the exit animation.
      expect(toast.snapshot).toEqual({ open: false, variant: 'loading', message: 'Sending', icon: undefined });
      scheduler.advance(REPLACEMENT_DELAY - 1);
      expect(toast.snapshot.open).toBe(false);
      scheduler.advance(1);
      expect(toast.snapshot).toEqual({ open: true, variant: 'success', message: 'Sent', icon: undefined });
    });

    it('counts the auto-close of the new toast from when it appears', () => {
      const { toast, scheduler } = setup();
      toast.showSuccess('First');
      scheduler.advance(AUTO_CLOSE - 1); // the first toast is about to auto-close
      toast.showError('Second');
      expect(scheduler.pendingTimers).toBe(1); // the first toast's auto-close was cancelled
      scheduler.advance(REPLACEMENT_DELAY + AUTO_CLOSE - 1);
      expect(toast.snapshot).toMatchObject({ open: true, message: 'Second' });
      scheduler.advance(1);
      expect(toast.snapshot.open).toBe(false);
      expect(scheduler.pendingTimers).toBe(0);
    });

    it('during the replacement delay, the latest toast wins on the same timer', () => {
      const { toast, scheduler } = setup();
      const listener = vi.fn();
      toast.showSuccess('First');
      toast.subscribe(listener);
      toast.showError('Second');
      scheduler.advance(100);
      toast.showSuccess('Third');
      expect(scheduler.pendingTimers).toBe(1);
      scheduler.advance(REPLACEMENT_DELAY - 100 - 1);
      expect(toast.snapshot.open).toBe(false);
      scheduler.advance(1);
      expect(toast.snapshot).toMatchObject({ open: true, variant: 'success', message: 'Third' });
      // Closing the first, then showing the third: the second never reached the screen.
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('a toast shown after the previous one closed appears at once', () => {
      const { toast, scheduler } = setup();
      toast.showSuccess('First');
      scheduler.advance(AUTO_CLOSE);
      toast.showSuccess('Second');
      expect(toast.snapshot).toMatchObject({ open: true, message: 'Second' });
    });
  });

  describe('hide', () => {
    it('closes the toast and leaves no timer behind', () => {
      const { toast, scheduler } = setup();
      toast.showSuccess('Copied');
      toast.hide();
      expect(toast.snapshot.open).toBe(false);
      expect(scheduler.pendingTimers).toBe(0);
    });

    it('drops a toast waiting to replace the open one', () => {
      const { toast, scheduler } = setup();
      toast.showSuccess('First');
      toast.showError('Second');
      toast.hide();
      expect(scheduler.pendingTimers).toBe(0);
      scheduler.advance(REPLACEMENT_DELAY + AUTO_CLOSE);
      expect(toast.snapshot).toMatchObject({ open: false, message: 'First' });
    });

    it('is harmless when nothing is shown', () => {
      const { toast } = setup();
      const before = toast.snapshot;
      toast.hide();
      expect(toast.snapshot).toBe(before);
    });
  });

  describe('dismiss', () => {
    it('closes the toast saying that message (text or error), with no timer left', () => {
      const { toast, scheduler } = setup();
      const failure = walletportError('FARCASTER_CONNECT_FAILED');
      toast.showError(failure);
      toast.dismiss(failure);
      expect(toast.snapshot.open).toBe(false);
      expect(scheduler.pendingTimers).toBe(0);
      toast.showError('Copied');
      toast.dismiss('Copied');
      expect(toast.snapshot.open).toBe(false);
    });

    it('drops a waiting replacement saying it, so it never appears', () => {
      const { toast, scheduler } = setup();
      toast.showSuccess('Copied');
      toast.showError('Failed');
      toast.dismiss('Failed');
      scheduler.advance(REPLACEMENT_DELAY);
      expect(toast.snapshot.open).toBe(false);
      expect(scheduler.pendingTimers).toBe(0);
    });

    it('leaves another message on screen, or waiting', () => {
      const { toast, scheduler } = setup();
      toast.showError('Failed');
      toast.dismiss('Something else');
      expect(toast.snapshot).toMatchObject({ open: true, message: 'Failed' });
      toast.showSuccess('Copied');
      toast.dismiss('Failed');
      scheduler.advance(REPLACEMENT_DELAY);
      expect(toast.snapshot).toMatchObject({ open: true, message: 'Copied' });
    });
  });

  it('dispose cancels every timer and completes the stream', () => {
    const { toast, scheduler } = setup();
    let completed = false;
    toast.state$.subscribe({ complete: () => (completed = true) });
    toast.showSuccess('First');
    toast.showError('Second');
    toast.dispose();
    expect(scheduler.pendingTimers).toBe(0);
    expect(completed).toBe(true);
  });
});
