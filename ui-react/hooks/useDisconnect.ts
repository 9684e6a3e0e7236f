import { useCallback, useMemo } from 'react';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import { useWalletport } from './useWalletport.js';

export type UseDisconnectReturnType = {
  /**
   * Disconnects one namespace, or every namespace when none is given. The local state is cleared even when
   * the wallet does not confirm; rejects with 'Failed to disconnect' when the wallet refused.
   */
  disconnect: (namespace?: ChainNamespace) => Promise<void>;
};

export function useDisconnect(): UseDisconnectReturnType {
  const { connection } = useWalletport();
  const disconnect = useCallback((namespace?: ChainNamespace) => connection.disconnect(namespace), [connection]);
  return useMemo(() => ({ disconnect }), [disconnect]);
}
