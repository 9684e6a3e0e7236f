/**
 * The local cloud: one node:http server on 127.0.0.1 implementing the catalogue, project config, analytics and
 * blockchain API of CONTRACTS.md, answering from SQLite and the local chains, with fault switches for tests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildCatalogue } from './catalogue/build-catalogue.js';
import { ChainSet } from './chain/chain-set.js';
import { HistoryIndexer } from './chain/history-indexer.js';
import type { CloudContext, CloudStores } from './cloud-context.js';
import { CloudDatabase } from './db/database.js';
import { EventsStore } from './db/events.store.js';
import { FaultsStore } from './db/faults.store.js';
import { NamesStore } from './db/names.store.js';
import { SettingsStore } from './db/settings.store.js';
import { SiwxStore } from './db/siwx.store.js';
import { createRequestHandler } from './http/handle-request.js';
import { Router } from './http/router.js';
import { resolveOptions, type StartCloudOptions } from './options.js';
import { adminRoutes } from './routes/admin.routes.js';
import { analyticsRoutes } from './routes/analytics.routes.js';
import { authRoutes } from './routes/auth.routes.js';
import { blockchainRoutes } from './routes/blockchain.routes.js';
import { catalogueRoutes } from './routes/catalogue.routes.js';
import { configRoutes } from './routes/config.routes.js';
import { convertRoutes } from './routes/convert.routes.js';
import { historyRoutes } from './routes/history.routes.js';
import { imageRoutes } from './routes/images.routes.js';
import { namesRoutes } from './routes/names.routes.js';
import { onrampProviderClient } from './onramp/onramp-provider.js';
import { onrampRoutes } from './routes/onramp.routes.js';
import { nftRoutes } from './routes/nft.routes.js';
import { rpcRoutes } from './routes/rpc.routes.js';
import { solanaCloudChain } from './solana/solana-rpc.js';
import { bitcoinCloudChain } from './bitcoin/esplora-client.js';
import { bitcoinRoutes } from './routes/bitcoin.routes.js';
import { privateKeyToAccount } from 'viem/accounts';
import { ACCOUNT_ABSTRACTION_KEYS } from '../chains/account-abstraction.js';
import { createSpendingLedger } from '../paymaster/spending-ledger.js';
import { bundlerRoutes } from './routes/bundler.routes.js';
import { paymasterRoutes } from './routes/paymaster.routes.js';

export type { StartCloudOptions } from './options.js';

export type RunningCloud = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  /** Closes the server and every open connection, and writes and closes the database. */
  stop(): Promise<void>;
  /** The stores behind the routes (settings, names, events, faults, sign-in) and the database itself. */
  db: CloudStores;
};

export async function startCloud(options: StartCloudOptions = {}): Promise<RunningCloud> {
  const resolved = resolveOptions(options);
  const database = await CloudDatabase.open(resolved.dbFile);
  const stores: CloudStores = {
    database,
    settings: new SettingsStore(database),
    names: new NamesStore(database),
    events: new EventsStore(database),
    faults: new FaultsStore(database),
    siwx: new SiwxStore(database, resolved.now()),
  };
  const chains = new ChainSet(resolved.chains, resolved.supportedChainIds);
  const book = { tokens: resolved.tokens, nft: resolved.nft, prices: resolved.prices };
  const contracts = [...resolved.tokens.map((token) => token.address), ...(resolved.nft ? [resolved.nft.address] : [])];
  const cloud: CloudContext = {
    stores,
    catalogue: buildCatalogue(resolved.walletCount, { walletPageUrl: resolved.walletPageUrl }),
    chains,
    book,
    amm: resolved.amm,
    indexers: new Map(chains.allSupported().map((chain) => [chain.caipId, new HistoryIndexer(chain, contracts, resolved.amm?.feeRouter)])),
    solana: resolved.solana === undefined ? undefined : solanaCloudChain(resolved.solana),
    bitcoin: resolved.bitcoin === undefined ? undefined : bitcoinCloudChain(resolved.bitcoin),
    now: resolved.now,
    signInDomains: resolved.signInDomains,
    bundlers: new Map(resolved.bundlers.map(({ chainId, url }) => [`eip155:${chainId}`, url])),
    paymaster: {
      signer: privateKeyToAccount(ACCOUNT_ABSTRACTION_KEYS.paymasterSigner.privateKey),
      ledger: createSpendingLedger(resolved.paymasterCapWei),
      now: resolved.now,
    },
    onramp: onrampProviderClient(resolved.onrampUrl),
  };

  const router = new Router();
  for (const register of [
    adminRoutes,
    catalogueRoutes,
    imageRoutes,
    configRoutes,
    analyticsRoutes,
    blockchainRoutes,
    bitcoinRoutes,
    convertRoutes,
    onrampRoutes,
    historyRoutes,
    namesRoutes,
    rpcRoutes,
    bundlerRoutes,
    paymasterRoutes,
    nftRoutes,
    authRoutes,
  ]) {
    register(router, cloud);
  }

  const stopping = new AbortController();
  let url = '';
  const server = createServer(
    createRequestHandler({ router, faults: stores.faults, serverUrl: () => url, signal: stopping.signal }),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(resolved.port, resolved.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    database.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  url = `http://${resolved.host}:${port}`;

  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      stopping.abort();
      server.close(() => resolve());
      server.closeAllConnections();
    }).finally(() => database.close());
    return stopped;
  };
  return { url, port, stop, db: stores };
}
