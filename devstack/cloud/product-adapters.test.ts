/**
 * The product's own HTTP adapters against the local cloud: proves paths, parameter names and answer shapes
 * match end to end (the adapters validate every answer with the domain schemas), and that fault switches
 * surface as the product's typed errors.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpAnalyticsSink } from '../../adapters/http/analytics.adapter.js';
import { HttpBlockchainApi } from '../../adapters/http/blockchain-api.adapter.js';
import { HttpClient } from '../../adapters/http/http-client.js';
import { httpStatusOf } from '../../adapters/http/http-status.error.js';
import { HttpWalletCatalogue } from '../../adapters/http/wallet-catalogue.adapter.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { DEPLOYED_CONTRACTS } from '../chains/index.js';
import { DEV_ACCOUNTS } from '../config.js';
import { admin, COMMON_QUERY } from './testing/cloud-client.js';
import { startChainWorld, type ChainWorld } from './testing/chain-world.js';
import { TEST_COIN_TYPE } from './testing/register-name.js';

let world: ChainWorld;
let catalogue: HttpWalletCatalogue;
let api: HttpBlockchainApi;
let analytics: HttpAnalyticsSink;

beforeAll(async () => {
  world = await startChainWorld();
  const http = new HttpClient({ baseUrl: world.cloud.url, projectId: COMMON_QUERY.projectId, sdkType: COMMON_QUERY.st, sdkVersion: COMMON_QUERY.sv });
  catalogue = new HttpWalletCatalogue(http);
  api = new HttpBlockchainApi(http);
  analytics = new HttpAnalyticsSink(http, { page: () => ({ url: 'http://127.0.0.1:5173/', domain: '127.0.0.1' }), now: () => Date.now() });
}, 60_000);
afterAll(() => world.stop());
beforeEach(async () => {
  await admin.post(world.cloud, 'reset');
});

const alice = privateKeyToAccount(DEV_ACCOUNTS[1].privateKey);

describe('HttpWalletCatalogue against the local cloud', () => {
  it('reads wallets, config, origins and the analytics switch', async () => {
    const page = await catalogue.getWallets({ page: 2, entries: 20, chains: ['eip155:31337'], exclude: ['x'] });
    expect(page.data).toHaveLength(20);
    expect((await catalogue.getWallets({ page: 1, entries: 5, search: 'rainbow' })).data[0]?.rdns).toBe('me.rainbow');
    expect((await catalogue.getProjectConfig()).features.length).toBeGreaterThan(0);
    expect(await catalogue.getAllowedOrigins()).toEqual(['http://127.0.0.1:*', 'http://localhost:*']);
    expect(await catalogue.getAnalyticsEnabled()).toBe(true);
    const image = await fetch(catalogue.imageUrl('wallet', page.data[0]?.image_id ?? ''));
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('maps fault switches to the typed errors of the contract', async () => {
    await admin.put(world.cloud, 'faults', { route: '/projects/v1/origins', status: 429, times: 1 });
    await expect(catalogue.getAllowedOrigins()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await admin.put(world.cloud, 'faults', { route: '/projects/v1/origins', status: 503, times: 1 });
    await expect(catalogue.getAllowedOrigins()).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    await admin.put(world.cloud, 'faults', { route: '/getWallets', malformed: true, times: 1 });
    await expect(catalogue.getWallets({ page: 1, entries: 1 })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await admin.put(world.cloud, 'faults', { route: '/getAnalyticsConfig', status: 500, times: 1 });
    // The analytics gate keeps analytics off after a failed read and asks again later (analyticsGate.ts).
    await expect(catalogue.getAnalyticsEnabled()).rejects.toThrow('HTTP status code: 500');
  });
});

describe('HttpBlockchainApi against the local cloud', () => {
  it('reads supported chains, balances, history and prices', async () => {
    expect((await api.getSupportedChains()).http).toEqual(['eip155:31337', 'eip155:31338']);
    const { balances } = await api.getBalance({ address: alice.address, chainId: 'eip155:31337' });
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'WETH']);
    // Chain C is not supported: the adapter answers empty without asking.
    expect(await api.getBalance({ address: alice.address, chainId: 'eip155:31339' })).toEqual({ balances: [] });
    const history = await api.getHistory({ address: alice.address, chainId: 'eip155:31337' });
    expect(history.data.length).toBeGreaterThan(0);
    const { fungibles } = await api.getPrices({ addresses: [`eip155:31337:${DEPLOYED_CONTRACTS.weth}`] });
    expect(fungibles).toEqual([expect.objectContaining({ symbol: 'WETH', price: 3000 })]);
  });

  it('registers and resolves names', async () => {
    const message = JSON.stringify({ name: 'adapter-test.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
    const signature = await alice.signMessage({ message });
    await api.registerName({ coinType: TEST_COIN_TYPE, address: alice.address, message, signature });
    expect((await api.getName({ name: 'adapter-test.reown.id' })).addresses[String(TEST_COIN_TYPE)]?.address).toBe(alice.address);
    expect((await api.getNamesForAddress({ address: alice.address })).map((entry) => entry.name)).toEqual(['adapter-test.reown.id']);
    expect(await api.getIdentity({ address: alice.address })).toEqual({ name: 'adapter-test.reown.id', avatar: null });
    expect((await api.getNameSuggestions({ name: 'adapter-test' })).suggestions[0]).toEqual({ name: 'adapter-test.reown.id', registered: true });
    const forged = await api.registerName({ coinType: TEST_COIN_TYPE, address: DEV_ACCOUNTS[2].address, message, signature }).catch((error: unknown) => error);
    expect(httpStatusOf(forged)).toBe(401);
  });

  it('sends chain RPC through the cloud and parses JSON-RPC errors', async () => {
    expect(await api.rpcRequest({ caipNetworkId: 'eip155:31338', method: 'eth_chainId' })).toBe('0x7a6a');
    const failure = await api.rpcRequest({ caipNetworkId: 'eip155:31337', method: 'eth_noSuchMethod' }).catch((error: unknown) => error);
    expect(isWalletportError(failure)).toBe(true);
  });
});

describe('HttpAnalyticsSink against the local cloud', () => {
  it('stores events and error reports', async () => {
    await analytics.send({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } });
    await analytics.send({ type: 'error', event: 'ERROR', errorType: 'X', errorMessage: 'boom', stackTrace: 'at y', timestamp: 5 });
    const { events } = (await admin.get(world.cloud, 'events')).body as { events: { body: { props: { event: string } } }[] };
    expect(events.map((event) => event.body.props.event)).toEqual(['MODAL_OPEN', 'ERROR']);
    await admin.put(world.cloud, 'faults', { route: '/e', status: 403, times: 1 });
    const refused = await analytics.send({ type: 'track', event: 'X' }).catch((error: unknown) => error);
    expect(httpStatusOf(refused)).toBe(403);
  });
});
