/**
 * The client's core for the renderer (internal: host pages use the hooks and actions). It is undefined until
 * the core's chunk has loaded, and always on the server, so what renders before it (the buttons) shows the
 * options' defaults; the modal and its views render only once it is there (useLoadedCore).
 */
import { useSyncExternalStore } from 'react';
import { coreSlotOf } from '../../client/walletport-client.js';
import type { WalletportCore } from '../../container/walletport-core.js';
import { useWalletport } from './useWalletport.js';

const noCore = (): WalletportCore | undefined => undefined;

export function useCore(): WalletportCore | undefined {
  const slot = coreSlotOf(useWalletport());
  return useSyncExternalStore(slot.subscribe, slot.getCore, noCore);
}

export const CORE_NOT_LOADED_MESSAGE = 'walletport: a modal view rendered before the client had loaded';

/** For the modal and its views, which render only once the core is there. */
export function useLoadedCore(): WalletportCore {
  const core = useCore();
  if (!core) throw new Error(CORE_NOT_LOADED_MESSAGE);
  return core;
}
