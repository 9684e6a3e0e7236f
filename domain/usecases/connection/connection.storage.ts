/**
 * The connection's browser storage, in the value formats the production modal uses, so
 * a page that switches libraries keeps its visitors' sessions:
 *
 * | key                                   | value                                                           |
 * |---------------------------------------|-----------------------------------------------------------------|
 * | `@appkit/<namespace>:connected_connector_id` | the connector id, unquoted                               |
 * | `@appkit/connections`                 | JSON `{ [namespace]: [{ connectorId, accounts: [{ address, type }] }] }` |
 * | `@appkit/disconnected_connector_ids`  | JSON `{ [namespace]: [connectorId, ...] }`                      |
 * | `@appkit/connected_namespaces`        | comma-separated namespaces (a JSON array is read too)           |
 * | `@appkit/active_namespace`            | the namespace, unquoted                                         |
 * | `@appkit/connection_status`           | 'connected' or 'disconnected' (never the transient 'connecting') |
 * | `@appkit/wallet_id`, `@appkit/wallet_name` | the connected wallet's id and name, unquoted               |
 * | `@appkit/recent_wallets`              | JSON array of `{ id, name, rdns?, imageUrl? }`, most recent first |
 * | `@appkit/solana_wallet`, `@appkit/solana_caip_chain` | the connected Solana wallet's name and its CAIP-2 network, unquoted |
 *
 * Every read is validated with zod (readStored): a corrupt value is dropped, never a crash; inside the JSON
 * maps and lists a malformed entry is skipped and the rest kept. Writes never throw (a full or refusing
 * storage only loses persistence). Entries for namespaces this page does not manage are left as they are.
 */
