/**
 * The connected account of a namespace (the one the modal shows by default), with its native balance and
 * profile when they are known. Never waits: before the client's core has loaded it answers 'disconnected', or
 * 'connecting' once the client started with a session stored from an earlier visit.
 * The answer is the same object until something in it changed (safe for useSyncExternalStore).
 */
import type { AccountEntry, ConnectionStatus } from '../domain/entities/account/account.js';
import type { ChainNamespace } from '../domain/entities/connector/connector.js';
import type { AccountDataState } from '../domain/usecases/account/index.js';
import type { EmbeddedAccountInfo } from '../domain/usecases/embedded-wallet/wallet/index.js';
import type { ConnectionState } from '../domain/usecases/connection/index.js';
import { loadedCore, memoized, type Listenable } from '../client/core-access.js';
import { coreSlotOf, type WalletportClient } from '../client/walletport-client.js';
import type { WalletportCore } from '../container/walletport-core.js';

export type GetAccountParameters = {
  /** The namespace to read; the one the modal shows (the active namespace) by default. */
  namespace?: ChainNamespace | undefined;
};

/**
 * The embedded (email and social) wallet behind the account: who is signed in and the kind of account.
 * Undefined unless the account is held by the embedded wallet (connector 'ID_AUTH') with a signed-in user.
 */
export type EmbeddedWalletInfo = EmbeddedAccountInfo | undefined;

export type Account = {
  /** The namespace read (the first configured network's until the client has loaded). */
  namespace: ChainNamespace | undefined;
  /** The active address (checksummed on eip155); undefined unless connected. */
  address: string | undefined;
  /** `namespace:reference:address`. */
  caipAddress: string | undefined;
  status: ConnectionStatus;
  isConnected: boolean;
  allAccounts: readonly AccountEntry[];
  /** The connector holding the connection. */
  connectorId: string | undefined;
  embeddedWalletInfo: EmbeddedWalletInfo;
  /**
   * The native balance floored to 3 decimals ('0.00' where no balance source exists); undefined while unknown.
   * Loaded while something watches the account (watchAccount, the hooks, the account button).
   */
  balance: string | undefined;
  balanceSymbol: string | undefined;
  balanceLoading: boolean;
  /** The identity name (untrusted text: render it as text). */
  profileName: string | undefined;
  /** The identity avatar address (untrusted: check it before using it as an image source). */
  profileImage: string | undefined;
};

export type GetAccountReturnType = Account;
/** Reads do not throw. */
export type GetAccountErrorType = never;

const NO_ACCOUNTS: readonly AccountEntry[] = [];

/** The stores an account is read from: what watchAccount and useWalletportAccount follow. */
export function accountStores(core: WalletportCore): readonly Listenable[] {
  return core.embeddedWallet ? [core.connection, core.account, core.embeddedWallet] : [core.connection, core.account];
}

export function getAccount(client: WalletportClient, { namespace }: GetAccountParameters = {}): GetAccountReturnType {
  const core = loadedCore(client);
  const connection = core?.connection.snapshot;
  const data = core?.account.snapshot;
  // The user, not the whole embedded state: the frame loading does not make a new account. Its connector's
  // id is read from it (importing the constant would pull zod into the page's first chunk).
  const embedded = core?.embeddedWallet;
  const embeddedUser = embedded?.snapshot.user;
  const embeddedConnectorId = embedded?.connector.info.id;
  // Before the core arrives, a stored session from an earlier visit reads as being restored.
  const restoring = core === undefined && coreSlotOf(client).restoring;
  return memoized(client, `account|${namespace ?? ''}`, [connection, data, embeddedUser, restoring], () => {
    const read = namespace ?? connection?.activeNamespace ?? client.options.networks[0]?.chainNamespace;
    const account = toAccount(connection, data, read, { connectorId: embeddedConnectorId, info: embedded?.accountInfo() });
    return restoring ? { ...account, status: 'connecting' as const } : account;
  });
}

function toAccount(
  connection: ConnectionState | undefined,
  data: AccountDataState | undefined,
  namespace: ChainNamespace | undefined,
  embedded: { connectorId: string | undefined; info: EmbeddedWalletInfo },
): Account {
  const entry = namespace === undefined ? undefined : connection?.namespaces[namespace];
  const connected = entry?.status === 'connected' && entry.address !== undefined;
  const address = connected ? entry.address : undefined;
  // Balance and identity belong to the active network's account: show them only for that account.
  const ownsData = address !== undefined && data?.address === address && data.caipNetworkId?.startsWith(`${namespace}:`) === true;
  return {
    namespace,
    address,
    caipAddress: connected ? entry.caipAddress : undefined,
    status: entry?.status ?? 'disconnected',
    isConnected: connected,
    allAccounts: connected ? entry.allAccounts : NO_ACCOUNTS,
    connectorId: connected ? entry.connectorId : undefined,
    embeddedWalletInfo: connected && entry.connectorId === embedded.connectorId ? embedded.info : undefined,
    balance: ownsData ? data.balance : undefined,
    balanceSymbol: ownsData ? data.balanceSymbol : undefined,
    balanceLoading: ownsData ? data.balanceLoading : false,
    profileName: ownsData ? data.profileName : undefined,
    profileImage: ownsData ? data.profileImage : undefined,
  };
}
