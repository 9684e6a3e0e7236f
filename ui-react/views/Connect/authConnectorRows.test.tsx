/**
 * The embedded wallet's connector (type AUTH, id ID_AUTH) is the email and social login, not a wallet: it
 * is never a row of the Connect list or of All Wallets, not even after an email login (the recent list).
 */
import { act, cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { EMBEDDED_CONNECTOR_INFO } from '../../../tests/fakes/embedded-wallet-connector.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { modal, settle } from '../../testing/shadow.js';
import { KEEP_LOCAL_FEATURES } from '../Account/testing/world.js';
import { prefetchViews } from '../prefetch.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('the embedded wallet in the wallet lists', () => {
  it('is no row of Connect or All Wallets, also after an email login', async () => {
    const scheduler = new VirtualScheduler();
    const wallets = [catalogueWallet({ id: 'w1', name: 'Wallet One', chains: [TEST_NETWORK.caipNetworkId] })];
    const { client, core } = createTestClient(
      {},
      {
        scheduler,
        embeddedWallet: true,
        chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
        catalogue: new FakeWalletCatalogue({ wallets, projectConfig: KEEP_LOCAL_FEATURES }),
      },
    );
    await prefetchViews();
    render(<WalletportProvider client={client} />);
    await settle();
    await act(() => core.connection.connect({ connectorId: 'ID_AUTH', method: 'email' }));
    await act(() => core.connection.disconnect());
    expect(core.connectors.snapshot.connectors.map((connector) => connector.id)).toContain('ID_AUTH');

    act(() => core.modal.open({ view: 'Connect' }));
    await settle();
    const rows = within(modal().getByRole('list', { name: 'Wallets' })).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).not.toContainEqual(expect.stringContaining(EMBEDDED_CONNECTOR_INFO.name));

    act(() => core.router.push('AllWallets'));
    await settle();
    const cards = within(modal().getByRole('grid', { name: 'Wallets' })).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual([expect.stringContaining('Wallet One')]);
  });
});