import { z } from 'zod/mini';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import { accountTypes, defaultAccountTypes, type AccountEntry, type ConnectionStatus } from '../../entities/account/account.js';
import { isChainNamespace } from '../../entities/caip/chainNamespace.js';
import { chainNamespaceSchema, type ChainNamespace } from '../../entities/connector/connector.js';
import { connectedConnectorIdKey, EMBEDDED_WALLET_STORAGE_KEYS, STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { readStored, writeStored } from '../../entities/storage/stored-value.js';
import { normalizeRecentWallets } from './addRecentWallet.js';
import type { RecentWallet } from './connection.types.js';
import { lazySchema } from '../../entities/validation/lazySchema.js';

/** One wallet connection held on a namespace (the active one and any other the user added). */
export type StoredConnection = { connectorId: string; accounts: readonly AccountEntry[] };

/**
 * A connector or wallet id: no quotes or brackets, so a JSON fragment read back raw is not taken for one, no
 * whitespace but single inner spaces (a Wallet Standard wallet's id carries its name: 'wallet-standard:Coinbase
 * Wallet'), and at most 256 characters (ids are rdns names, uuids, addresses and wallet names; a megabyte planted
 * there is not one).
 */
const idSchema = lazySchema(() => z.string().check(z.maxLength(256), z.regex(/^[^\s"'{}[\]]+(?: [^\s"'{}[\]]+)*$/)));
const listMapSchema = lazySchema(() => z.record(z.string(), z.array(z.unknown())));
/** A JSON list, or the production modal's comma-separated list (`eip155,solana`). */
const namespaceListSchema = lazySchema(() => z.union([z.array(z.unknown()), z.string().check(z.regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/))]));
const statusSchema = lazySchema(() => z.enum(['connecting', 'connected', 'disconnected']));

const storedAccountSchema = lazySchema(() => z.object({ address: idSchema, type: z.optional(z.unknown()) }));
const storedConnectionSchema = lazySchema(() => z.object({ connectorId: idSchema, accounts: z.array(z.unknown()) }));
const recentWalletSchema = lazySchema(() => z.object({
  id: idSchema,
  name: z.string(),
  rdns: z.nullish(z.string()),
  imageUrl: z.nullish(z.string()),
}));

export class ConnectionStorage {
  readonly #storage: KeyValueStorage;

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
  }

  // Per namespace

  readConnectedConnectorId(namespace: ChainNamespace): string | undefined {
    return readStored(this.#storage, connectedConnectorIdKey(namespace), idSchema);
  }

  writeConnectedConnectorId(namespace: ChainNamespace, connectorId: string | undefined): void {
    this.#writeString(connectedConnectorIdKey(namespace), connectorId);
  }

  readConnections(namespace: ChainNamespace): StoredConnection[] {
    const entries = this.#readListMap(STORAGE_KEYS.CONNECTIONS)[namespace] ?? [];
    const connections: StoredConnection[] = [];
    for (const entry of entries) {
      const parsed = storedConnectionSchema.safeParse(entry);
      if (!parsed.success || connections.some((known) => known.connectorId === parsed.data.connectorId)) continue;
      connections.push({ connectorId: parsed.data.connectorId, accounts: parseAccounts(namespace, parsed.data.accounts) });
    }
    return connections;
  }

  writeConnections(namespace: ChainNamespace, connections: readonly StoredConnection[]): void {
    this.#writeListMap(
      STORAGE_KEYS.CONNECTIONS,
      namespace,
      connections.map(({ connectorId, accounts }) => ({ connectorId, accounts: accounts.map(({ address, type }) => ({ address, type })) })),
    );
  }

  readDisconnectedConnectorIds(namespace: ChainNamespace): string[] {
    const entries = this.#readListMap(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS)[namespace] ?? [];
    const ids = unique(entries.filter((entry): entry is string => idSchema.safeParse(entry).success));
    // Entries that are not ids are dropped from storage too, so a corrupt list does not stay behind.
    if (ids.length !== entries.length) this.#writeListMap(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, namespace, ids);
    return ids;
  }

  addDisconnectedConnectorIds(namespace: ChainNamespace, connectorIds: readonly string[]): void {
    if (connectorIds.length === 0) return;
    this.#writeListMap(STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS, namespace, unique([...this.readDisconnectedConnectorIds(namespace), ...connectorIds]));
  }

  removeDisconnectedConnectorId(namespace: ChainNamespace, connectorId: string): void {
    const current = this.readDisconnectedConnectorIds(namespace);
    if (!current.includes(connectorId)) return;
    this.#writeListMap(
      STORAGE_KEYS.DISCONNECTED_CONNECTOR_IDS,
      namespace,
      current.filter((id) => id !== connectorId),
    );
  }

  /** True when the user disconnected this connector on this namespace (a reload must not reconnect it). */
  isDisconnected(namespace: ChainNamespace, connectorId: string): boolean {
    return this.readDisconnectedConnectorIds(namespace).includes(connectorId);
  }

  // Across namespaces

  readConnectedNamespaces(): ChainNamespace[] {
    const value = readStored(this.#storage, STORAGE_KEYS.CONNECTED_NAMESPACES, namespaceListSchema);
    if (value === undefined) return [];
    const entries = typeof value === 'string' ? value.split(',').map((entry) => entry.trim()) : value;
    return unique(entries.filter(isChainNamespace));
  }

  addConnectedNamespace(namespace: ChainNamespace): void {
    const namespaces = this.readConnectedNamespaces();
    if (!namespaces.includes(namespace)) this.#writeConnectedNamespaces([...namespaces, namespace]);
  }

  removeConnectedNamespace(namespace: ChainNamespace): void {
    const namespaces = this.readConnectedNamespaces();
    if (namespaces.includes(namespace)) this.#writeConnectedNamespaces(namespaces.filter((entry) => entry !== namespace));
  }

  readActiveNamespace(): ChainNamespace | undefined {
    return readStored(this.#storage, STORAGE_KEYS.ACTIVE_NAMESPACE, chainNamespaceSchema);
  }

  writeActiveNamespace(namespace: ChainNamespace): void {
    this.#writeString(STORAGE_KEYS.ACTIVE_NAMESPACE, namespace);
  }

  readConnectionStatus(): ConnectionStatus | undefined {
    return readStored(this.#storage, STORAGE_KEYS.CONNECTION_STATUS, statusSchema);
  }

  writeConnectionStatus(status: Exclude<ConnectionStatus, 'connecting'>): void {
    this.#writeString(STORAGE_KEYS.CONNECTION_STATUS, status);
  }

  /** The connected wallet's id and name; undefined removes both. */
  writeWallet(wallet: { id: string; name: string } | undefined): void {
    this.#writeString(STORAGE_KEYS.WALLET_ID, wallet?.id);
    this.#writeString(STORAGE_KEYS.WALLET_NAME, wallet?.name);
  }

  /**
   * The Solana session's own keys: the wallet's name and the
   * CAIP-2 network it is on; undefined removes both. The per-namespace keys above already restore the
   * session; these say which Solana wallet and cluster it was, as the production modal records them.
   */
  writeSolanaSession(session: { walletName: string; caipNetworkId: string | undefined } | undefined): void {
    this.#writeString(STORAGE_KEYS.SOLANA_WALLET, session?.walletName);
    this.#writeString(STORAGE_KEYS.SOLANA_CAIP_CHAIN, session?.caipNetworkId);
  }

  readRecentWallets(): readonly RecentWallet[] {
    const entries = readStored(this.#storage, STORAGE_KEYS.RECENT_WALLETS, z.array(z.unknown())) ?? [];
    const wallets: RecentWallet[] = [];
    const wellFormed: unknown[] = [];
    for (const entry of entries) {
      const parsed = recentWalletSchema.safeParse(entry);
      if (!parsed.success) continue;
      wellFormed.push(entry);
      const { id, name, rdns, imageUrl } = parsed.data;
      wallets.push({ id, name, ...(rdns ? { rdns } : {}), ...(imageUrl ? { imageUrl } : {}) });
    }
    // Malformed entries are dropped from storage too (a corrupt list, up to a megabyte of it, would otherwise
    // be parsed again on every read); the well-formed ones stay as written, fields of other versions included.
    if (wellFormed.length !== entries.length) {
      writeStored(this.#storage, STORAGE_KEYS.RECENT_WALLETS, wellFormed.length > 0 ? wellFormed : undefined);
    }
    return normalizeRecentWallets(wallets);
  }

  writeRecentWallets(wallets: readonly RecentWallet[]): void {
    writeStored(this.#storage, STORAGE_KEYS.RECENT_WALLETS, wallets);
  }

  /**
   * Removes the stored social-login provider and username, the embedded wallet's copy of the username and a
   * Telegram login's pending provider: what a disconnect removes.
   */
  clearSocial(): void {
    this.#remove(STORAGE_KEYS.CONNECTED_SOCIAL);
    this.#remove(STORAGE_KEYS.CONNECTED_SOCIAL_USERNAME);
    this.#remove(STORAGE_KEYS.TELEGRAM_SOCIAL_PROVIDER);
    this.#remove(EMBEDDED_WALLET_STORAGE_KEYS.W3M_SOCIAL_USERNAME);
  }

  #writeConnectedNamespaces(namespaces: readonly ChainNamespace[]): void {
    this.#writeString(STORAGE_KEYS.CONNECTED_NAMESPACES, namespaces.length > 0 ? namespaces.join(',') : undefined);
  }

  #readListMap(key: string): Record<string, unknown[]> {
    return readStored(this.#storage, key, listMapSchema) ?? {};
  }

  /** Replaces one namespace's list in a JSON map; an empty list removes the entry, an empty map the key. */
  #writeListMap(key: string, namespace: ChainNamespace, list: readonly unknown[]): void {
    const { [namespace]: _replaced, ...others } = this.#readListMap(key);
    const next = list.length > 0 ? { ...others, [namespace]: list } : others;
    if (Object.keys(next).length === 0) this.#remove(key);
    else writeStored(this.#storage, key, next);
  }

  /** Strings are stored unquoted, as the production modal stores them; undefined removes the key. */
  #writeString(key: string, value: string | undefined): void {
    if (value === undefined) {
      this.#remove(key);
      return;
    }
    try {
      this.#storage.setItem(key, value);
    } catch {
      // A storage that refuses writes (quota, private mode) only costs persistence.
    }
  }

  #remove(key: string): void {
    try {
      this.#storage.removeItem(key);
    } catch {
      // Best effort, like every write.
    }
  }
}

function parseAccounts(namespace: ChainNamespace, entries: readonly unknown[]): AccountEntry[] {
  const accounts: AccountEntry[] = [];
  for (const entry of entries) {
    const parsed = storedAccountSchema.safeParse(entry);
    if (!parsed.success) continue;
    const type = accountTypes.find((known) => known === parsed.data.type) ?? defaultAccountTypes[namespace];
    accounts.push({ address: parsed.data.address, type });
  }
  return accounts;
}

function unique<TValue>(values: readonly TValue[]): TValue[] {
  return [...new Set(values)];
}
