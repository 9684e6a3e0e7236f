/** Calls `onChange` each time the sign-in state of the current account changes; returns the function that stops. */
import { watchValue } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { WalletportCore } from '../container/walletport-core.js';
import { getSiwxSession, type SiwxSessionInfo } from './getSiwxSession.js';

export type WatchSiwxSessionParameters = { onChange(siwx: SiwxSessionInfo, previous: SiwxSessionInfo): void };
export type WatchSiwxSessionReturnType = () => void;

/** The stores getSiwxSession reads (none on a page without sign-in). */
export const siwxStores = (core: WalletportCore) => (core.siwx ? [core.siwx] : []);

export function watchSiwxSession(client: WalletportClient, { onChange }: WatchSiwxSessionParameters): WatchSiwxSessionReturnType {
  return watchValue(client, () => getSiwxSession(client), siwxStores, onChange);
}
