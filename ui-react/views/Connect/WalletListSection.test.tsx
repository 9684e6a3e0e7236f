import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Connector } from '../../../domain/entities/connector/connector.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { STORAGE_KEYS } from '../../../domain/entities/storage/storage-keys.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { FakeConnectorDiscovery, MockConnector } from '../../../tests/fakes/wallet-connector.fake.js';
import { ImagePreloaderContext, type ImagePreloader } from '../../components/WalletImage/imagePreloader.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { modal, settle } from '../../testing/shadow.js';
import { ALL_WALLETS_LABEL, WALLET_LIST_ERROR_MESSAGE } from './WalletListSection.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const CHAIN = TEST_NETWORK.caipNetworkId;
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

/** Every image loads at once. */
const instantImages: ImagePreloader = { preload: async () => undefined, status: () => undefined };

const wallet = (id: string, name: string, fields: Partial<CatalogueWallet> = {}) => catalogueWallet({ id, name, chains: [CHAIN], ...fields });

const CATALOGUE = [
  wallet('mm', 'MetaMask', { rdns: 'io.metamask' }),
  wallet('rainbow', 'Rainbow', { rdns: 'me.rainbow' }),
  wallet('trust', 'Trust'),
  wallet('coinbase', 'Coinbase Wallet'),
  wallet('ledger', 'Ledger Live'),
  wallet('zerion', 'Zerion'),
  wallet('okx', 'OKX Wallet'),
  wallet('safe', 'Safe'),
  wallet('phantom', 'Phantom'),
  wallet('uniswap', 'Uniswap Wallet'),
];

function announced(fields: Partial<Connector> & { id: string; name: string }): MockConnector {
  return new MockConnector({
    info: { type: 'ANNOUNCED', chain: 'eip155', ...fields },
    accounts: [ADDRESS],
    caipNetworkId: CHAIN,
  });
}

type Setup = {
  options?: Partial<WalletportOptions>;
  wallets?: CatalogueWallet[];
  connectors?: MockConnector[];
  /** Host-supplied connectors (the composition root's own). */
  extraConnectors?: MockConnector[];
  storage?: FakeStorage;
};

async function openConnect({ options = {}, wallets = CATALOGUE, connectors = [], extraConnectors = [], storage = new FakeStorage() }: Setup = {}) {
  const scheduler = new VirtualScheduler();
  const catalogue = new FakeWalletCatalogue({ wallets });
  const { client, core, ports } = createTestClient(options, {
    scheduler,
    storage,
    catalogue,
    connectorDiscovery: new FakeConnectorDiscovery(connectors),
    extraConnectors,
    chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
  });
  render(
    <ImagePreloaderContext.Provider value={instantImages}>
      <WalletportProvider client={client} />
    </ImagePreloaderContext.Provider>,
  );
  await settle();
  act(() => core.modal.open({ view: 'Connect' }));
  await settle();
  return { client, core, ports };
}

function walletList() {
  return modal().getByRole('list', { name: 'Wallets' });
}

/** The rows of the wallet list: ['name tag tag', group]. */
function rows(): [string, string | null][] {
  return within(walletList())
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-hidden') !== 'true')
    .map((item) => {
      const texts = [item.querySelector('.wp-wallet-item-name'), ...item.querySelectorAll('.wp-tag')].map((element) => element?.textContent);
      return [texts.join(' '), item.getAttribute('data-group')];
    });
}

