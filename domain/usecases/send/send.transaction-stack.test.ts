/**
 * The send on the router's transaction stack (SPEC.md section 4, "Native send: push transaction stack"), with
 * the real router and modal: pushed while the wallet is asked, popped to Account on success, taken off on
 * failure, and cancelled by closing the modal mid-send, so the wallet's late answer moves no view.
 */
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { walletportDevnetA } from '../../entities/network/chains/walletportDevnets.js';
import { fakeTokenBalance, FakeBlockchainApi } from '../../../tests/fakes/blockchain-api.fake.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { FakeEip1193Provider, userRejectedError } from '../../../tests/fakes/eip1193-provider.fake.js';
import { RecordingLogger } from '../../../tests/fakes/recording-logger.fake.js';
import { flushMicrotasks, VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { deferred } from '../shared/deferred.js';
import { ModalUseCase } from '../modal/modal.usecase.js';
import { RouterUseCase } from '../router/router.usecase.js';
import { SendUseCase } from './send.usecase.js';

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const NETWORK = walletportDevnetA.caipNetworkId;

function world() {
  const scheduler = new VirtualScheduler();
  const adapter = new FakeChainAdapter(scheduler);
  const answer = deferred<string>();
  vi.spyOn(adapter, 'sendTransaction').mockImplementation(() => answer.promise);
  const router = new RouterUseCase();
  const context = { isConnected: () => true, hasAdapters: () => true, isManualWalletConnectControl: () => false, isMobile: () => false, isEmbedded: () => false };
  const events: string[] = [];
  const modal = new ModalUseCase({ router, scheduler, events: { emit: () => undefined }, context });
  const native = fakeTokenBalance({ chainId: NETWORK, quantity: { decimals: '18', numeric: '1.5' } });
  const account = new BehaviorSubject({ address: FROM, caipNetworkId: NETWORK, tokenBalances: [native], tokensStatus: 'ready' as const });
  const send = new SendUseCase({
    account: { get snapshot() { return account.value; }, state$: account, refresh: async () => account.value },
    connection: {
      snapshot: { namespaces: { eip155: { namespace: 'eip155', status: 'connected', connectorId: 'test', address: FROM, caipAddress: `${NETWORK}:${FROM}`, allAccounts: [], caipNetworkId: NETWORK } } },
      getProvider: async () => new FakeEip1193Provider(),
    },
    network: { snapshot: { activeCaipNetwork: walletportDevnetA } },
    router,
    chainAdapters: new Map([['eip155', adapter]]),
    blockchainApi: new FakeBlockchainApi(),
    scheduler,
    events: { emit: (event) => void events.push(event.event) },
    logger: new RecordingLogger(),
  });
  send.subscribe(() => undefined);
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
    expect(events).toEqual(['SEND_INITIATED', 'SEND_SUCCESS']);
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
