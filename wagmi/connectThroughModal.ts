/**
 * wagmi's `connect`: walletport's modal opens and the answer is the EVM wallet the visitor connects there. The
 * visitor closing the modal without connecting one is a refusal (viem's UserRejectedRequestError, which
 * wagmi's `useConnect` reports as such). A wallet already connected is answered at once, without the modal.
 */
import { UserRejectedRequestError } from 'viem';
import { getModal } from '../actions/getModal.js';
import { openModal } from '../actions/openModal.js';
import { watchModal } from '../actions/watchModal.js';
import type { WalletportClient } from '../client/walletport-client.js';
import { readEip155Connection, watchEip155Connection, type Eip155Connection } from './eip155-connection.js';

export type ConnectThroughModalReturnType = Promise<Extract<Eip155Connection, { status: 'connected' }>>;
/** The modal closed with no EVM wallet connected; or walletport's core could not load. */
export type ConnectThroughModalErrorType = UserRejectedRequestError | Error;

export async function connectThroughModal(client: WalletportClient): ConnectThroughModalReturnType {
  const current = readEip155Connection(client);
  if (current.status === 'connected') return current;
  await openModal(client);
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    let done = false;
    const finish = (settle: () => void) => {
      done = true;
      for (const stop of stops) stop();
      settle();
    };
    const check = () => {
      if (done) return;
      const connection = readEip155Connection(client);
      if (connection.status === 'connected') return finish(() => resolve(connection));
      const modal = getModal(client);
      // A wallet still connecting keeps the answer open: the modal may close before its accounts arrive.
      if (!modal.isOpen && !modal.isLoading && connection.status !== 'connecting') {
        finish(() => reject(new UserRejectedRequestError(new Error('The modal was closed without connecting an EVM wallet.'))));
      }
    };
    stops.push(watchEip155Connection(client, check), watchModal(client, { onChange: check }));
    check();
  });
}
