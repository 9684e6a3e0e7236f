/**
 * For the browser tests (and for poking at the modal from the console) only: the client's core, which a real
 * host page cannot reach (it uses the actions and hooks). The demo is not published; this is the one place it
 * touches internals, so the journeys can watch a toast or the pairing URI the way the renderer does.
 */
import { coreSlotOf, type WalletportClient } from '../client/walletport-client.js';
import type { WalletportCore } from '../container/walletport-core.js';

declare global {
  interface Window {
    walletport?: WalletportClient;
    walletportCore?: WalletportCore;
  }
}

export function exposeForTests(client: WalletportClient): void {
  window.walletport = client;
  void coreSlotOf(client)
    .load()
    .then((core) => {
      window.walletportCore = core;
    }, () => undefined);
}