describe('the Connect wallet list', () => {
  it('lists recent, installed, featured, custom and four recommended wallets, each once, then All wallets', async () => {
    const storage = new FakeStorage();
    storage.plant(STORAGE_KEYS.RECENT_WALLETS, JSON.stringify([{ id: 'rainbow', name: 'Rainbow' }]));
    await openConnect({
      storage,
      options: { featuredWalletIds: ['zerion'], customWallets: [{ id: 'house', name: 'House Wallet' }] },
      connectors: [announced({ id: 'uuid-mm', name: 'MetaMask', info: { rdns: 'io.metamask' } }), announced({ id: 'uuid-rabby', name: 'Rabby', info: { rdns: 'io.rabby' } })],
    });
    expect(rows()).toEqual([
      ['Rainbow Recent', 'recent'],
      ['MetaMask Installed', 'injected'],
      ['Rabby Installed', 'injected'],
      ['Zerion', 'featured'],
      ['House Wallet', 'custom'],
      ['Trust', 'recommended'],
      ['Coinbase Wallet', 'recommended'],
      ['Ledger Live', 'recommended'],
      ['OKX Wallet', 'recommended'],
      [`${ALL_WALLETS_LABEL} 10`, 'all-wallets'],
    ]);
    // The catalogue's MetaMask (same rdns as the announced wallet) is listed once, as installed.
    expect(modal().getAllByText('MetaMask')).toHaveLength(1);
    // A recent wallet stored without an image shows its catalogue image.
    expect(modal().getByRole('button', { name: 'Rainbow Recent' }).querySelector('img')?.getAttribute('src')).toBe(
      'https://catalogue.fake/getWalletImage/rainbow-image',
    );
  });

  it('lists a legacy injected wallet that the catalogue knows by its injected id once', async () => {
    const legacy = new MockConnector({
      info: { id: 'isMetaMask', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
      accounts: [ADDRESS],
      caipNetworkId: CHAIN,
    });
    const wallets = CATALOGUE.map((entry) =>
      entry.id === 'mm' ? { ...entry, rdns: null, injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }] } : entry,
    );
    const { core } = await openConnect({ wallets, connectors: [legacy] });
    expect(rows().map(([name]) => name)).toEqual(['Browser Wallet Installed', 'Rainbow', 'Trust', 'Coinbase Wallet', 'Ledger Live', `${ALL_WALLETS_LABEL} 10`]);
    fireEvent.click(modal().getByRole('button', { name: 'Browser Wallet Installed' }));
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingExternal', data: { connector: { id: 'isMetaMask', explorerId: 'mm' } } });
    act(() => core.connection.cancelConnect());
  });

  it("lists a catalogue wallet a host connector opens once, as that connector, without the 'Installed' tag", async () => {
    const host = new MockConnector({
      info: { id: 'host-rainbow', name: 'Rainbow (host)', type: 'EXTERNAL', chain: 'eip155', info: { rdns: 'me.rainbow' } },
      accounts: [ADDRESS],
      caipNetworkId: CHAIN,
    });
    const { core } = await openConnect({ extraConnectors: [host] });
    expect(rows()).toEqual([
      ['Rainbow (host)', 'external'],
      ['MetaMask', 'recommended'],
      ['Trust', 'recommended'],
      ['Coinbase Wallet', 'recommended'],
      ['Ledger Live', 'recommended'],
      [`${ALL_WALLETS_LABEL} 10`, 'all-wallets'],
    ]);
    fireEvent.click(modal().getByRole('button', { name: 'Rainbow (host)' }));
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingExternal', data: { connector: { id: 'host-rainbow', explorerId: 'rainbow' } } });
    act(() => core.connection.cancelConnect());
  });

  it('shows the catalogue count rounded down on the All wallets entry', async () => {
    const many = Array.from({ length: 605 }, (_, index) => wallet(`w${index}`, `Wallet ${index}`));
    await openConnect({ wallets: many });
    expect(modal().getByRole('button', { name: `${ALL_WALLETS_LABEL} 600+` })).toBeTruthy();
  });

  it('opens the external-wallet view for a wallet a connector reaches, WalletConnect otherwise, and All Wallets', async () => {
    const metamask = announced({ id: 'uuid-mm', name: 'MetaMask', info: { rdns: 'io.metamask' } });
    const { core } = await openConnect({ connectors: [metamask], options: { customWallets: [{ id: 'house', name: 'House Wallet' }] } });

    fireEvent.click(modal().getByRole('button', { name: 'MetaMask Installed' }));
    expect(core.router.snapshot.view).toBe('ConnectingExternal');
    expect(core.router.snapshot.data?.connector?.id).toBe('uuid-mm');
    act(() => core.connection.cancelConnect());
    act(() => core.router.goBack());
    await settle();

    fireEvent.click(modal().getByRole('button', { name: 'Trust' }));
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'trust' } } });
    act(() => core.router.goBack());
    await settle();

    fireEvent.click(modal().getByRole('button', { name: 'House Wallet' }));
    expect(core.router.snapshot).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'house' } } });
    act(() => core.router.goBack());
    await settle();

    fireEvent.click(modal().getByRole('button', { name: /^All wallets/ }));
    expect(core.router.snapshot.view).toBe('AllWallets');
  });

  it('hides the All wallets entry when the allWallets feature is off, and honours excluded ids', async () => {
    await openConnect({ options: { features: { allWallets: false }, excludeWalletIds: ['trust'] } });
    expect(modal().queryByRole('button', { name: /^All wallets/ })).toBeNull();
    expect(modal().queryByRole('button', { name: 'Trust' })).toBeNull();
    expect(rows().map(([name]) => name)).toEqual(['MetaMask', 'Rainbow', 'Coinbase Wallet', 'Ledger Live']);
  });

  it('shows images only from safe addresses, and names only as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    await openConnect({
      wallets: [
        wallet('evil', hostile, { image_url: 'javascript:alert(1)', image_id: null }),
        wallet('good', 'Good Wallet', { image_id: 'good-image' }),
      ],
    });
    expect(modal().getByText(hostile).textContent).toBe(hostile);
    const dialog = modal().getByRole('dialog');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(dialog.innerHTML).not.toContain('javascript:');
    const images = Array.from(dialog.querySelectorAll('img')).map((image) => image.getAttribute('src'));
    expect(images).toEqual(['https://catalogue.fake/getWalletImage/good-image']);
    // The hostile wallet shows its initial instead.
    expect(modal().getByRole('button', { name: hostile }).querySelector('.wp-wallet-image-initial')?.textContent).toBe('<');
  });

  it('says when the catalogue cannot be reached, and tries again', async () => {
    const scheduler = new VirtualScheduler();
    const catalogue = new FakeWalletCatalogue({ wallets: CATALOGUE });
    catalogue.failWalletsWith = walletportError('HTTP_STATUS', [503]);
    const { client, core } = createTestClient({}, { scheduler, catalogue, chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]) });
    render(<WalletportProvider client={client} />);
    await settle();
    act(() => core.modal.open({ view: 'Connect' }));
    await settle();
    const alert = modal().getByText(WALLET_LIST_ERROR_MESSAGE).closest('[role="alert"]') as HTMLElement;
    expect(alert).toBeTruthy();
    catalogue.failWalletsWith = undefined;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(modal().queryByText(WALLET_LIST_ERROR_MESSAGE)).toBeNull();
    expect(modal().getByRole('button', { name: 'MetaMask' })).toBeTruthy();
  });
});
