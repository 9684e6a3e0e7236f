/**
 * Starts the local Bitcoin ledger on 127.0.0.1: the seeded regtest ledger (seed.ts) behind Esplora's HTTP API,
 * and a block mined every `blockIntervalMs` while the mempool holds transactions. The timer starts here,
 * never at import; tests turn it off and mine on demand (`mine()` or POST /__admin/mine).
 */
import type { AddressInfo } from 'node:net';
import { closeServer, listenServer } from '../http/server-lifecycle.js';
import { addressRoutes } from './address-routes.js';
import { adminRoutes } from './admin-routes.js';
import type { BlockRecord } from './blocks.js';
import { chainRoutes } from './chain-routes.js';
import { bitcoinFaucetKey } from './dev-keys.js';
import { createLedgerServer } from './http-server.js';
import type { BitcoinLedger } from './ledger.js';
import { BITCOIN_DEVSTACK_CAIP2, BITCOIN_DEVSTACK_NAME } from './regtest.js';
import { seedLedger } from './seed.js';
import { transactionRoutes } from './transaction-routes.js';

export type StartBitcoinOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** How often a block is mined while the mempool is not empty; null mines only on demand. Default 1,000 ms. */
  blockIntervalMs?: number | null;
};

export type RunningBitcoin = {
  /** The Esplora API's base, http://127.0.0.1:<port> (GET /blocks/tip/height, POST /tx, ...). */
  url: string;
  port: number;
  /** bip122:0f9188f13cb7b2c71f2a335e3a4fc328, regtest's genesis. */
  caip2: string;
  name: string;
  /** The transaction that funded the dev accounts (block 102). */
  fundingTxid: string;
  /** The ledger itself, for tests and the devstack's other parts in this process. */
  ledger: BitcoinLedger;
  /** Mines `blocks` blocks now (1 by default), whatever the mempool holds. */
  mine(blocks?: number): BlockRecord[];
  /** How long the start took (the seed's 102 blocks, the listener), in milliseconds. */
  startupMs: number;
  stop(): Promise<void>;
};

export const DEFAULT_BLOCK_INTERVAL_MS = 1_000;

export async function startBitcoin(options: StartBitcoinOptions): Promise<RunningBitcoin> {
  const started = performance.now();
  const host = options.host ?? '127.0.0.1';
  const { ledger, fundingTxid } = seedLedger();
  const server = createLedgerServer([...chainRoutes(ledger), ...transactionRoutes(ledger), ...addressRoutes(ledger), ...adminRoutes(ledger, bitcoinFaucetKey())]);
  await listenServer({ server, host, port: options.port });
  const port = (server.address() as AddressInfo).port;

  const interval = options.blockIntervalMs === undefined ? DEFAULT_BLOCK_INTERVAL_MS : options.blockIntervalMs;
  const timer = interval === null ? undefined : setInterval(() => ledger.mempoolTransactions().length > 0 && ledger.mine(), interval);
  timer?.unref();

  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${hostInUrl}:${port}`,
    port,
    caip2: BITCOIN_DEVSTACK_CAIP2,
    name: BITCOIN_DEVSTACK_NAME,
    fundingTxid,
    ledger,
    mine: (blocks = 1) => Array.from({ length: blocks }, () => ledger.mine()),
    startupMs: Math.round(performance.now() - started),
    stop: async () => {
      clearInterval(timer);
      await closeServer(server);
    },
  };
}

