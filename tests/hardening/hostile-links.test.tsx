/**
 * Hostile links (issue 18): every link field a catalogue wallet has (homepage, App Store, Google Play, Chrome
 * Web Store, mobile, desktop and web app links, image_url), the same fields in the host's `customWallets`, and
 * the options that carry URLs (terms and privacy links, the page metadata's url) hold hostile schemes, plain
 * and obfuscated. The real modal is rendered through the React provider, every wallet's WalletConnect view is
 * opened on every tab it offers (desktop and mobile platforms), and every button there is pressed. No element
 * anywhere (the document and the modal's shadow root) may carry such a link (href, src, action,
 * formaction), and neither the platform port nor window.open may ever be asked to open one.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogueWallet } from '../../domain/entities/wallet/wallet.js';
import type { CustomWallet } from '../../domain/usecases/options/options.js';
import { ImagePreloaderContext, type ImagePreloader } from '../../ui-react/components/WalletImage/imagePreloader.js';
import { WalletportProvider } from '../../ui-react/provider/WalletportProvider.js';
import { modal, settle, shadowRootOf } from '../../ui-react/testing/shadow.js';
import { FakeChainAdapter } from '../fakes/chain-adapter.fake.js';
import { createTestClient, TEST_NETWORK } from '../fakes/create-test-client.js';
import { FakePlatform } from '../fakes/platform.fake.js';
import { VirtualScheduler } from '../fakes/virtual-scheduler.fake.js';
import { catalogueWallet, FakeWalletCatalogue } from '../fakes/wallet-catalogue.fake.js';
import { walletConnectTestPorts } from '../fakes/walletconnect-client.fake.js';
import { allElements } from './all-elements.js';

beforeAll(async () => {
  await Promise.all([import('../../ui-react/views/ConnectingWalletConnect/ConnectingWalletConnect.js'), import('../../ui-react/views/Connect/Connect.js')]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const CHAIN = TEST_NETWORK.caipNetworkId;
const instantImages: ImagePreloader = { preload: async () => undefined, status: () => undefined };

/** Hostile links, each with its scheme as a browser's URL parser would read it. */
const HOSTILE: readonly string[] = [
  'javascript:window.__hostileLinkRan=1',
  ' JaVa\tscript:window.__hostileLinkRan=1',
  '\u0000javascript:window.__hostileLinkRan=1',
  'java\nscript:window.__hostileLinkRan=1',
  'data:text/html,<script>window.__hostileLinkRan=1</script>',
  'DATA:image/svg+xml,<svg onload="window.__hostileLinkRan=1"/>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ms-msdt:/id PCWDiagnostic /skip force /param "x"',
  'search-ms:query=x&crumb=location:\\\\evil\\share',
  'intent://wc#Intent;scheme=wc;S.browser_fallback_url=javascript%3Awindow.__hostileLinkRan%3D1;end',
  'view-source:https://evil.example',
  ' View-Source:javascript:alert(1)',
];
/** Not hostile as a wallet's deep link, but hostile where a web page is expected (stores, homepage, legal). */
const APP_SCHEMES_AS_PAGES: readonly string[] = ['wc:abc@2?relay-protocol=irn&symKey=00', 'metamask://wc', 'http://tracker.example/x.png'];

/** The scheme a browser would see: edges and tabs/newlines stripped, lowercased. */
function schemeOf(link: string): string {
  // eslint-disable-next-line no-control-regex -- the browser strips these before reading the scheme
  const normalized = link.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(normalized)?.[1]?.toLowerCase() ?? '';
}
const HOSTILE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'ms-msdt', 'search-ms', 'view-source']);

/** Whether `link`, wherever it was found, is hostile (web-page fields also refuse app schemes and http). */
function isHostile(link: string, asPage: boolean): boolean {
  const scheme = schemeOf(link);
  if (HOSTILE_SCHEMES.has(scheme)) return true;
  if (scheme === 'intent' && /browser_fallback_url=(?!https%3A|https:)/i.test(link)) return true;
  return asPage && link !== '' && scheme !== 'https' && !/^https?:\/\/(localhost|127\.0\.0\.1)/i.test(link) && scheme !== '';
}

function hostileWallet(id: string, link: string): CatalogueWallet {
  return catalogueWallet({
    id,
    name: `Wallet ${id}`,
    chains: [CHAIN],
    mobile_link: link,
    desktop_link: link,
    webapp_link: link,
    app_store: link,
    play_store: link,
    chrome_store: link,
    homepage: link,
    image_url: link,
  });
}

const LINK_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href', 'data', 'poster'];

/** Every hostile link on an element of the page or the modal; `pageOnly` values are hostile anywhere too. */
function hostileLinksInDom(pageOnly: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const element of allElements()) {
    for (const attribute of LINK_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value === null) continue;
      const planted = pageOnly.some((link) => value.startsWith(link.slice(0, 12)));
      // An image's data:image URI is accepted by design (EIP-6963 icons are data URIs): an <img> never runs
      // an SVG's scripts or loads what it links to.
      const inertImage = element.tagName === 'IMG' && attribute === 'src' && /^data:image\//i.test(value);
      if ((isHostile(value, false) && !inertImage) || planted) found.push(`${element.tagName.toLowerCase()}[${attribute}]=${value}`);
    }
  }
  return found;
}

