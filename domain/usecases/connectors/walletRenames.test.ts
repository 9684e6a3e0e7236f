/** WALLET_RENAMES applied where wallet names enter the modal: the connectors and the catalogue. */
import { describe, expect, it } from 'vitest';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe("WALLET_RENAMES ('Trust Wallet' -> 'Trust')", () => {
  it('renames a browser wallet that announces itself as Trust Wallet, in the list and once connected', async () => {
    const { client, core, ports } = createTestClient();
    client.start();
    ports.connectorDiscovery.announce(
      new MockConnector({
        info: { id: 'com.trustwallet.app', name: 'Trust Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'com.trustwallet.app' } },
        accounts: [ALICE],
        caipNetworkId: TEST_NETWORK.caipNetworkId,
      }),
    );
    expect(core.connectors.snapshot.connectors.find((connector) => connector.id === 'com.trustwallet.app')?.name).toBe('Trust');
    await core.connection.connect({ connectorId: 'com.trustwallet.app' });
    expect(core.connection.snapshot.recentWallets[0]?.name).toBe('Trust');
  });

  it('renames the catalogue wallet in the Connect list and in search', async () => {
    const trust = catalogueWallet({ id: 'trust-id', name: 'Trust Wallet', chains: [TEST_NETWORK.caipNetworkId] });
    const other = catalogueWallet({ id: 'other-id', name: 'Rainbow', chains: [TEST_NETWORK.caipNetworkId] });
    const { client, core } = createTestClient({}, { catalogue: new FakeWalletCatalogue({ wallets: [trust, other] }) });
    client.start();
    await core.walletList.loadInitial();
    expect(core.walletList.snapshot.recommended.map((wallet) => wallet.name)).toEqual(['Trust', 'Rainbow']);
  });
});
