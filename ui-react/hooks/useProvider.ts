import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ConnectionStatus } from '../../domain/entities/account/account.js';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import type { ConnectionState } from '../../domain/usecases/connection/connection.types.js';
import type { Eip1193Provider } from '../../ports/wallet-connector.port.js';
import { useStore } from '../state/useStore.js';
import { useWalletport } from './useWalletport.js';

export type UseProviderReturnType = {
  /** The connected wallet's EIP-1193 provider on the namespace; undefined until it resolves and when not connected. */
  provider: Eip1193Provider | undefined;
  status: ConnectionStatus;
};

type Resolved = { readonly key: string; readonly provider: Eip1193Provider | undefined };

/**
 * The wallet's EIP-1193 provider for a namespace (eip155 by default), for the host page's own requests.
 * It is asked for once per connection (connector) and cleared as soon as the namespace disconnects.
 * On the server it is always undefined.
 */
export function useProvider(namespace: ChainNamespace = 'eip155'): UseProviderReturnType {
  const { connection } = useWalletport();
  const selectConnection = useCallback(
    (state: ConnectionState): readonly [ConnectionStatus, string | undefined] => {
      const entry = state.namespaces[namespace];
      const status = entry?.status ?? 'disconnected';
      return [status, status === 'connected' ? entry?.connectorId : undefined] as const;
    },
    [namespace],
  );
  const [status, connectorId] = useStore(connection, selectConnection, samePair);
  const key = connectorId === undefined ? undefined : `${namespace}|${connectorId}`;
  const [resolved, setResolved] = useState<Resolved | undefined>(undefined);

  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    connection.getProvider(namespace).then(
      (provider) => {
        if (current) setResolved({ key, provider });
      },
      () => {
        if (current) setResolved({ key, provider: undefined });
      },
    );
    return () => {
      current = false;
    };
  }, [connection, namespace, key]);

  const provider = key !== undefined && resolved?.key === key ? resolved.provider : undefined;
  return useMemo(() => ({ provider, status }), [provider, status]);
}

function samePair(a: readonly [unknown, unknown], b: readonly [unknown, unknown]): boolean {
  return Object.is(a[0], b[0]) && Object.is(a[1], b[1]);
}
