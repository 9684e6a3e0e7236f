/** Calls `onChange` each time the modal opens, closes, or starts or stops loading; returns the function that stops. */
import { watchValue } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import { getModal, type ModalStatus } from './getModal.js';

export type WatchModalParameters = { onChange(modal: ModalStatus, previous: ModalStatus): void };
export type WatchModalReturnType = () => void;

export function watchModal(client: WalletportClient, { onChange }: WatchModalParameters): WatchModalReturnType {
  return watchValue(client, () => getModal(client), (core) => [core.modal], onChange);
}
