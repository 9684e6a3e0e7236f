/**
 * The send on the router's transaction stack (SPEC.md section 4, "Native send: push transaction stack"), with
 * the real router and modal: pushed while the wallet is asked, popped to Account on success, taken off on
 * failure, and cancelled by closing the modal mid-send, so the wallet's late answer moves no view.
 */
import { describe, expect, it, vi } from 'vitest';
import { userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { flushMicrotasks } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred } from '../shared/deferred.js';
import { ModalUseCase } from '../modal/modal.usecase.js';
import { createSendWorld, native, TO } from './testing/sendWorld.js';

function world() {
  // The router starts where a page leaves it before the modal opens; the modal then opens on Account.
  const { send, router, adapter, scheduler, events } = createSendWorld({ balances: [native], history: ['Connect'] });
  const answer = deferred<string>();
  vi.spyOn(adapter, 'sendTransaction').mockImplementation(() => answer.promise);
  const context = { isConnected: () => true, hasAdapters: () => true, isManualWalletConnectControl: () => false, isMobile: () => false, isEmbedded: () => false };
  const modal = new ModalUseCase({ router, scheduler, events: { emit: () => undefined }, context });
  // The person's way to the preview.
  modal.open();
  router.push('Send');
  router.push('SendPreview');
  send.setToken(send.snapshot.tokenBalances[0]);
  send.setAmount('0.5');
  send.setReceiver(TO);
  const views = () => router.snapshot.history.map((entry) => entry.view);
  return { send, router, modal, answer, events, views };
}

describe('the send on the transaction stack', () => {
  it('is on the stack while the wallet is asked, and a success pops it, replacing the preview with Account', async () => {
    const { send, router, answer, views } = world();
    const sending = send.send();
    await flushMicrotasks();
    expect(router.snapshot.transactionStack).toEqual([{ view: 'Account', replace: true }]);
    expect(views()).toEqual(['Account', 'Send', 'SendPreview']);

    answer.resolve('0xhash');
    await expect(sending).resolves.toEqual({ hash: '0xhash' });
    expect(router.snapshot.transactionStack).toEqual([]);
    expect(views()).toEqual(['Account', 'Send', 'Account']);
  });

  it('a failure takes it off without moving: the preview keeps the form and shows the error', async () => {
    const { send, router, answer, views } = world();
    const sending = send.send();
    await flushMicrotasks();
    answer.reject(userRejectedError());
    await expect(sending).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    expect(router.snapshot.transactionStack).toEqual([]);
    expect(views()).toEqual(['Account', 'Send', 'SendPreview']);
    expect(send.snapshot).toMatchObject({ sendTokenAmount: '0.5', receiverAddress: TO, loading: false });
  });

  it('closing the modal mid-send cancels it: the late success is recorded but moves no view', async () => {
    const { send, router, modal, answer, events, views } = world();
    const sending = send.send();
    await flushMicrotasks();
    expect(modal.close()).toBe(true);
    expect(router.snapshot.transactionStack).toEqual([]);
    expect(views()).toEqual(['Connect']);

    answer.resolve('0xhash');
    await expect(sending).resolves.toEqual({ hash: '0xhash' });
    expect(views()).toEqual(['Connect']);
    expect(events.map((event) => event.event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
    expect(send.snapshot).toMatchObject({ sendTokenAmount: '', loading: false });
  });

  it('a request pushed above it keeps its place: the success takes the send off without moving', async () => {
    const { send, router, answer, views } = world();
    const sending = send.send();
    await flushMicrotasks();
    const above = { goBack: true };
    router.pushTransactionStack(above);
    answer.resolve('0xhash');
    await sending;
    expect(router.snapshot.transactionStack).toEqual([above]);
    expect(views()).toEqual(['Account', 'Send', 'SendPreview']);
  });
});
