/**
 * Every text of the WalletConnect views comes from the catalogue: drawn in the pseudo-language (each entry
 * wrapped in ⟦ ⟧), nothing a visitor reads is left in English but the wallet's name, in each tab, after a
 * declined proposal and in the QR-code-only view.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { untranslatedText, usePseudoLocale } from '../../../tests/fakes/pseudo-locale.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { FakeConnectorDiscovery, userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { walletConnectTestPorts } from '../../../tests/fakes/walletconnect-client.fake.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { modal, settle } from '../../testing/shadow.js';
import { prefetchViews } from '../prefetch.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const ZEN = catalogueWallet({
  id: 'zen',
  name: 'Zen Wallet',
  chains: [TEST_NETWORK.caipNetworkId],
  mobile_link: 'zen://',
  desktop_link: 'zendesktop://open',
  webapp_link: 'https://app.zen.example',
  app_store: 'https://apps.apple.com/app/zen',
  play_store: 'https://play.google.com/store/apps/details?id=zen',
  homepage: 'https://zen.example',
});

/** The wallet's name, and its initial where it has no picture. */
const AS_GIVEN = ['Zen Wallet', /^[A-Z]$/];

async function setup(options: Partial<WalletportOptions> = {}) {
  const scheduler = new VirtualScheduler();
  const wc = walletConnectTestPorts(scheduler, [TEST_NETWORK]);
  const { client, core } = createTestClient(
    { networks: [TEST_NETWORK], ...options },
    {
      scheduler,
      catalogue: new FakeWalletCatalogue({ wallets: [ZEN] }),
      connectorDiscovery: new FakeConnectorDiscovery([]),
      chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
      ...wc,
    },
  );
  usePseudoLocale(client);
  await prefetchViews();
  render(<WalletportProvider client={client} />);
  await settle();
  return { core, fake: wc.walletConnect };
}

const view = () => document.querySelector('[data-walletport="modal"]')?.shadowRoot?.querySelector('.wp-view') as Element;

describe('the WalletConnect views in another language', () => {
  it('draws every tab and a declined proposal from the catalogue only', async () => {
    const { core, fake } = await setup();
    act(() => core.modal.open({ view: 'ConnectingWalletConnect', data: { wallet: ZEN } }));
    await settle();
    expect(modal().getByRole('tablist', { name: '⟦Ways to connect Zen Wallet⟧' })).toBeTruthy();
    for (const tab of ['⟦Mobile⟧', '⟦Desktop⟧', '⟦Web app⟧', '⟦Get Zen Wallet⟧']) {
      fireEvent.click(modal().getByRole('tab', { name: tab }));
      await settle();
      expect(untranslatedText(view(), { allowed: AS_GIVEN })).toEqual([]);
    }
    expect(modal().getByRole('link', { name: '⟦App Store⟧' })).toBeTruthy();

    fireEvent.click(modal().getByRole('tab', { name: '⟦Mobile⟧' }));
    await act(async () => fake.reject(userRejectedError()));
    await settle();
    expect(modal().getByText('⟦Connection rejected⟧')).toBeTruthy();
    expect(untranslatedText(view(), { allowed: AS_GIVEN })).toEqual([]);
    act(() => core.close());
  });

  it('draws the QR-code-only view from the catalogue only', async () => {
    const { core } = await setup({ manualWCControl: true });
    act(() => core.modal.open());
    await settle();
    expect(core.router.snapshot.view).toBe('ConnectingWalletConnectBasic');
    expect(modal().getByRole('button', { name: '⟦Copy link⟧' })).toBeTruthy();
    expect(untranslatedText(view())).toEqual([]);
    act(() => core.close());
  });

  it('says in the catalogue\'s words when the page has no WalletConnect', async () => {
    const scheduler = new VirtualScheduler();
    const { client, core } = createTestClient({ networks: [TEST_NETWORK] }, { scheduler, chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]) });
    usePseudoLocale(client);
    await prefetchViews();
    render(<WalletportProvider client={client} />);
    await settle();
    act(() => core.modal.open({ view: 'ConnectingWalletConnect', data: { wallet: ZEN } }));
    await settle();
    expect(modal().getByText('⟦WalletConnect is not available on this page⟧')).toBeTruthy();
  });
});
