/**
 * A batch's status, followed until final (see waitForCallsStatus: every second, at most 25 s), as wagmi's
 * useCallsStatus with a refetch interval. A new id (or unmounting) stops following the old one. Without an id
 * it reads nothing.
 */
import { useEffect, useState } from 'react';
import type { CallsStatus } from '../../actions/getCallsStatus.js';
import { waitForCallsStatus, type WaitForCallsStatusErrorType } from '../../actions/waitForCallsStatus.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportCallsStatusParameters = {
  /** The batch id sendCalls answered; nothing is read while it is undefined. */
  id: string | undefined;
  /** A bundler of the page's own, for a user operation whose wallet names none. */
  bundlerUrl?: string | undefined;
};
export type UseWalletportCallsStatusReturnType = {
  /** The latest status read (pending until final). */
  data: CallsStatus | undefined;
  error: WaitForCallsStatusErrorType | undefined;
  /** True while the status is not final and no error came. */
  isPending: boolean;
};

type StatusState = { id: string | undefined; data: CallsStatus | undefined; error: WaitForCallsStatusErrorType | undefined };

export function useWalletportCallsStatus({ id, bundlerUrl }: UseWalletportCallsStatusParameters): UseWalletportCallsStatusReturnType {
  const client = useWalletport();
  const [state, setState] = useState<StatusState>({ id, data: undefined, error: undefined });
  useEffect(() => {
    setState({ id, data: undefined, error: undefined });
    if (id === undefined) return;
    const stop = new AbortController();
    waitForCallsStatus(client, { id, bundlerUrl, signal: stop.signal, onStatus: (data) => setState({ id, data, error: undefined }) }).catch((error: unknown) => {
      if (!stop.signal.aborted) setState((current) => ({ ...current, id, error: error as WaitForCallsStatusErrorType }));
    });
    return () => stop.abort();
  }, [client, id, bundlerUrl]);
  // A state left from the previous id is not shown for the new one, even for the render before the effect.
  const current = state.id === id ? state : { data: undefined, error: undefined };
  return { data: current.data, error: current.error, isPending: id !== undefined && current.error === undefined && (current.data?.status ?? 'pending') === 'pending' };
}
