/**
 * The local on-ramp provider (docs/ONRAMP.md): one HTTP server on 127.0.0.1 with the JSON API the local cloud
 * forwards to (/api/...), the meld and coinbase checkout pages a visitor completes, and `/health`. Paid orders
 * are delivered on chain from the treasury (delivery/treasury.ts), funded with USDC at start.
 *
 *   const onramp = await startOnramp({ port: 4900, chains, solana: { caip2, rpcUrl }, dataDir: null });
 *   await onramp.stop();
 */
import { join } from 'node:path';
import { jsonReply, type Reply } from '../cloud/http/reply.js';
import { startHttpServer } from '../mail/http-server.js';
import { ApiService } from './api-service.js';
import { buildCatalogue } from './catalogue.js';
import { CheckoutService } from './checkout-service.js';
import { devnetChain } from '../chains/index.js';
import { chainDeliverer, fundEvmTreasury, type Deliverer } from './delivery/index.js';
import { apiRoute } from './http/api-routes.js';
import { checkoutRoute } from './http/checkout-routes.js';
import { ONRAMP_DB_FILE, OrdersStore } from './orders.store.js';
import { QuoteBook } from './quote-book.js';

export type StartOnrampOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The running EVM chains (anvil): orders on Devnet A and B are delivered there. */
  chains: readonly { chainId: number; name: string; rpcUrl: string }[];
  solana: { caip2: string; rpcUrl: string };
  /** Folder of onramp.sqlite; null or undefined keeps the orders in memory. */
  dataDir?: string | null | undefined;
  /** Replaces the on-chain delivery (tests of the pages without chains). Default: the chains' treasury. */
  deliverer?: Deliverer;
  /** The clock of quotes and orders (tests). */
  now?: () => number;
};

export type RunningOnramp = {
  /** `http://127.0.0.1:<port>`: the API under /api, the checkouts under /meld and /coinbase. */
  url: string;
  port: number;
  /** Resolves once every delivery under way has finished. */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

export type StartOnrampParameters = StartOnrampOptions;
export type StartOnrampReturnType = RunningOnramp;
/** The port is taken, a chain does not answer while the treasury is funded, or the database file cannot be written. */
export type StartOnrampErrorType = Error;

export async function startOnramp(options: StartOnrampParameters): Promise<StartOnrampReturnType> {
  const now = options.now ?? Date.now;
  const catalogue = buildCatalogue({ evm: options.chains, solana: options.solana });
  const deliverer = options.deliverer ?? chainDeliverer({ evm: options.chains, solanaRpcUrl: options.solana.rpcUrl });
  if (!options.deliverer) {
    for (const network of catalogue.networks.filter(({ namespace }) => namespace === 'eip155')) {
      const chain = options.chains.find(({ chainId }) => String(chainId) === network.reference)!;
      await fundEvmTreasury({ chain: devnetChain(chain.chainId, chain.name, chain.rpcUrl), rpcUrl: chain.rpcUrl });
    }
  }
  const orders = await OrdersStore.open(options.dataDir ? join(options.dataDir, ONRAMP_DB_FILE) : undefined, now);
  const checkout = new CheckoutService(orders, deliverer);
  checkout.failInterrupted();
  // The checkout addresses name the server's own origin, known once it listens.
  let baseUrl = '';
  const api = new ApiService({ catalogue, quotes: new QuoteBook(now), orders, deliverer, baseUrl: () => baseUrl });
  const server = await startHttpServer(options.port, 'onramp', async (request, url): Promise<Reply> => {
    if (url.pathname === '/health') return jsonReply({ status: 'ok' });
    return (await apiRoute(api, request, url)) ?? (await checkoutRoute(checkout, request, url, server.url));
  }).catch((error: unknown) => {
    orders.close();
    throw error;
  });
  baseUrl = server.url;
  let stopping: Promise<void> | undefined;
  return {
    url: server.url,
    port: server.port,
    idle: () => checkout.idle(),
    stop: () =>
      (stopping ??= (async () => {
        await server.stop();
        await checkout.idle();
        orders.close();
      })()),
  };
}
