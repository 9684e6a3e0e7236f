/**
 * The wallet connections a namespace holds, as the state shows them (per connector status):
 * the one in use is 'connected' and shows what the wallet says now; every other held one is 'active' and shows
 * the accounts stored when it was last in use.
 */
import type { AccountEntry } from '../../entities/account/account.js';
import type { StoredConnection } from './connection.storage.js';
import type { HeldConnection, NamespaceConnection } from './connection.types.js';

export type HeldConnectionsParameters = {
  /** The namespace's held connections, the latest connect first (ConnectionStore.connections). */
  stored: readonly StoredConnection[];
  /** The namespace's connection as it is about to be published. */
  current: NamespaceConnection;
};
export type HeldConnectionsReturnType = readonly HeldConnection[];
/** Pure: never throws. */
export type HeldConnectionsErrorType = never;

export function heldConnections({ stored, current }: HeldConnectionsParameters): HeldConnectionsReturnType {
  return stored.map(({ connectorId, accounts }) => {
    const inUse = current.status === 'connected' && current.connectorId === connectorId;
    const allAccounts = inUse ? current.allAccounts : accounts;
    return {
      connectorId,
      status: inUse ? 'connected' : 'active',
      address: inUse ? current.address : allAccounts[0]?.address,
      allAccounts,
    };
  });
}

export type SameAccountsParameters = [a: readonly AccountEntry[], b: readonly AccountEntry[]];
export type SameAccountsReturnType = boolean;
export type SameAccountsErrorType = never;

/** True when two account lists hold the same addresses with the same types, in the same order. */
export function sameAccounts(...[a, b]: SameAccountsParameters): SameAccountsReturnType {
  return a.length === b.length && a.every((account, index) => account.address === b[index]?.address && account.type === b[index]?.type);
}

export type SameHeldConnectionsParameters = [a: readonly HeldConnection[], b: readonly HeldConnection[]];
export type SameHeldConnectionsReturnType = boolean;
export type SameHeldConnectionsErrorType = never;

/** True when two held-connection lists say the same (so the state is not published again for nothing). */
export function sameHeldConnections(...[a, b]: SameHeldConnectionsParameters): SameHeldConnectionsReturnType {
  return (
    a.length === b.length &&
    a.every((held, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        held.connectorId === other.connectorId &&
        held.status === other.status &&
        held.address === other.address &&
        sameAccounts(held.allAccounts, other.allAccounts)
      );
    })
  );
}
