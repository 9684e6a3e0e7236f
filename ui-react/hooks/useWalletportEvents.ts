import type { WalletportEvent } from '../../domain/usecases/events/events.usecase.js';
import { useStore } from '../state/useStore.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportEventsReturnType = {
  /** The latest event (tracking event or error report); undefined before the first. */
  lastEvent: WalletportEvent | undefined;
  /** Oldest first, bounded (EVENT_HISTORY_LIMIT). */
  history: readonly WalletportEvent[];
};

const selectLastEvent = (state: { lastEvent: WalletportEvent | undefined }) => state.lastEvent;
const selectHistory = (state: { history: readonly WalletportEvent[] }) => state.history;

/** The event stream: re-renders on every new event. */
export function useWalletportEvents(): UseWalletportEventsReturnType {
  const { events } = useWalletport();
  const lastEvent = useStore(events, selectLastEvent);
  const history = useStore(events, selectHistory);
  return { lastEvent, history };
}
