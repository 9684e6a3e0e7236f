import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TOAST_REPLACEMENT_DELAY_MS } from '../../../domain/entities/constants.js';
import { STORAGE_KEYS } from '../../../domain/entities/storage/storage-keys.js';
import type { CatalogueWallet } from '../../../domain/entities/wallet/wallet.js';
import type { WalletportOptions } from '../../../domain/usecases/options/options.js';
import { buildWalletDeepLink } from '../../../domain/usecases/walletconnect/buildWalletDeepLink.js';
import { FakeChainAdapter } from '../../../tests/fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK } from '../../../tests/fakes/create-test-client.js';
import { FakeStorage } from '../../../tests/fakes/memory-storage.fake.js';
import { VirtualScheduler } from '../../../tests/fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../../../tests/fakes/wallet-catalogue.fake.js';
import { FakeConnectorDiscovery, MockConnector, userRejectedError } from '../../../tests/fakes/wallet-connector.fake.js';
import { walletConnectTestPorts, type FakeWalletConnectClient } from '../../../tests/fakes/walletconnect-client.fake.js';
import { decodeQrSvg } from '../../components/QrCode/testing/decodeQr.js';
import { ImagePreloaderContext, type ImagePreloader } from '../../components/WalletImage/imagePreloader.js';
import { WalletportProvider } from '../../provider/WalletportProvider.js';
import { focused, modal, press, settle } from '../../testing/shadow.js';
import { BASIC_CAPTION } from '../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js';
import { NO_QR_MESSAGE } from './ConnectingWalletConnect.js';
import { LINK_COPIED_MESSAGE, QR_LOADING_LABEL, REJECTED_WITH_FRESH_QR_MESSAGE, WALLETCONNECT_UNAVAILABLE_MESSAGE } from './pairing.js';

