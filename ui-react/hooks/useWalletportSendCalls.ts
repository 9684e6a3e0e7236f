/**
 * The send-calls command (see sendCalls), with the last batch's id, error and status for the view that sent
 * it, as wagmi's useSendCalls. Only the newest call's outcome is kept: a batch sent while another is asked
 * for wins, whatever order the wallet answers in.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { sendCalls, type SendCallsErrorType, type SendCallsParameters, type SendCallsReturnType } from '../../actions/sendCalls.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportSendCallsReturnType = {
  /** Sends the batch; resolves with its id (rejects with SendCallsErrorType: the hook keeps it in `error` too). */
  sendCalls: (parameters: SendCallsParameters) => Promise<SendCallsReturnType>;
  data: SendCallsReturnType | undefined;
  error: SendCallsErrorType | undefined;
  status: 'idle' | 'pending' | 'success' | 'error';
  /** Back to idle, forgetting the last batch. */
  reset: () => void;
};

type SendState = Pick<UseWalletportSendCallsReturnType, 'data' | 'error' | 'status'>;
const IDLE: SendState = { data: undefined, error: undefined, status: 'idle' };

export function useWalletportSendCalls(): UseWalletportSendCallsReturnType {
  const client = useWalletport();
  const [state, setState] = useState<SendState>(IDLE);
  const latest = useRef(0);
  const run = useCallback(
    async (parameters: SendCallsParameters) => {
      const call = ++latest.current;
      setState({ data: undefined, error: undefined, status: 'pending' });
      try {
        const data = await sendCalls(client, parameters);
        if (call === latest.current) setState({ data, error: undefined, status: 'success' });
        return data;
      } catch (error) {
        if (call === latest.current) setState({ data: undefined, error: error as SendCallsErrorType, status: 'error' });
        throw error;
      }
    },
    [client],
  );
  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);
  return useMemo(() => ({ ...state, sendCalls: run, reset }), [state, run, reset]);
}
