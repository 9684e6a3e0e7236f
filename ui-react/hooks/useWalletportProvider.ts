/**
 * The connected wallet's EIP-1193 provider on a namespace (eip155 by default), typed as viem's
 * EIP1193Provider (see getProvider): asked for once per connection and cleared as soon as the namespace
 * disconnects. Undefined on the server and while not connected. With `{ namespace: 'solana' }` it is the
 * connected Solana wallet (SolanaWalletProvider: address, chain, signMessage, signTransaction,
 * signAndSendTransaction), typed as such by the overloads.
 */
import { useEffect, useMemo, useState } from 'react';
import type { EIP1193Provider } from 'viem';
import { getProvider, type SolanaWalletProvider } from '../../actions/getProvider.js';
import type { ConnectionStatus } from '../../domain/entities/account/account.js';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import { useWalletport } from './useWalletport.js';
import { useWalletportAccount } from './useWalletportAccount.js';

export type UseWalletportProviderParameters = { namespace?: ChainNamespace | undefined };

export type UseWalletportProviderReturnType = {
  provider: EIP1193Provider | undefined;
  status: ConnectionStatus;
};

/** useWalletportProvider({ namespace: 'solana' }): the connected Solana wallet. */
export type UseWalletportSolanaProviderReturnType = {
  provider: SolanaWalletProvider | undefined;
  status: ConnectionStatus;
};

type AnyProvider = EIP1193Provider | SolanaWalletProvider;
type Resolved = { readonly key: string; readonly provider: AnyProvider | undefined };

export function useWalletportProvider(parameters: { namespace: 'solana' }): UseWalletportSolanaProviderReturnType;
export function useWalletportProvider(parameters?: { namespace?: Exclude<ChainNamespace, 'solana'> | undefined }): UseWalletportProviderReturnType;
export function useWalletportProvider(
  parameters?: UseWalletportProviderParameters,
): UseWalletportProviderReturnType | UseWalletportSolanaProviderReturnType;
export function useWalletportProvider({ namespace = 'eip155' }: UseWalletportProviderParameters = {}): {
  provider: AnyProvider | undefined;
  status: ConnectionStatus;
} {
  const client = useWalletport();
  const { status, connectorId } = useWalletportAccount({ namespace });
  const key = status === 'connected' && connectorId !== undefined ? `${namespace}|${connectorId}` : undefined;
  const [resolved, setResolved] = useState<Resolved | undefined>(undefined);

  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    getProvider(client, { namespace }).then(
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
  }, [client, namespace, key]);

  const provider = key !== undefined && resolved?.key === key ? resolved.provider : undefined;
  return useMemo(() => ({ provider, status }), [provider, status]);
}
