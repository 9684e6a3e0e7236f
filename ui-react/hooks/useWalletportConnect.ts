/**
 * Connecting without the modal (see connect), with the state a button needs: 'idle', 'pending', 'success' or
 * 'error', the result, and the typed error (narrow it on `error.code`). A newer call supersedes an older
 * one's state.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { connect, type ConnectErrorType, type ConnectParameters, type ConnectReturnType } from '../../actions/connect.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { useWalletport } from './useWalletport.js';

export type ConnectStatus = 'idle' | 'pending' | 'success' | 'error';

export type UseWalletportConnectReturnType = {
  /** Resolves with the connection; never rejects (the error is in `error`). */
  connect: (parameters: ConnectParameters) => Promise<ConnectReturnType | undefined>;
  status: ConnectStatus;
  data: ConnectReturnType | undefined;
  error: ConnectErrorType | undefined;
  /** Back to 'idle'. */
  reset: () => void;
};

type ConnectState = { status: ConnectStatus; data: ConnectReturnType | undefined; error: ConnectErrorType | undefined };

const IDLE: ConnectState = { status: 'idle', data: undefined, error: undefined };

export function useWalletportConnect(): UseWalletportConnectReturnType {
  const client = useWalletport();
  const [state, setState] = useState<ConnectState>(IDLE);
  const latest = useRef(0);
  const run = useCallback(
    async (parameters: ConnectParameters) => {
      const call = ++latest.current;
      setState({ status: 'pending', data: undefined, error: undefined });
      try {
        const data = await connect(client, parameters);
        if (call === latest.current) setState({ status: 'success', data, error: undefined });
        return data;
      } catch (cause) {
        const error = (isWalletportError(cause) ? cause : walletportError('CONNECT_FAILED', [], { cause })) as ConnectErrorType;
        if (call === latest.current) setState({ status: 'error', data: undefined, error });
        return undefined;
      }
    },
    [client],
  );
  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);
  return useMemo(() => ({ ...state, connect: run, reset }), [state, run, reset]);
}
