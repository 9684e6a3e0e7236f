import { describe, expect, it } from 'vitest';
import { createTestClient, TEST_NETWORK } from '../../tests/fakes/create-test-client.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../tests/fakes/wallet-catalogue.fake.js';
import { MockConnector } from '../../tests/fakes/wallet-connector.fake.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the connection module', () => {
  it('gives a browser wallet its catalogue id and image once the catalogue lists it, and reports it on connect', async () => {
    const listed = catalogueWallet({
      id: 'catalogue-id-of-rabby',
      name: 'Rabby',
      rdns: 'io.rabby',
      image_id: 'rabby-image',
      chains: [TEST_NETWORK.caipNetworkId],
    });
    const { client, core, ports } = createTestClient({}, { catalogue: new FakeWalletCatalogue({ wallets: [listed] }) });
    const wallet = new MockConnector({
      info: { id: 'io.rabby', name: 'Rabby Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.rabby' } },
      accounts: [ADDRESS],
      caipNetworkId: TEST_NETWORK.caipNetworkId,
    });
    client.start();
    ports.connectorDiscovery.announce(wallet);
    expect(core.connectors.snapshot.connectors.find((connector) => connector.id === 'io.rabby')?.explorerId).toBeUndefined();

    await core.walletList.loadInitial();
    expect(core.connectors.snapshot.connectors.find((connector) => connector.id === 'io.rabby')).toMatchObject({
      explorerId: 'catalogue-id-of-rabby',
      imageId: 'rabby-image',
    });

    await core.connection.connect({ connectorId: 'io.rabby' });
    expect(core.events.snapshot.history).toContainEqual(
      expect.objectContaining({ event: 'CONNECT_SUCCESS', properties: expect.objectContaining({ explorer_id: 'catalogue-id-of-rabby' }) }),
    );
  });
});
