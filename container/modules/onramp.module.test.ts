import { describe, expect, it, vi } from 'vitest';
import { fakeActivityTransaction } from '../../tests/fakes/blockchain-api.fake.js';
import { createTestClient, TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { FakePlatform } from '../../tests/fakes/platform.fake.js';
import { MockConnector } from '../../tests/fakes/wallet-connector.fake.js';
import { ONRAMP_ORDER_POLL_MS } from '../../domain/entities/constants.js';
import { OnrampUseCase } from '../../domain/usecases/onramp/onramp.usecase.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

async function connected(options: Parameters<typeof createTestClient>[0] = {}, overrides: Parameters<typeof createTestClient>[1] = {}) {
  const created = createTestClient(options, overrides);
  const wallet = new MockConnector({
    info: { id: 'wallet', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' },
    accounts: [ADDRESS],
    caipNetworkId: TEST_NETWORK.caipNetworkId,
  });
  created.client.start();
  created.ports.connectorDiscovery.announce(wallet);
  await created.core.connection.connect({ connectorId: 'wallet' });
  return created;
}

describe('the on-ramp module', () => {
  it('exposes core.onramp over the ports: a purchase from the Buy entry to the tokens delivered', async () => {
    const { core, ports } = await connected();
    expect(core.onramp).toBeInstanceOf(OnrampUseCase);
    const stop = core.onramp.subscribe(() => undefined);
    core.router.push('Buy');
    await ports.scheduler.advanceAsync(0);
    expect(core.onramp.snapshot).toMatchObject({ status: 'ready', optionsSource: 'remote', limits: { min: '20.00', max: '5000.00' } });
    expect(core.onramp.snapshot.purchaseNetwork?.chain_id).toBe('31337');

    core.onramp.setAmount('50');
    await core.onramp.getQuotes();
    expect(core.router.snapshot.view).toBe('OnRampProviders');
    await core.onramp.chooseProvider('coinbase');
    expect(core.router.snapshot.view).toBe('BuyInProgress');
    expect(ports.platform.lastPopup?.url).toContain('/coinbase/checkout/');

    const refresh = vi.spyOn(core.account, 'refresh');
    ports.blockchainApi.pushPurchase(
      ADDRESS,
      fakeActivityTransaction({ id: 'order-1', metadata: { operationType: 'buy', status: 'confirmed', chain: TEST_NETWORK.caipNetworkId } }),
    );
    await ports.scheduler.advanceAsync(ONRAMP_ORDER_POLL_MS);
    expect(core.onramp.snapshot.order).toMatchObject({ status: 'success', transactionId: 'order-1' });
    expect(refresh).toHaveBeenCalledWith({ force: true });
    stop();
  });

  it('is off in a restricted time zone, whatever the page asked for', () => {
    const restricted = createTestClient({ features: { onramp: true } }, { platform: new FakePlatform({ timeZone: 'Asia/Shanghai' }) });
    expect(restricted.core.options.snapshot.features.onramp).toBe(false);
    const elsewhere = createTestClient({ features: { onramp: true } }, { platform: new FakePlatform({ timeZone: 'Europe/Paris' }) });
    expect(elsewhere.core.options.snapshot.features.onramp).toBe(true);
  });

  it('is disposed with the client, once built', async () => {
    const { client, core, ports } = await connected();
    const onramp = core.onramp;
    const stop = onramp.subscribe(() => undefined);
    core.router.push('Buy');
    await ports.scheduler.advanceAsync(0);
    onramp.setAmount('50');
    await onramp.getQuotes();
    await onramp.chooseProvider('meld');
    const reads = ports.blockchainApi.callCount('getHistory');
    client.dispose();
    await ports.scheduler.advanceAsync(60_000);
    expect(ports.blockchainApi.callCount('getHistory')).toBe(reads);
    expect(() => core.onramp).toThrow('This walletport client was disposed');
    stop();
  });
});
