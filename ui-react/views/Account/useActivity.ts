/**
 * The activity state for the Activity and NFTs tabs, fetching the first page when a tab that needs it is
 * shown for an account and network (and again after a failure, when the tab is shown anew).
 */
import { useEffect } from 'react';
import type { ActivityState } from '../../../domain/usecases/activity/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useStore } from '../../state/useStore.js';

export function useActivity(): ActivityState {
  const { activity } = useLoadedCore();
  const state = useStore(activity);
  const { address, caipNetworkId, supported } = state;
  useEffect(() => {
    if (address === undefined || !supported) return;
    activity.fetchTransactions().catch(() => undefined);
  }, [activity, address, caipNetworkId, supported]);
  return state;
}
