/**
 * The modal's use cases over the REAL local cloud, for the route-faults suite (issue 18): the production HTTP
 * adapters (one HttpClient for the catalogue, the blockchain API and analytics, as the composition root builds
 * them) behind a fetch that records every request, so a test can tell how often a route was asked while a
 * fault switch was on. The wallet is the mock connector holding a devstack account on devnet B, the devstack's
 * "main network" chain: identity lookups apply there, the cloud supports it and its AMM answers swaps.
 */
import { firstValueFrom, filter, type Observable } from 'rxjs';
import { HttpAnalyticsSink } from '../../adapters/http/analytics.adapter.js';
import { HttpBlockchainApi } from '../../adapters/http/blockchain-api.adapter.js';
import { HttpClient } from '../../adapters/http/http-client.js';
import { HttpWalletCatalogue } from '../../adapters/http/wallet-catalogue.adapter.js';
import type { WalletportPorts } from '../../container/walletport-ports.js';
import { TOAST_AUTO_CLOSE_MS, TOAST_REPLACEMENT_DELAY_MS } from '../../domain/entities/constants.js';
import { walletportDevnetB } from '../../domain/entities/network/chains/walletportDevnets.js';
import type { WalletportOptions } from '../../domain/usecases/options/options.js';
import type { CaipNetwork } from '../../domain/entities/network/caipNetwork.js';
import { faultMatches } from '../../devstack/cloud/faults/match-fault.js';
import { COMMON_QUERY } from '../../devstack/cloud/testing/cloud-client.js';
import { DEV_ACCOUNTS } from '../../devstack/config.js';
import { FakeChainAdapter } from '../fakes/chain-adapter.fake.js';
import { createClientFromPorts, createTestPorts } from '../fakes/create-test-client.js';
import { RecordingLogger } from '../fakes/recording-logger.fake.js';
import { VirtualScheduler } from '../fakes/virtual-scheduler.fake.js';
import { FakeConnectorDiscovery, MockConnector } from '../fakes/wallet-connector.fake.js';

/** The account the wallet holds: funded with ETH, USDC and WETH on every devstack chain. */
export const WORLD_ACCOUNT = DEV_ACCOUNTS[1].address;
export const WORLD_NETWORK = walletportDevnetB;
const WALLET_ID = 'route-faults-wallet';

export type RecordedRequest = { method: string; path: string };

/** A fetch that records each request's method and path, then passes it on to the real fetch. */
export function recordingFetch(): { fetch: typeof fetch; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const recording: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input));
    requests.push({ method: (request?.method ?? init?.method ?? 'GET').toUpperCase(), path: url.pathname });
    return fetch(input, init);
  };
  return { fetch: recording, requests };
}

export type CloudClientOptions = {
  /** The adapters' request timeout (HttpClient `timeoutMs`); the product's default when left out. */
  timeoutMs?: number | undefined;
  /** Options of the page beside the project id and devnet B. */
  options?: Partial<WalletportOptions<CaipNetwork>> | undefined;
};

/** A client of the cloud at `cloudUrl` with the wallet connected; `dispose` when done. */
export async function connectedCloudClient(cloudUrl: string, { timeoutMs, options = {} }: CloudClientOptions = {}) {
  const scheduler = new VirtualScheduler();
  const logger = new RecordingLogger();
  const { fetch, requests } = recordingFetch();
  const http = new HttpClient({ baseUrl: cloudUrl, projectId: COMMON_QUERY.projectId, sdkType: COMMON_QUERY.st, sdkVersion: COMMON_QUERY.sv, fetch, timeoutMs });
  const wallet = new MockConnector({
    info: { id: WALLET_ID, name: 'Route Faults Wallet', type: 'ANNOUNCED', chain: 'eip155' },
    accounts: [WORLD_ACCOUNT],
    caipNetworkId: WORLD_NETWORK.caipNetworkId,
  });
  const ports: WalletportPorts = {
    ...createTestPorts({ scheduler, logger }),
    blockchainApi: new HttpBlockchainApi(http),
    catalogue: new HttpWalletCatalogue(http, { logger }),
    analytics: new HttpAnalyticsSink(http, { page: () => ({ url: 'http://127.0.0.1:5173/', domain: '127.0.0.1' }), now: () => scheduler.now() }),
    chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
    connectorDiscovery: new FakeConnectorDiscovery([wallet]),
  };
  const { core } = createClientFromPorts({ projectId: COMMON_QUERY.projectId, networks: [WORLD_NETWORK], ...options }, ports);
  core.start();
  await core.connection.connect({ connectorId: WALLET_ID });
  // Every toast that opened, in order (a replaced one included): what the person was shown.
  const toasts: string[] = [];
  let previous: { open: boolean; message: string } = { open: false, message: '' };
  const toastSubscription = core.toasts.state$.subscribe(({ open, message }) => {
    if (open && (!previous.open || previous.message !== message)) toasts.push(message);
    previous = { open, message };
  });

  /** How many requests since the last `reset` matched `route` (a fault switch's pattern) and `method`. */
  const countOf = (route: string, method?: string) =>
    requests.filter((request) => faultMatches({ route, method: method ?? null, exact: false }, request.method, request.path)).length;
  return {
    core,
    scheduler,
    logger,
    requests,
    countOf,
    /** Forgets the requests recorded so far (the connection's own reads, say). */
    resetRequests: () => void requests.splice(0),
    /** The toasts shown since the last call, once every open one had time to show and close. */
    takeToasts: (): string[] => {
      scheduler.advance(TOAST_AUTO_CLOSE_MS + TOAST_REPLACEMENT_DELAY_MS);
      return toasts.splice(0);
    },
    dispose: () => {
      toastSubscription.unsubscribe();
      core.dispose();
    },
  };
}

export type CloudClient = Awaited<ReturnType<typeof connectedCloudClient>>;

/** The first state of `state$` that passes `done` (use cases replay their state: no race with a change). */
export function until<TState>(state$: Observable<TState>, done: (state: TState) => boolean): Promise<TState> {
  return firstValueFrom(state$.pipe(filter(done)));
}
