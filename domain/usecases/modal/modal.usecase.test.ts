import { describe, expect, it, vi } from 'vitest';
import { SHAKE_DURATION_MS } from '../../entities/constants.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { RouterUseCase } from '../router/router.usecase.js';
import type { ViewName } from '../router/views.js';
import type { TrackEvent } from '../shared/track-events.js';
import { ModalUseCase, type ModalContext } from './modal.usecase.js';

type ContextSwitches = {
  connected: boolean;
  adapters: boolean;
  manual: boolean;
  mobile: boolean;
  embedded: boolean;
};

function setup(switches: Partial<ContextSwitches> = {}) {
  const world: ContextSwitches = { connected: false, adapters: true, manual: false, mobile: false, embedded: false, ...switches };
  const context: ModalContext = {
    isConnected: () => world.connected,
    hasAdapters: () => world.adapters,
    isManualWalletConnectControl: () => world.manual,
    isMobile: () => world.mobile,
    isEmbedded: () => world.embedded,
  };
  const scheduler = new VirtualScheduler();
  const router = new RouterUseCase();
  const emitted: TrackEvent[] = [];
  const modal = new ModalUseCase({ router, scheduler, events: { emit: (event) => emitted.push(event) }, context });
  return { world, scheduler, router, modal, emitted };
}

const history = (router: RouterUseCase) => router.snapshot.history.map((entry) => entry.view);

