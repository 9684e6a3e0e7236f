/**
 * Opens the modal: on the given view (with its data), else on the view SPEC.md section 2 picks (Account when
 * connected, Connect otherwise). With the client loaded it opens at once, in the same task as the click (no
 * frame lost); if the client's core is still loading (a click in the page's first moments) it opens as soon
 * as it has loaded.
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { OpenModalParameters as ModalOpenParameters } from '../domain/usecases/modal/index.js';

export type OpenModalParameters = ModalOpenParameters;
export type OpenModalReturnType = void;
/** The client's core could not load (its chunk, or options the full check refused). */
export type OpenModalErrorType = Error;

export function openModal(client: WalletportClient, parameters?: OpenModalParameters): Promise<OpenModalReturnType> {
  return withCore(client, (core) => core.modal.open(parameters));
}
