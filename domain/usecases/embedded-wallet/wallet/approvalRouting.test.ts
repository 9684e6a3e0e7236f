import { describe, expect, it } from 'vitest';
import { FakeEmbeddedWalletConnector } from '../../../../tests/fakes/embedded-wallet-connector.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../../tests/fakes/virtual-scheduler.fake.js';
import type { PendingApproval } from '../../../../ports/embedded-wallet.port.js';
import { ModalUseCase } from '../../modal/modal.usecase.js';
import { RouterUseCase } from '../../router/router.usecase.js';
import { followApprovals } from './approvalRouting.js';

/** The real router and modal (a modal close resets the router to Connect), over the fake embedded connector. */
function world() {
  const connector = new FakeEmbeddedWalletConnector();
  const router = new RouterUseCase();
  const modal = new ModalUseCase({
    router,
    scheduler: new VirtualScheduler(),
    events: { emit: () => undefined },
    context: { isConnected: () => true, hasAdapters: () => true, isManualWalletConnectControl: () => false, isMobile: () => false, isEmbedded: () => false },
  });
  const pendingChanges: (readonly PendingApproval[])[] = [];
  const stop = followApprovals({ connector, router, modal, onPendingChange: (pending) => pendingChanges.push(pending) });
  /** An unsafe request of the page through the embedded wallet's provider; settles to its result or error. */
  const request = (method = 'personal_sign') => connector.provider.request({ method, params: [] }).then(
    (result: unknown) => ({ result }),
    (error: unknown) => ({ error }),
  );
  const views = () => router.snapshot.history.map((entry) => entry.view);
  const aborts = () => connector.calls.filter((call) => call.method === 'abortPendingApprovals').length;
  return { connector, router, modal, pendingChanges, stop, request, views, aborts };
}

describe('followApprovals', () => {
  it('opens the closed modal on ApproveTransaction for a request, and closes it once the request is answered', async () => {
    const { connector, modal, request, views } = world();
    const signed = request();
    expect(modal.snapshot.open).toBe(true);
    expect(views()).toEqual(['ApproveTransaction']);
    connector.approve('0xsigned');
    expect(await signed).toEqual({ result: '0xsigned' });
    expect(modal.snapshot.open).toBe(false);
  });

  it('pushes ApproveTransaction onto an open modal and goes back to where the person was once answered', async () => {
    const { connector, modal, router, request, views, aborts } = world();
    modal.open({ view: 'Account' });
    router.push('Networks');
    const rejected = request('eth_sendTransaction');
    expect(views()).toEqual(['Account', 'Networks', 'ApproveTransaction']);
    connector.reject();
    expect(await rejected).toMatchObject({ error: { code: 4001 } });
    expect(views()).toEqual(['Account', 'Networks']);
    expect(modal.snapshot.open).toBe(true);
    expect(aborts()).toBe(0);
  });

  it('stays on ApproveTransaction until the last waiting request is answered, without pushing it twice', async () => {
    const { connector, modal, request, views } = world();
    modal.open({ view: 'Account' });
    void request('personal_sign');
    void request('eth_signTypedData_v4');
    expect(views()).toEqual(['Account', 'ApproveTransaction']);
    connector.approve('0x1');
    expect(views()).toEqual(['Account', 'ApproveTransaction']);
    connector.failApproval('Something went wrong');
    expect(views()).toEqual(['Account']);
    expect(modal.snapshot.open).toBe(true);
    await flushMicrotasks();
  });

  it('reports the pending list, oldest first, on every change', () => {
    const { connector, pendingChanges, request } = world();
    void request('personal_sign');
    void request('eth_sendTransaction');
    connector.approve('0x1');
    connector.approve('0x2');
    expect(pendingChanges).toEqual([
      [{ id: 'approval-1', method: 'personal_sign' }],
      [
        { id: 'approval-1', method: 'personal_sign' },
        { id: 'approval-2', method: 'eth_sendTransaction' },
      ],
      [{ id: 'approval-2', method: 'eth_sendTransaction' }],
      [],
    ]);
  });

  it('closing the modal while requests wait aborts them (RPC_ABORT) and rejects each with 4001', async () => {
    const { connector, modal, request, aborts } = world();
    const first = request('personal_sign');
    const second = request('eth_sendTransaction');
    expect(modal.close()).toBe(true);
    expect(aborts()).toBe(1);
    expect(connector.frame.requestsOf('RPC_ABORT')).toHaveLength(1);
    expect(connector.pendingApprovals()).toEqual([]);
    expect(await first).toEqual({ error: { code: 4001, message: 'Request was aborted' } });
    expect(await second).toEqual({ error: { code: 4001, message: 'Request was aborted' } });
    expect(modal.snapshot.open).toBe(false);
  });

  it('leaves read-only requests alone when it aborts the waiting ones', async () => {
    const { connector, modal, request } = world();
    connector.frame.hang('RPC_REQUEST');
    let balanceSettled = false;
    void connector.provider.request({ method: 'eth_getBalance', params: [] }).finally(() => (balanceSettled = true));
    const signed = request('personal_sign');
    modal.close();
    expect(await signed).toMatchObject({ error: { message: 'Request was aborted' } });
    await flushMicrotasks();
    expect(balanceSettled).toBe(false);
  });

  it('leaving ApproveTransaction (going back) while a request waits aborts it, without closing the modal', async () => {
    const { modal, router, request, views, aborts } = world();
    modal.open({ view: 'Account' });
    const signed = request();
    router.goBack();
    expect(aborts()).toBe(1);
    expect(await signed).toMatchObject({ error: { message: 'Request was aborted' } });
    expect(views()).toEqual(['Account']);
    expect(modal.snapshot.open).toBe(true);
  });

  it('aborts nothing when the modal closes or the view changes with no request waiting', async () => {
    const { connector, modal, router, request, aborts } = world();
    modal.open({ view: 'Account' });
    router.push('Networks');
    router.goBack();
    modal.close();
    const signed = request();
    connector.approve('0x1');
    await signed;
    modal.open({ view: 'Account' });
    modal.close();
    expect(aborts()).toBe(0);
  });

  it('closes a modal it opened, and after that goes back on a modal the person opened', async () => {
    const { connector, modal, request, views } = world();
    void request();
    connector.approve('0x1');
    expect(modal.snapshot.open).toBe(false);
    modal.open({ view: 'Account' });
    void request();
    connector.approve('0x2');
    expect(modal.snapshot.open).toBe(true);
    expect(views()).toEqual(['Account']);
    await flushMicrotasks();
  });

  it('stops following once stopped', () => {
    const { connector, modal, pendingChanges, stop, request, aborts } = world();
    stop();
    void request();
    expect(modal.snapshot.open).toBe(false);
    expect(pendingChanges).toEqual([]);
    modal.open({ view: 'Account' });
    modal.close();
    expect(aborts()).toBe(0);
    expect(connector.pendingApprovals()).toHaveLength(1);
  });
});
