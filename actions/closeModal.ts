/** Closes the modal. Returns false when closing is blocked (e.g. a required sign-in): the modal shakes. */
import { loadedCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';

export type CloseModalReturnType = boolean;
export type CloseModalErrorType = never;

export function closeModal(client: WalletportClient): CloseModalReturnType {
  const core = loadedCore(client);
  return core ? core.modal.close() : true;
}