// The views' chunks, loaded once up front: a first import slower than settle() would leave the lazy view's
// spinner on screen.
beforeAll(async () => {
  await Promise.all([import('./ConnectingWalletConnect.js'), import('../ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js')]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const CHAIN = TEST_NETWORK.caipNetworkId;
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const instantImages: ImagePreloader = { preload: async () => undefined, status: () => undefined };

const TRUST: CatalogueWallet = catalogueWallet({
  id: 'trust',
  name: 'Zen Wallet',
  chains: [CHAIN],
  mobile_link: 'trust://',
  desktop_link: 'trustdesktop://open',
  webapp_link: 'https://app.trust.example',
  app_store: 'https://apps.apple.com/app/trust',
  play_store: 'https://play.google.com/store/apps/details?id=trust',
  chrome_store: 'data:text/html,not-a-store',
  homepage: 'https://trustwallet.com',
});

type SetupOptions = {
  wallets?: CatalogueWallet[];
  options?: Partial<WalletportOptions>;
  withWalletConnect?: boolean;
  connectors?: MockConnector[];
  strict?: boolean;
};

async function setup({ wallets = [TRUST], options = {}, withWalletConnect = true, connectors = [], strict = false }: SetupOptions = {}) {
  const scheduler = new VirtualScheduler();
  const storage = new FakeStorage();
  const wc = walletConnectTestPorts(scheduler, [TEST_NETWORK]);
  const { client, core, ports } = createTestClient(
    { networks: [TEST_NETWORK], ...options },
    {
      scheduler,
      storage,
      catalogue: new FakeWalletCatalogue({ wallets }),
      connectorDiscovery: new FakeConnectorDiscovery(connectors),
      chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
      ...(withWalletConnect ? wc : {}),
    },
  );
  const tree = (
    <ImagePreloaderContext.Provider value={instantImages}>
      <WalletportProvider client={client} />
    </ImagePreloaderContext.Provider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  await settle();
  return { client, core, ports, fake: wc.walletConnect, scheduler, storage };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** Opens Connect and picks the wallet there, as a person would. */
async function pick({ core }: Setup, name = 'Zen Wallet') {
  act(() => core.modal.open({ view: 'Connect' }));
  await settle();
  fireEvent.click(modal().getByRole('button', { name }));
  await settle();
}

/** The decoded text of the QR code on screen. */
function shownUri(): string | null {
  const svg = modal().getByRole('img', { name: /QR code/ });
  return decodeQrSvg(svg);
}

/** The view's alert (the toast's live region is an alert too, empty). */
function pairingAlert(): HTMLElement {
  const alert = modal()
    .getAllByRole('alert')
    .find((element) => element.classList.contains('wp-wc-alert'));
  if (!alert) throw new Error('No pairing alert is shown');
  return alert;
}

/** Makes the fake's connect wait (no URI yet) until the returned function is called. */
function holdUri(fake: FakeWalletConnectClient): () => void {
  const original = fake.connect.bind(fake);
  let release: (() => void) | undefined;
  vi.spyOn(fake, 'connect').mockImplementationOnce(
    (params) =>
      new Promise((resolve, reject) => {
        release = () => {
          original(params).then(resolve, reject);
        };
      }),
  );
  return () => release?.();
}

describe('the ConnectingWalletConnect view', () => {
  it('shows a loading state, then a QR code a decoder reads as exactly the wc: URI', async () => {
    const world = await setup();
    const release = holdUri(world.fake);
    await pick(world);
    expect(modal().getByRole('dialog', { name: 'Zen Wallet' })).toBeTruthy();
    const loading = modal().getByText(QR_LOADING_LABEL).closest('[role="status"]');
    expect(loading?.getAttribute('aria-busy')).toBe('true');
    expect(modal().queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(modal().getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true);

    await act(async () => {
      release();
    });
    await settle();
    expect(world.fake.uris).toHaveLength(1);
    expect(world.fake.uris[0]).toMatch(/^wc:/);
    expect(shownUri()).toBe(world.fake.uris[0]);
    expect(modal().getByRole('img', { name: 'QR code to connect Zen Wallet' })).toBeTruthy();
    expect(modal().queryByText(QR_LOADING_LABEL)).toBeNull();
    act(() => world.core.close());
  });

  it('draws the renewed URI when the pairing is replaced at 3 min 50 s', async () => {
    const world = await setup();
    await pick(world);
    expect(shownUri()).toBe(world.fake.uris[0]);
    await act(async () => world.scheduler.advanceAsync(229_999));
    expect(world.fake.uris).toHaveLength(1);
    await act(async () => world.scheduler.advanceAsync(1));
    await settle();
    expect(world.fake.uris).toHaveLength(2);
    expect(shownUri()).toBe(world.fake.uris[1]);
    expect(world.fake.uris[1]).not.toBe(world.fake.uris[0]);
    act(() => world.core.close());
  });

  it('closes the modal once the wallet approves, with the account connected and the wallet remembered', async () => {
    const world = await setup();
    await pick(world);
    await act(async () => world.fake.approve({ accounts: [ALICE], caipNetworkId: CHAIN }));
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.core.connection.snapshot.namespaces.eip155).toMatchObject({ status: 'connected', connectorId: 'walletConnect', address: ALICE });
    expect(world.core.connection.snapshot.recentWallets[0]).toMatchObject({ id: 'trust', name: 'Zen Wallet' });
  });

  it('pairs once under StrictMode (effects run twice)', async () => {
    const world = await setup({ strict: true });
    await pick(world);
    expect(world.fake.proposals).toHaveLength(1);
    expect(shownUri()).toBe(world.fake.uris[0]);
    await act(async () => world.fake.approve({ accounts: [ALICE], caipNetworkId: CHAIN }));
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
  });

  it("shows 'Connection rejected' beside a fresh QR code when the wallet declines", async () => {
    const world = await setup();
    await pick(world);
    const first = shownUri();
    await act(async () => world.fake.reject(userRejectedError()));
    await settle();
    const alert = pairingAlert();
    expect(within(alert).getByText('Connection rejected')).toBeTruthy();
    expect(within(alert).getByText(REJECTED_WITH_FRESH_QR_MESSAGE)).toBeTruthy();
    expect(world.fake.uris).toHaveLength(2);
    expect(shownUri()).toBe(world.fake.uris[1]);
    expect(shownUri()).not.toBe(first);
    expect(world.core.modal.snapshot.open).toBe(true);

    // The fresh pairing connects, and the error goes.
    await act(async () => world.fake.approve({ accounts: [ALICE], caipNetworkId: CHAIN }));
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.core.walletConnect?.snapshot.error).toBeUndefined();
  });

  it("offers 'Try again' when the wallet declines again at once, and it pairs afresh", async () => {
    const world = await setup();
    await pick(world);
    await act(async () => world.fake.reject(userRejectedError()));
    await settle();
    await act(async () => world.fake.reject(userRejectedError()));
    await settle();
    expect(modal().getByText('Connection rejected')).toBeTruthy();
    expect(modal().queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(modal().getByText(NO_QR_MESSAGE)).toBeTruthy();
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }));
    await settle();
    expect(world.fake.uris).toHaveLength(3);
    expect(shownUri()).toBe(world.fake.uris[2]);
    expect(modal().queryByText('Connection rejected')).toBeNull();
    act(() => world.core.close());
  });

  it("shows 'Failed to connect' with the details for another failure, without retrying by itself", async () => {
    const world = await setup();
    await pick(world);
    await act(async () => world.fake.reject({ code: -32603, message: 'The relay dropped the proposal' }));
    await settle();
    const alert = pairingAlert();
    expect(within(alert).getByText('Failed to connect')).toBeTruthy();
    expect(alert.textContent).toContain('The relay dropped the proposal');
    expect(world.fake.uris).toHaveLength(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await settle();
    expect(shownUri()).toBe(world.fake.uris[1]);
    act(() => world.core.close());
  });

  it("copies the link: 'Link copied', or an error toast when the clipboard refuses", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const world = await setup();
    await pick(world);
    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }));
    await settle();
    expect(writeText).toHaveBeenCalledWith(world.fake.uris[0]);
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, variant: 'success', message: LINK_COPIED_MESSAGE });

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(modal().getByRole('button', { name: 'Copy link' }));
    await settle();
    act(() => world.scheduler.advance(TOAST_REPLACEMENT_DELAY_MS));
    expect(world.core.toasts.snapshot).toMatchObject({ open: true, variant: 'error', message: 'Could not copy to the clipboard' });
    act(() => world.core.close());
  });

  it("offers the wallet's ways in as a keyboard-complete tablist", async () => {
    const world = await setup();
    await pick(world);
    const tablist = modal().getByRole('tablist', { name: 'Ways to connect Zen Wallet' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mobile', 'Desktop', 'Web app', 'Get Zen Wallet']);
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = modal().getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]!.id);

    act(() => tabs[0]!.focus());
    act(() => press('ArrowRight'));
    expect(focused()?.textContent).toBe('Desktop');
    expect(modal().getByRole('tab', { name: 'Desktop' }).getAttribute('aria-selected')).toBe('true');
    expect(modal().getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(modal().getByRole('tab', { name: 'Desktop' }).id);
    act(() => press('End'));
    expect(focused()?.textContent).toBe('Get Zen Wallet');
    act(() => press('ArrowRight'));
    expect(focused()?.textContent).toBe('Mobile');
    act(() => press('ArrowLeft'));
    expect(focused()?.textContent).toBe('Get Zen Wallet');
    act(() => press('Home'));
    expect(focused()?.textContent).toBe('Mobile');
    expect(modal().getByRole('img', { name: /QR code/ })).toBeTruthy();
    act(() => world.core.close());
  });

  it('opens the mobile and desktop deep links with the URI and remembers the choice', async () => {
    const world = await setup();
    await pick(world);
    const uri = world.fake.uris[0]!;
    const mobile = modal().getByRole('link', { name: 'Open Zen Wallet' });
    expect(mobile.getAttribute('href')).toBe(buildWalletDeepLink({ link: 'trust://', uri })!.redirect);
    expect(mobile.getAttribute('href')).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`);
    expect(mobile.getAttribute('target')).toBe('_self');
    mobile.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(mobile);
    expect(world.core.walletConnect?.snapshot.wcLinkChoice).toEqual({ href: 'trust://', name: 'Zen Wallet' });
    expect(JSON.parse(world.storage.getItem(STORAGE_KEYS.DEEPLINK_CHOICE) ?? 'null')).toEqual({ href: 'trust://', name: 'Zen Wallet' });

    fireEvent.click(modal().getByRole('tab', { name: 'Desktop' }));
    const desktop = modal().getByRole('link', { name: 'Open Zen Wallet' });
    expect(desktop.getAttribute('href')).toBe(`trustdesktop://open/wc?uri=${encodeURIComponent(uri)}`);
    desktop.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(desktop);
    expect(world.core.walletConnect?.snapshot.wcLinkChoice).toEqual({ href: 'trustdesktop://open/', name: 'Zen Wallet' });
    expect(modal().getByRole('button', { name: 'Copy link' })).toBeTruthy();
    act(() => world.core.close());
  });

  it('opens the web app in a new tab from the click only, with the URI', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const world = await setup();
    await pick(world);
    fireEvent.click(modal().getByRole('tab', { name: 'Web app' }));
    await settle();
    expect(opened).not.toHaveBeenCalled();
    fireEvent.click(modal().getByRole('button', { name: 'Open Zen Wallet web app' }));
    const uri = world.fake.uris[0]!;
    expect(opened).toHaveBeenCalledWith(`https://app.trust.example/wc?uri=${encodeURIComponent(uri)}`, '_blank', 'noopener,noreferrer');
    expect(world.core.walletConnect?.snapshot.wcLinkChoice).toEqual({ href: 'https://app.trust.example/', name: 'Zen Wallet' });
    act(() => world.core.close());
  });

  it("lists only the safe store links under 'Get {name}'", async () => {
    const world = await setup();
    await pick(world);
    fireEvent.click(modal().getByRole('tab', { name: 'Get Zen Wallet' }));
    const stores = modal().getByRole('list', { name: 'Get Zen Wallet' });
    const links = within(stores).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['App Store', 'https://apps.apple.com/app/trust'],
      ['Google Play', 'https://play.google.com/store/apps/details?id=trust'],
      ['Website', 'https://trustwallet.com/'],
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    act(() => world.core.close());
  });

  it("links 'Get {name}' to https pages only, for catalogue wallets and customWallets alike (issue 18, defect 3)", async () => {
    const hostile = {
      app_store: 'ms-msdt:/id PCWDiagnostic /skip force /param "IT_RebrowseForFile=?"',
      play_store: 'intent://x#Intent;S.browser_fallback_url=javascript:alert(1);end',
      chrome_store: 'view-source:https://chromewebstore.google.com/detail/x',
    };
    const catalogued = catalogueWallet({ id: 'odd', name: 'Odd Wallet', chains: [CHAIN], ...hostile, homepage: 'https://odd.example' });
    const custom = { id: 'house', name: 'House Wallet', app_store: 'wc:abc@2?relay-protocol=irn&symKey=def', play_store: 'http://play.example/x', homepage: 'HTTPS://House.Example/get' };
    const world = await setup({ wallets: [catalogued], options: { customWallets: [custom] } });

    const getLinks = async (name: string) => {
      await pick(world, name);
      fireEvent.click(modal().getByRole('tab', { name: `Get ${name}` }));
      const stores = modal().getByRole('list', { name: `Get ${name}` });
      const dialog = modal().getByRole('dialog');
      expect(dialog.innerHTML).not.toMatch(/ms-msdt:|intent:|view-source:|javascript:|wc:abc|http:\/\/play/);
      const links = within(stores).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
      act(() => world.core.router.goBack());
      await settle();
      return links;
    };

    expect(await getLinks('Odd Wallet')).toEqual([['Website', 'https://odd.example/']]);
    expect(await getLinks('House Wallet')).toEqual([['Website', 'https://house.example/get']]);
    act(() => world.core.close());
  });

  it('offers no way to get a wallet that is installed', async () => {
    const installed = new MockConnector({
      info: { id: 'uuid-trust', name: 'Zen Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'com.trustwallet.app' } },
      accounts: [ALICE],
      caipNetworkId: CHAIN,
    });
    const trust = { ...TRUST, rdns: 'com.trustwallet.app' };
    const world = await setup({ wallets: [trust], connectors: [installed] });
    act(() => world.core.modal.open({ view: 'ConnectingWalletConnect', data: { wallet: trust } }));
    await settle();
    const tabs = within(modal().getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mobile', 'Desktop', 'Web app']);
    act(() => world.core.close());
  });

  it('opens a universal mobile link in a new tab', async () => {
    const universal = catalogueWallet({ id: 'rainbow', name: 'Rainbow', chains: [CHAIN], mobile_link: 'https://rnbwapp.com/' });
    const world = await setup({ wallets: [universal] });
    act(() => world.core.modal.open({ view: 'ConnectingWalletConnect', data: { wallet: universal } }));
    await settle();
    const link = modal().getByRole('link', { name: 'Open Rainbow' });
    expect(link.getAttribute('href')).toBe(`https://rnbwapp.com/wc?uri=${encodeURIComponent(world.fake.uris[0]!)}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    act(() => world.core.close());
  });

  it('renders a hostile wallet as text, with no tab or link for links that fail the checks', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const evil = catalogueWallet({
      id: 'evil',
      name: hostile,
      chains: [CHAIN],
      mobile_link: 'javascript:alert(1)//',
      desktop_link: 'data:text/html,hi',
      webapp_link: 'http://evil.example',
      app_store: 'javascript:alert(1)',
      homepage: 'vbscript:msgbox',
    });
    const world = await setup({ wallets: [evil] });
    act(() => world.core.modal.open({ view: 'ConnectingWalletConnect', data: { wallet: evil } }));
    await settle();
    expect(modal().getByRole('dialog', { name: hostile })).toBeTruthy();
    expect(modal().getByText(`Scan this QR code with ${hostile} on your phone`)).toBeTruthy();
    expect(modal().queryByRole('tablist')).toBeNull();
    expect(modal().queryByRole('link')).toBeNull();
    const dialog = modal().getByRole('dialog');
    expect(dialog.querySelector('img[src="x"]')).toBeNull();
    expect(dialog.innerHTML).not.toMatch(/javascript:|vbscript:|data:text/);
    expect(shownUri()).toBe(world.fake.uris[0]);
    act(() => world.core.close());
  });

  it('pairs without tabs for the WalletConnect entry itself (no catalogue wallet)', async () => {
    const world = await setup({ wallets: [] });
    act(() => world.core.modal.open({ view: 'Connect' }));
    await settle();
    fireEvent.click(modal().getByRole('button', { name: /^WalletConnect/ }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('ConnectingWalletConnect');
    expect(modal().queryByRole('tablist')).toBeNull();
    expect(modal().getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy();
    expect(shownUri()).toBe(world.fake.uris[0]);
    act(() => world.core.close());
  });

  it('releases the pairing when the person goes back, and when the modal closes', async () => {
    const world = await setup();
    await pick(world);
    expect(world.fake.hasPendingProposal).toBe(true);
    fireEvent.click(modal().getByRole('button', { name: 'Back' }));
    await settle();
    expect(world.core.router.snapshot.view).toBe('Connect');
    expect(world.fake.hasPendingProposal).toBe(false);
    expect(world.core.walletConnect?.snapshot.status).toBe('idle');
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('disconnected');

    fireEvent.click(modal().getByRole('button', { name: 'Zen Wallet' }));
    await settle();
    expect(world.fake.uris).toHaveLength(2);
    expect(shownUri()).toBe(world.fake.uris[1]);
    fireEvent.click(modal().getByRole('button', { name: 'Close' }));
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.fake.hasPendingProposal).toBe(false);
    expect(world.core.walletConnect?.snapshot.status).toBe('idle');
  });

  it('says so when the page has no WalletConnect, as every view whose use case is off does, with the way back', async () => {
    const world = await setup({ withWalletConnect: false });
    act(() => world.core.modal.open({ view: 'ConnectingWalletConnect', data: { wallet: TRUST } }));
    await settle();
    expect(modal().getByText(WALLETCONNECT_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(modal().getByRole('button', { name: 'Close modal' })).toBeTruthy();
  });
});

describe('the ConnectingWalletConnectBasic view', () => {
  it('opens in manual control mode on desktop with only the QR code and Copy link, and closes once connected', async () => {
    const world = await setup({ options: { manualWCControl: true } });
    act(() => world.core.modal.open());
    await settle();
    expect(world.core.router.snapshot.view).toBe('ConnectingWalletConnectBasic');
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy();
    expect(modal().getByText(BASIC_CAPTION)).toBeTruthy();
    expect(shownUri()).toBe(world.fake.uris[0]);
    expect(modal().getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(modal().queryByRole('tablist')).toBeNull();
    expect(modal().queryByRole('link')).toBeNull();

    await act(async () => world.fake.reject(userRejectedError()));
    await settle();
    expect(modal().getByText('Connection rejected')).toBeTruthy();
    expect(shownUri()).toBe(world.fake.uris[1]);

    await act(async () => world.fake.approve({ accounts: [ALICE], caipNetworkId: CHAIN }));
    await settle();
    expect(world.core.modal.snapshot.open).toBe(false);
    expect(world.core.connection.snapshot.namespaces.eip155?.status).toBe('connected');
  });
});