describe('ModalUseCase', () => {
  it('starts closed, not loading, not shaking', () => {
    expect(setup().modal.snapshot).toEqual({ open: false, loading: false, shake: false, embedded: false });
    expect(setup({ embedded: true }).modal.snapshot.embedded).toBe(true);
  });

  describe('open picks the first view (SPEC.md section 2)', () => {
    type Case = { name: string; switches: Partial<ContextSwitches>; view: ViewName };
    const cases: Case[] = [
      { name: 'not connected', switches: {}, view: 'Connect' },
      { name: 'connected', switches: { connected: true }, view: 'Account' },
      { name: 'manual control, desktop', switches: { manual: true }, view: 'ConnectingWalletConnectBasic' },
      { name: 'manual control, mobile', switches: { manual: true, mobile: true }, view: 'AllWallets' },
      { name: 'manual control beats a connected address', switches: { manual: true, connected: true }, view: 'ConnectingWalletConnectBasic' },
      { name: 'no adapters, not connected, desktop', switches: { adapters: false }, view: 'ConnectingWalletConnectBasic' },
      { name: 'no adapters, not connected, mobile', switches: { adapters: false, mobile: true }, view: 'AllWallets' },
      { name: 'no adapters but connected', switches: { adapters: false, connected: true }, view: 'Account' },
    ];
    it.each(cases)('$name: $view', ({ switches, view }) => {
      const { modal, router } = setup(switches);
      router.push('Networks');
      modal.open();
      expect(modal.snapshot.open).toBe(true);
      expect(router.snapshot.history).toEqual([{ view, data: undefined }]);
    });

    it.each([
      { manual: true },
      { adapters: false },
      { connected: true },
      {},
    ])('an explicit view with data wins over everything (%o)', (switches) => {
      const { modal, router } = setup(switches);
      const data = { swap: { amount: '1', fromToken: 'ETH', toToken: 'USDC' } };
      modal.open({ view: 'Swap', data });
      expect(router.snapshot.history).toEqual([{ view: 'Swap', data }]);
    });
  });

  it('reports MODAL_OPEN and MODAL_CLOSE with the connection state', () => {
    const { modal, world, emitted } = setup({ connected: true });
    modal.open();
    world.connected = false;
    modal.close();
    expect(emitted).toEqual([
      { type: 'track', event: 'MODAL_OPEN', properties: { connected: true } },
      { type: 'track', event: 'MODAL_CLOSE', properties: { connected: false } },
    ]);
  });

  it('opening an open modal with a view pushes it and reports nothing new', () => {
    const { modal, router, emitted } = setup();
    modal.open();
    modal.open({ view: 'Networks' });
    modal.open({ view: 'Networks' });
    modal.open();
    expect(history(router)).toEqual(['Connect', 'Networks']);
    expect(emitted).toHaveLength(1);
  });

  describe('close', () => {
    it('resets the view to Connect, clears loading and tells listeners once', () => {
      const { modal, router } = setup({ connected: true });
      const onClosed = vi.fn();
      const onClosedStream = vi.fn();
      modal.onClosed(onClosed);
      modal.closed$.subscribe(onClosedStream);
      modal.open();
      router.push('Networks');
      modal.setLoading(true);
      expect(modal.close()).toBe(true);
      expect(modal.snapshot).toMatchObject({ open: false, loading: false });
      expect(router.snapshot.history).toEqual([{ view: 'Connect', data: undefined }]);
      expect(onClosed).toHaveBeenCalledTimes(1);
      expect(onClosedStream).toHaveBeenCalledTimes(1);
    });

    it('cancels the transaction stack, so a request still waiting moves no view when it ends', () => {
      const { modal, router } = setup({ connected: true });
      modal.open();
      router.push('SendPreview');
      const onCancel = vi.fn();
      router.pushTransactionStack({ view: 'Account', replace: true, onCancel });
      expect(modal.close()).toBe(true);
      expect(router.snapshot.transactionStack).toEqual([]);
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(router.snapshot.history).toEqual([{ view: 'Connect', data: undefined }]);
    });

    it('keeps the transaction stack when a close guard refuses', () => {
      const { modal, router } = setup({ connected: true });
      modal.open();
      modal.addCloseGuard(() => false);
      router.pushTransactionStack({ goBack: true });
      expect(modal.close()).toBe(false);
      expect(router.snapshot.transactionStack).toHaveLength(1);
    });

    it('closing a closed modal reports nothing', () => {
      const { modal, emitted } = setup();
      const onClosed = vi.fn();
      modal.onClosed(onClosed);
      expect(modal.close()).toBe(true);
      expect(emitted).toEqual([]);
      expect(onClosed).not.toHaveBeenCalled();
    });

    it('when embedded and connected, replaces the view with Account', () => {
      const { modal, router } = setup({ embedded: true, connected: true });
      modal.open({ view: 'Networks' });
      modal.close();
      expect(router.snapshot.history).toEqual([{ view: 'Account', data: undefined }]);
      expect(modal.snapshot.embedded).toBe(true);
    });

    it('when embedded and not connected, shows Connect (pushed onto the reset history, so one entry)', () => {
      const { modal, router } = setup({ embedded: true });
      modal.open({ view: 'AllWallets' });
      router.push('ConnectingExternal');
      modal.close();
      expect(router.snapshot.history).toEqual([{ view: 'Connect', data: undefined }]);
    });

    it('unsubscribed listeners hear nothing', () => {
      const { modal } = setup();
      const onClosed = vi.fn();
      const unsubscribe = modal.onClosed(onClosed);
      unsubscribe();
      modal.open();
      modal.close();
      expect(onClosed).not.toHaveBeenCalled();
    });
  });

  describe('close guards', () => {
    it('a guard returning false keeps the modal open, shakes it and reports nothing', () => {
      const { modal, router, emitted, scheduler } = setup();
      modal.open({ view: 'SIWXSignMessage' });
      const removeGuard = modal.addCloseGuard(() => router.snapshot.view !== 'SIWXSignMessage');
      expect(modal.close()).toBe(false);
      expect(modal.snapshot).toMatchObject({ open: true, shake: true });
      expect(router.snapshot.view).toBe('SIWXSignMessage');
      expect(emitted.map((event) => event.event)).toEqual(['MODAL_OPEN']);
      scheduler.advance(SHAKE_DURATION_MS);

      removeGuard();
      expect(modal.close()).toBe(true);
      expect(modal.snapshot.open).toBe(false);
    });

    it('every guard must agree; a guard returning true does not block', () => {
      const { modal } = setup();
      modal.open();
      let allow = false;
      modal.addCloseGuard(() => true);
      modal.addCloseGuard(() => allow);
      expect(modal.close()).toBe(false);
      allow = true;
      expect(modal.close()).toBe(true);
    });

    it('removing one registration of a guard added twice keeps the other', () => {
      const { modal } = setup();
      modal.open();
      const refuse = () => false;
      const removeFirst = modal.addCloseGuard(refuse);
      modal.addCloseGuard(refuse);
      removeFirst();
      expect(modal.close()).toBe(false);
    });
  });

  describe('wired to the router', () => {
    it('going back from the only view closes the modal', () => {
      const { modal, router, emitted } = setup();
      modal.open();
      router.goBack();
      expect(modal.snapshot.open).toBe(false);
      expect(emitted.map((event) => event.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
    });

    it('goBackOrCloseModal respects the close guards', () => {
      const { modal, router } = setup();
      modal.open({ view: 'ApproveTransaction' });
      modal.addCloseGuard(() => false);
      router.goBackOrCloseModal();
      expect(modal.snapshot.open).toBe(true);
      expect(router.snapshot.view).toBe('ApproveTransaction');
    });
  });

  describe('shake', () => {
    it(`lasts exactly SHAKE_DURATION_MS (${SHAKE_DURATION_MS} ms)`, () => {
      const { modal, scheduler } = setup();
      modal.shake();
      expect(modal.snapshot.shake).toBe(true);
      scheduler.advance(499);
      expect(modal.snapshot.shake).toBe(true);
      scheduler.advance(1);
      expect(modal.snapshot.shake).toBe(false);
      expect(scheduler.pendingTimers).toBe(0);
    });

    it('a second shake restarts the duration with a single timer', () => {
      const { modal, scheduler } = setup();
      modal.shake();
      scheduler.advance(300);
      modal.shake();
      expect(scheduler.pendingTimers).toBe(1);
      scheduler.advance(499);
      expect(modal.snapshot.shake).toBe(true);
      scheduler.advance(1);
      expect(modal.snapshot.shake).toBe(false);
      expect(scheduler.pendingTimers).toBe(0);
    });
  });

  it('setLoading sets the loading flag', () => {
    const { modal } = setup();
    modal.setLoading(true);
    expect(modal.snapshot.loading).toBe(true);
    modal.setLoading(false);
    expect(modal.snapshot.loading).toBe(false);
  });

  it('keeps the snapshot identity when nothing changes', () => {
    const { modal } = setup();
    const before = modal.getSnapshot();
    modal.setLoading(false);
    expect(modal.getSnapshot()).toBe(before);
  });

  it('dispose cancels the shake, detaches from the router and completes the streams', () => {
    const { modal, router, scheduler } = setup();
    const completions = { state: false, closed: false };
    modal.state$.subscribe({ complete: () => (completions.state = true) });
    modal.closed$.subscribe({ complete: () => (completions.closed = true) });
    modal.open();
    modal.shake();
    modal.dispose();
    expect(scheduler.pendingTimers).toBe(0);
    expect(completions).toEqual({ state: true, closed: true });
    router.goBack();
    expect(modal.snapshot.open).toBe(true);
  });
});