async function setup(options: { wallets: CatalogueWallet[]; customWallets?: CustomWallet[]; mobile: boolean; legal?: string }) {
  const scheduler = new VirtualScheduler();
  const platform = new FakePlatform({ mobile: options.mobile });
  const wc = walletConnectTestPorts(scheduler, [TEST_NETWORK]);
  const opened: string[] = [];
  vi.stubGlobal('open', (url?: string | URL) => {
    opened.push(String(url));
    return null;
  });
  const legal = options.legal;
  const { client, core } = createTestClient(
    {
      networks: [TEST_NETWORK],
      customWallets: options.customWallets ?? [],
      ...(legal === undefined ? {} : { termsConditionsUrl: legal, privacyPolicyUrl: legal }),
    },
    {
      scheduler,
      platform,
      catalogue: new FakeWalletCatalogue({ wallets: options.wallets }),
      chainAdapters: new Map([['eip155', new FakeChainAdapter(scheduler)]]),
      ...wc,
    },
  );
  render(
    <ImagePreloaderContext.Provider value={instantImages}>
      <WalletportProvider client={client} />
    </ImagePreloaderContext.Provider>,
  );
  await settle();
  /** Every link the platform or window.open was asked to open. */
  const openedLinks = () => [...opened, ...platform.openedLinks.map((link) => link.url)];
  return { core, openedLinks };
}

type World = Awaited<ReturnType<typeof setup>>;

/** Presses every button and tab in the modal (but Close and Back), one at a time, settling after each. */
async function pressEverything(): Promise<void> {
  const root = shadowRootOf('modal');
  const pressed = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    const controls = [...root.querySelectorAll<HTMLElement>('button, [role="tab"], a')].filter((control) => {
      const label = control.getAttribute('aria-label') ?? control.textContent ?? '';
      return !/close|back/i.test(label) && !pressed.has(label);
    });
    if (controls.length === 0) return;
    for (const control of controls) {
      pressed.add(control.getAttribute('aria-label') ?? control.textContent ?? '');
      if (!control.isConnected) continue;
      fireEvent.click(control);
      await settle();
    }
  }
}

async function visitEveryWallet(world: World, wallets: readonly CatalogueWallet[], pageOnly: readonly string[] = []): Promise<void> {
  act(() => world.core.modal.open({ view: 'Connect' }));
  await settle();
  expect(hostileLinksInDom(pageOnly)).toEqual([]);
  act(() => world.core.router.push('AllWallets'));
  await settle();
  expect(hostileLinksInDom(pageOnly)).toEqual([]);
  for (const wallet of wallets) {
    act(() => world.core.router.push('ConnectingWalletConnect', { wallet }));
    await settle();
    // The wallet's own view is on screen (its name as the title), not a fallback.
    expect(modal().getByRole('dialog', { name: wallet.name })).toBeTruthy();
    expect(hostileLinksInDom(pageOnly), wallet.id).toEqual([]);
    await pressEverything();
    expect(hostileLinksInDom(pageOnly), wallet.id).toEqual([]);
    act(() => world.core.router.goBack());
    await settle();
  }
}

const WALLETS = HOSTILE.map((link, index) => hostileWallet(`hostile-${index}`, link));
const CUSTOM: CustomWallet[] = HOSTILE.map((link, index) => ({ ...hostileWallet(`custom-${index}`, link), name: `Custom ${index}` }));
/** Page fields (stores, homepage, image) with app schemes or plain http; the deep links stay a wallet's own. */
const PAGE_FIELD_WALLETS = APP_SCHEMES_AS_PAGES.map((link, index) =>
  catalogueWallet({
    id: `pages-${index}`,
    name: `Pages ${index}`,
    chains: [CHAIN],
    mobile_link: 'zen://',
    app_store: link,
    play_store: link,
    chrome_store: link,
    homepage: link,
    image_url: link,
  }),
);

describe('hostile links: none rendered as a link, none opened', () => {
  for (const mobile of [false, true]) {
    it(`catalogue and customWallets links, every field (${mobile ? 'mobile' : 'desktop'} platform)`, async () => {
      const world = await setup({ wallets: [...WALLETS, ...PAGE_FIELD_WALLETS], customWallets: CUSTOM, mobile });
      await visitEveryWallet(world, [...WALLETS, ...CUSTOM.map((wallet) => catalogueWallet(wallet)), ...PAGE_FIELD_WALLETS], APP_SCHEMES_AS_PAGES);
      const opened = world.openedLinks();
      expect(opened.filter((link) => isHostile(link, false) || APP_SCHEMES_AS_PAGES.some((page) => link.startsWith(page.slice(0, 12))))).toEqual([]);
      expect((window as { __hostileLinkRan?: unknown }).__hostileLinkRan).toBeUndefined();
    }, 20_000);
  }

  it('terms and privacy links: plain text, never a link', async () => {
    for (const legal of [...HOSTILE, ...APP_SCHEMES_AS_PAGES]) {
      const world = await setup({ wallets: [], mobile: false, legal });
      act(() => world.core.modal.open({ view: 'Connect' }));
      await settle();
      expect(modal().getByText('Terms of Service').closest('a'), legal).toBeNull();
      expect(hostileLinksInDom(APP_SCHEMES_AS_PAGES), legal).toEqual([]);
      cleanup();
      document.body.innerHTML = '';
    }
  }, 20_000);
});
