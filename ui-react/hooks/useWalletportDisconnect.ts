/** The disconnect command (see disconnect). */
import { useCallback, useMemo } from 'react';
import { disconnect, type DisconnectParameters } from '../../actions/disconnect.js';
import { useWalletport } from './useWalletport.js';

export type UseWalletportDisconnectReturnType = {
  /**
   * Disconnects one namespace, or every namespace when none is given. The local state is cleared even when
   * the wallet does not confirm; rejects with 'Failed to disconnect' (DisconnectErrorType) when it refused.
   */
  disconnect: (parameters?: DisconnectParameters) => Promise<void>;
};

export function useWalletportDisconnect(): UseWalletportDisconnectReturnType {
  const client = useWalletport();
  const run = useCallback((parameters?: DisconnectParameters) => disconnect(client, parameters), [client]);
  return useMemo(() => ({ disconnect: run }), [run]);
}
