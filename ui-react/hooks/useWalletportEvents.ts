/** The event stream (tracking events and error reports): re-renders on every new event. Empty before the client loads. */
import type { WalletportCore } from '../../container/walletport-core.js';
import type { EventsState, WalletportEvent } from '../../domain/usecases/events/index.js';
import type { WalletportClient } from '../../client/walletport-client.js';
import { loadedCore } from '../../client/core-access.js';
import { useClientValue } from './useClientValue.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportEventsReturnType = {
  /** The latest event; undefined before the first. */
  lastEvent: WalletportEvent | undefined;
  /** Oldest first, bounded (EVENT_HISTORY_LIMIT). */
  history: readonly WalletportEvent[];
};

const NO_EVENTS: Pick<EventsState, 'lastEvent' | 'history'> = { lastEvent: undefined, history: [] };
const eventStores = (core: WalletportCore) => [core.events];
const readEvents = (client: WalletportClient) => loadedCore(client)?.events.snapshot ?? NO_EVENTS;

export function useWalletportEvents(): UseWalletportEventsReturnType {
  const { lastEvent, history } = useClientValue(useWalletport(), readEvents, eventStores);
  return { lastEvent, history };
}
