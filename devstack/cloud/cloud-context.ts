/** Everything the route handlers read from: the stores, the catalogue, the chains and the clock. */
import type { BitcoinCloudChain } from './bitcoin/esplora-client.js';
import type { Catalogue } from './catalogue/build-catalogue.js';
import type { AssetBook } from './chain/assets.js';
import type { ChainSet } from './chain/chain-set.js';
import type { HistoryIndexer } from './chain/history-indexer.js';
import type { CloudDatabase } from './db/database.js';
import type { EventsStore } from './db/events.store.js';
import type { FaultsStore } from './db/faults.store.js';
import type { NamesStore } from './db/names.store.js';
import type { SettingsStore } from './db/settings.store.js';
import type { SiwxStore } from './db/siwx.store.js';
import type { CloudAmm } from './convert/cloud-amm.js';
import type { OnrampProviderClient } from './onramp/onramp-provider.js';
import type { SolanaCloudChain } from './solana/solana-rpc.js';
import type { PaymasterService } from '../paymaster/service.js';

export type CloudStores = {
  /** The SQLite database itself (file path, raw queries). */
  database: CloudDatabase;
  settings: SettingsStore;
  names: NamesStore;
  events: EventsStore;
  faults: FaultsStore;
  /** The sign-in server's key, spent nonces and sessions. */
  siwx: SiwxStore;
};

export type CloudContext = {
  stores: CloudStores;
  catalogue: Catalogue;
  chains: ChainSet;
  book: AssetBook;
  /** The exchange of the convert (swap) routes, the same addresses on every chain; undefined for none. */
  amm: CloudAmm | undefined;
  /** One history indexer per supported chain, by CAIP-2 id. */
  indexers: ReadonlyMap<string, HistoryIndexer>;
  /** The local Solana chain the account routes read for Solana accounts; undefined when none was given. */
  solana: SolanaCloudChain | undefined;
  /** The devstack's Bitcoin ledger (Esplora) the account and /v1/bitcoin routes read for bip122; undefined when none was given. */
  bitcoin: BitcoinCloudChain | undefined;
  now: () => Date;
  /** Domains a sign-in message may name when the request has no Origin header (auth/check-domain.ts). */
  signInDomains: readonly string[];
  /** Each EVM chain's ERC-4337 bundler URL, by CAIP-2 id: where /v1/bundler forwards (routes/bundler.routes.ts). */
  bundlers: ReadonlyMap<string, string>;
  /** The ERC-7677 paymaster service behind /v1/paymaster; undefined for none. */
  paymaster: PaymasterService | undefined;
  /** The devstack's on-ramp provider the /v1/onramp routes forward to (answers 503 when none was given). */
  onramp: OnrampProviderClient;
};
