/**
 * Binds an action pair to React: `read` (a get action: stable until something changed) as the snapshot and
 * `watch` (the stores it reads, followed through the core's arrival) as the subscription. This is all a
 * public hook is made of, so hooks and actions cannot disagree. SSR-safe: on the server the core never
 * loads and the read answers from the options.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { watchCore, type Listenable } from '../../client/core-access.js';
import type { WalletportClient } from '../../client/walletport-client.js';
import type { WalletportCore } from '../../container/walletport-core.js';

export function useClientValue<TValue>(
  client: WalletportClient,
  read: (client: WalletportClient) => TValue,
  pick: (core: WalletportCore) => readonly Listenable[],
): TValue {
  const subscribe = useCallback((onChange: () => void) => watchCore(client, pick, onChange), [client, pick]);
  const snapshot = () => read(client);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
