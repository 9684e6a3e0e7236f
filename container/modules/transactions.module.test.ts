import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProvider } from '../../actions/getProvider.js';
import { FakeChainAdapter } from '../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { VirtualScheduler } from '../../tests/fakes/virtual-scheduler.fake.js';
import { MockConnector } from '../../tests/fakes/wallet-connector.fake.js';
import { FLOWS } from '../flows.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HASH = `0x${'ab'.repeat(32)}`;

async function world(options: Parameters<typeof createTestClient>[0] = {}) {
  const scheduler = new VirtualScheduler();
  const chain = new FakeChainAdapter(scheduler);
  chain.mineAfterMs = 4_000;
  const wallet = new MockConnector({
    info: { id: 'wallet', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' },
    accounts: [ALICE],
    caipNetworkId: TEST_NETWORK.caipNetworkId,
  });
  const { client, core, ports } = createTestClient(options, { scheduler, chainAdapters: new Map([['eip155', chain]]) });
  client.start();
  ports.connectorDiscovery.announce(wallet);
  await core.connection.connect({ connectorId: 'wallet' });
  const refresh = vi.spyOn(core.account, 'refresh');
  return { scheduler, chain, wallet, client, core, ports, refresh };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the transactions module', () => {
  it('reloads the activity too once mined, when its flow is loaded; neither loads nor builds it when it is not', async () => {
    const loaded = await world();
    const activityRefresh = vi.spyOn(loaded.core.activity, 'refresh');
    loaded.wallet.provider.handle('eth_sendTransaction', HASH);
    const provider = await getProvider(loaded.client);
    await provider?.request({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: ALICE }] });
    await loaded.scheduler.advanceAsync(4_000);
    expect(activityRefresh).toHaveBeenCalledTimes(1);

    // A page where no view has shown the activity yet: its flow is not loaded, so there is nothing to reload.
    const notLoaded = await world();
    const lookups = vi.spyOn(FLOWS.activity, 'loaded').mockReturnValue(undefined);
    const load = vi.spyOn(FLOWS.activity, 'load');
    notLoaded.wallet.provider.handle('eth_sendTransaction', HASH);
    const other = await getProvider(notLoaded.client);
    await other?.request({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: ALICE }] });
    await notLoaded.scheduler.advanceAsync(4_000);
    expect(notLoaded.refresh).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
    expect(lookups).toHaveBeenCalled();
    // Asking the core for the activity use case here would have failed (its flow is not loaded), and been logged.
    expect(notLoaded.ports.logger.messages('error')).toEqual([]);
  });

  it('reloads the balances once a transaction the host page sends through getProvider is mined', async () => {
    const { scheduler, chain, wallet, client, refresh } = await world();
    wallet.provider.handle('eth_sendTransaction', HASH);
    const provider = await getProvider(client);
    expect(await getProvider(client)).toBe(provider);
    await expect(provider?.request({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: ALICE }] })).resolves.toBe(HASH);
    await scheduler.advanceAsync(3_999);
    expect(refresh).not.toHaveBeenCalled();
    await scheduler.advanceAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith({ force: true });
    expect(chain.calls.find((call) => call.method === 'waitForTransaction')?.params).toEqual({
      hash: HASH,
      caipNetworkId: TEST_NETWORK.caipNetworkId,
      timeoutMs: 25_000,
    });
  });

  it('hands the page the wallet error as it is, and reloads nothing', async () => {
    const { scheduler, chain, wallet, client, refresh } = await world();
    const rejection = { code: 4001, message: 'User rejected the request.' };
    wallet.provider.handle('eth_sendTransaction', () => {
      throw rejection;
    });
    const provider = await getProvider(client);
    await expect(provider?.request({ method: 'eth_sendTransaction', params: [{ from: ALICE }] })).rejects.toBe(rejection);
    await scheduler.advanceAsync(30_000);
    expect(chain.calls.filter((call) => call.method === 'waitForTransaction')).toEqual([]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('watches a transaction that missed the confirmation timeout when the page turns pendingTransactionsFilter on', async () => {
    const { scheduler, chain, wallet, client, refresh } = await world({ pendingTransactionsFilter: { enable: true, pollingInterval: 10_000 } });
    chain.mineAfterMs = 40_000; // later than the 25 s confirmation timeout
    wallet.provider.handle('eth_sendTransaction', HASH);
    const provider = await getProvider(client);
    await provider?.request({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: ALICE }] });
    await scheduler.advanceAsync(25_000);
    expect(refresh).not.toHaveBeenCalled();
    chain.mineAfterMs = 0; // mined since
    await scheduler.advanceAsync(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('leaves pending transactions alone by default', async () => {
    const { scheduler, chain, wallet, client, refresh } = await world();
    chain.mineAfterMs = 40_000;
    wallet.provider.handle('eth_sendTransaction', HASH);
    const provider = await getProvider(client);
    await provider?.request({ method: 'eth_sendTransaction', params: [{ from: ALICE, to: ALICE }] });
    await scheduler.advanceAsync(25_000);
    chain.mineAfterMs = 0;
    await scheduler.advanceAsync(120_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(chain.calls.filter((call) => call.method === 'waitForTransaction')).toHaveLength(1);
  });
});
