import { useCallback, useMemo } from 'react';
import type { AccountEntry, ConnectionStatus } from '../../domain/entities/account/account.js';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import type { AccountDataState } from '../../domain/usecases/account/account-data.usecase.js';
import type { ConnectionState, NamespaceConnection } from '../../domain/usecases/connection/connection.types.js';
import { shallowEqual, useStore } from '../state/useStore.js';
import { useWalletport } from './useWalletport.js';

export type UseAccountParameters = {
  /** The namespace to read; the one the modal shows (the active namespace) by default. */
  namespace?: ChainNamespace | undefined;
};

/** Details of the embedded (email and social) wallet; not available yet, always undefined. */
export type EmbeddedWalletInfo = undefined;

export type UseAccountReturnType = {
  /** The namespace read (undefined only when the page configured none). */
  namespace: ChainNamespace | undefined;
  /** The active address (checksummed on eip155); undefined unless connected. */
  address: string | undefined;
  /** `namespace:reference:address`. */
  caipAddress: string | undefined;
  status: ConnectionStatus;
  isConnected: boolean;
  allAccounts: readonly AccountEntry[];
  embeddedWalletInfo: EmbeddedWalletInfo;
  /** The native balance floored to 3 decimals ('0.00' where no balance source exists); undefined while unknown. */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  balanceLoading: boolean;
  /** The identity name (untrusted text). */
  profileName: string | undefined;
  /** The identity avatar address (untrusted: check it before using it as an image source). */
  profileImage: string | undefined;
};

const NO_ACCOUNTS: readonly AccountEntry[] = [];

/**
 * The connected account of a namespace, with its balance and identity when they belong to it (they are
 * loaded for the active network only). Re-renders when any of them changes; SSR-safe.
 */
export function useAccount({ namespace }: UseAccountParameters = {}): UseAccountReturnType {
  const { connection, account } = useWalletport();
  const selectEntry = useCallback(
    (state: ConnectionState): [ChainNamespace | undefined, NamespaceConnection | undefined] => {
      const target = namespace ?? state.activeNamespace;
      return [target, target === undefined ? undefined : state.namespaces[target]];
    },
    [namespace],
  );
  const [target, entry] = useStore(connection, selectEntry, sameTuple);
  const data = useStore(account, selectAccountData, shallowEqual);

  return useMemo(() => {
    const connected = entry?.status === 'connected' && entry.address !== undefined;
    const address = connected ? entry.address : undefined;
    // Balance and identity belong to the active network's account: show them only for that account.
    const ownsData = address !== undefined && data.address === address && data.caipNetworkId?.startsWith(`${target}:`) === true;
    return {
      namespace: target,
      address,
      caipAddress: connected ? entry.caipAddress : undefined,
      status: entry?.status ?? 'disconnected',
      isConnected: connected,
      allAccounts: connected ? entry.allAccounts : NO_ACCOUNTS,
      embeddedWalletInfo: undefined,
      balance: ownsData ? data.balance : undefined,
      balanceSymbol: ownsData ? data.balanceSymbol : undefined,
      balanceLoading: ownsData ? data.balanceLoading : false,
      profileName: ownsData ? data.profileName : undefined,
      profileImage: ownsData ? data.profileImage : undefined,
    };
  }, [target, entry, data]);
}

type AccountData = Pick<
  AccountDataState,
  'address' | 'caipNetworkId' | 'balance' | 'balanceSymbol' | 'balanceLoading' | 'profileName' | 'profileImage'
>;

const selectAccountData = ({ address, caipNetworkId, balance, balanceSymbol, balanceLoading, profileName, profileImage }: AccountDataState): AccountData => ({
  address,
  caipNetworkId,
  balance,
  balanceSymbol,
  balanceLoading,
  profileName,
  profileImage,
});

function sameTuple<T extends readonly unknown[]>(a: T, b: T): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
