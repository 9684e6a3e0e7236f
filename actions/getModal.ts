/** Whether the modal is open (closed until the client's core has loaded). Stable until it changes. */
import { loadedCore, memoized } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { ModalState } from '../domain/usecases/modal/index.js';

export type ModalStatus = {
  isOpen: boolean;
  /** A view of the modal is loading (the connect button shows a spinner). */
  isLoading: boolean;
};

export type GetModalReturnType = ModalStatus;
export type GetModalErrorType = never;

export function getModal(client: WalletportClient): GetModalReturnType {
  const state: ModalState | undefined = loadedCore(client)?.modal.snapshot;
  return memoized(client, 'modal', [state], () => ({ isOpen: state?.open ?? false, isLoading: state?.loading ?? false }));
}
