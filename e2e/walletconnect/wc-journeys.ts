/**
 * Helpers for the WalletConnect journeys (issue 6): the demo and the devstack's wallet page (a WalletConnect
 * wallet holding the first dev key) side by side, each in a browser context of its own (the visitor's computer
 * and their phone), with the request guard on both.
 *
 * The person's phone is played by the test: it reads the QR code the modal draws (an element screenshot,
 * decoded by jsQR, an independent decoder), pastes what it read into the wallet page and presses Pair. So a
 * journey proves that the code on screen is exactly the pairing URI, and that this URI pairs.
 */
import jsQRModule from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, expect, inject } from 'vitest';
import { verifyMessage, type Hex } from 'viem';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../../devstack/browser/launch-chromium.js';
import type { RelayStats } from '../../devstack/relay/index.js';
import { openDemo, type Journey } from '../harness.js';
import { connectButton, demoField, type DemoWindow } from '../wallet-journeys.js';
import { decodePng } from './decode-png.js';

type JsQr = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// jsqr is CommonJS with a `default` property; the ESM default import is the module itself or that function.
const jsQR: JsQr = ((jsQRModule as unknown as { default?: JsQr }).default ?? jsQRModule) as unknown as JsQr;

export const WALLET_PAGE_NAME = 'Walletport Wallet Page';
/** The WalletConnect entry of the Connect view's wallet list (the WalletConnect connector, tagged 'QR Code'). */
export const WALLETCONNECT_ENTRY = 'WalletConnect';

export type WalletConnectJourney = Journey & {
  /** The wallet page, in a second tab of the same profile. */
  wallet: Page;
};

/** The wallet page's address: the catalogue lists it as the 'Walletport Wallet Page' web app link. */
export async function walletPageUrl(): Promise<string> {
  const { cloudUrl } = inject('devstack');
  const query = new URLSearchParams({ projectId: 'walletport-e2e', search: WALLET_PAGE_NAME });
  const response = await fetch(`${cloudUrl}/getWallets?${query}`);
  if (!response.ok) throw new Error(`The catalogue answered ${response.status}`);
  const { data } = (await response.json()) as { data: { name: string; webapp_link?: string | null }[] };
  const link = data.find((wallet) => wallet.name === WALLET_PAGE_NAME)?.webapp_link;
  if (!link) throw new Error(`The catalogue has no '${WALLET_PAGE_NAME}' with a web app link: is the devstack's wallet page on?`);
  return link;
}

/**
 * The demo without its injected test wallet (`?nowallet`, so the wallet list is the catalogue's and
 * WalletConnect's; `query` adds to the demo's query string), and the wallet page in a browser context of its own, as on the person's phone: another
 * profile and another window, each with its own origin; the request guard covers both. (As a second tab of
 * the demo's window, whichever page is behind gets no animation frames, and every click on it waits seconds
 * for the element to be "stable".) The wallet keeps its pairings in memory: each journey starts with a
 * wallet of its own.
 */
export async function openWalletConnectJourney(query = ''): Promise<WalletConnectJourney> {
  const journey = await openDemo({ query: ['nowallet', query].filter(Boolean).join('&') });
  let phone: LaunchedChromium | undefined;
  try {
    phone = await launchChromium();
    const phoneGuard = await guardRequests(phone.context);
    const wallet = await phone.newPage();
    await wallet.goto(`${await walletPageUrl()}?storage=memory`);
    await wallet.locator('[data-testid="wallet-page"][data-ready="true"]').waitFor({ timeout: 60_000 });
    const closePhone = phone.close;
    return {
      ...journey,
      wallet,
      guard: combinedGuard(journey.guard, phoneGuard),
      async close() {
        await Promise.all([journey.close(), closePhone()]);
      },
    };
  } catch (error) {
    await Promise.all([journey.close(), phone?.close()]);
    throw error;
  }
}

/** One guard over the demo's context and the wallet's: what either saw leave the machine. */
function combinedGuard(...guards: RequestGuard[]): RequestGuard {
  return {
    get violations() {
      return guards.flatMap((guard) => guard.violations);
    },
    assertNoViolations() {
      for (const guard of guards) guard.assertNoViolations();
    },
    clear() {
      for (const guard of guards) guard.clear();
    },
  };
}

/**
 * Registers what every WalletConnect journey file needs: the demo warmed up once, and each test's browser
 * closed after it. `open()` starts a journey (openWalletConnectJourney) that is closed for the test.
 */
export function useWalletConnectJourneys(): { open(query?: string): Promise<WalletConnectJourney> } {
  let current: WalletConnectJourney | undefined;
  // Only vite's dev server (WALLETPORT_DEMO_MODE=dev) needs it; the production build is whole from the start.
  beforeAll(async () => {
    if (inject('devstack').demoMode === 'dev') await warmUpDemo();
  }, 120_000);
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return { open: async (query?: string) => (current = await openWalletConnectJourney(query)) };
}

/**
 * Loads the demo once and opens the WalletConnect view until its QR code shows (dev mode only). On a cold vite
 * cache the dev server discovers the lazily imported WalletConnect client and QR encoder only when the page asks for
 * them, and answers that first request 'Outdated Optimize Dep' (the pairing then fails with 'Failed to
 * connect'); a fresh page load afterwards gets the optimized modules. Warm, this takes a second or two.
 */
export async function warmUpDemo(): Promise<void> {
  const { demoUrl } = inject('devstack');
  const browser = await launchChromium();
  try {
    await guardRequests(browser.context);
    const page = await browser.newPage();
    for (let attempt = 1; ; attempt += 1) {
      await page.goto(`${demoUrl}/?nowallet`);
      await connectButton(page).click();
      const dialog = page.getByRole('dialog');
      await walletEntry(dialog, WALLETCONNECT_ENTRY).click();
      const shown = await qrCode(dialog)
        .waitFor({ timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) return;
      if (attempt === 4) throw new Error('The demo never showed a WalletConnect QR code');
    }
  } finally {
    await browser.close();
  }
}

/** A wallet of the Connect view's list, by its name (the accessible name also holds its tags). */
export function walletEntry(dialog: Locator, name: string): Locator {
  return dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: new RegExp(`^${name}\\b`) });
}

/** The QR code the WalletConnect views draw. */
export function qrCode(dialog: Locator): Locator {
  return dialog.getByRole('img', { name: /QR code/ });
}

/** Opens the modal and picks the WalletConnect entry of the wallet list. */
export async function openWalletConnectView(journey: WalletConnectJourney): Promise<Locator> {
  const dialog = journey.dialog();
  await connectButton(journey.page).click();
  await walletEntry(dialog, WALLETCONNECT_ENTRY).click();
  await qrCode(dialog).waitFor({ timeout: 30_000 });
  return dialog;
}

/** Opens the modal, searches All Wallets for the wallet page and picks it (it routes to WalletConnect). */
export async function openWalletPageEntry(journey: WalletConnectJourney): Promise<Locator> {
  const dialog = journey.dialog();
  await connectButton(journey.page).click();
  await walletEntry(dialog, 'All wallets').click();
  await dialog.getByRole('searchbox', { name: 'Search wallet' }).fill(WALLET_PAGE_NAME);
  await dialog.getByRole('grid').getByRole('button', { name: new RegExp(WALLET_PAGE_NAME) }).click();
  await qrCode(dialog).waitFor({ timeout: 30_000 });
  return dialog;
}

/**
 * What a phone camera reads from the QR code on screen: an element screenshot, decoded to pixels and read by
 * jsQR, both in Node. Like a camera it waits for the code to hold still (the modal animates its height when a
 * view changes, and a screenshot of a moving element clips the wrong region) and keeps looking for a while:
 * a frame taken while the view is still fading in or while a renewed URI re-renders does not decode. A
 * screenshot can take a while on a loaded machine, hence a minimum number of looks.
 */
export async function scanQrCode(page: Page, dialog: Locator, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (let looks = 1; ; looks += 1) {
    const decoded = await scanOnce(dialog);
    if (decoded.text !== undefined) return decoded.text;
    if (Date.now() > deadline && looks >= 3) throw new Error(`The QR code on screen (${decoded.size}) did not decode in ${looks} looks`);
    await page.waitForTimeout(250);
  }
}

/** Waits until the element's box is the same in two looks 100 ms apart. */
async function untilStill(element: Locator): Promise<void> {
  let previous = JSON.stringify(await element.boundingBox());
  for (let attempt = 0; attempt < 30; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const current = JSON.stringify(await element.boundingBox());
    if (current === previous) return;
    previous = current;
  }
}

async function scanOnce(dialog: Locator): Promise<{ text: string | undefined; size: string }> {
  await untilStill(qrCode(dialog));
  const image = decodePng(await qrCode(dialog).screenshot({ animations: 'disabled' }));
  const decoded = jsQR(image.data, image.width, image.height);
  return { text: decoded?.data, size: `${image.width}x${image.height}` };
}

/** The pairing URI the demo's client holds (client.walletConnect), to compare with what the QR code says. */
export async function clientUri(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as DemoWindow).walletportCore.walletConnect?.snapshot.uri);
}

/** Scans the code and checks it is exactly the client's URI; returns it. */
export async function scanAndCheck(journey: WalletConnectJourney, dialog: Locator): Promise<string> {
  const scanned = await scanQrCode(journey.page, dialog);
  expect(scanned).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  expect(scanned).toBe(await clientUri(journey.page));
  return scanned;
}

/** The wallet page pairs with the URI (pasted, as from a scan) and shows the proposal; returns its card. */
export async function pairWallet(wallet: Page, uri: string): Promise<Locator> {
  await wallet.getByTestId('pairing-uri').fill(uri);
  await wallet.getByTestId('pair-button').click();
  const proposal = wallet.locator('[data-testid="session-proposal"]').last();
  await proposal.waitFor({ timeout: 30_000 });
  return proposal;
}

/** The wallet's account as its page shows it. */
export async function walletAccount(wallet: Page): Promise<string> {
  const account = (await wallet.getByTestId('wallet-account').textContent())?.trim();
  if (!account) throw new Error('The wallet page shows no account');
  return account;
}

/**
 * The whole pairing: the modal's WalletConnect entry, the QR code checked and scanned, the wallet page pairs
 * and approves, the modal closes on the connected account. Returns the address.
 */
export async function connectOverWalletConnect(journey: WalletConnectJourney): Promise<string> {
  const dialog = await openWalletConnectView(journey);
  const uri = await scanAndCheck(journey, dialog);
  const proposal = await pairWallet(journey.wallet, uri);
  await proposal.getByTestId('approve-proposal').click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
  const address = await walletAccount(journey.wallet);
  await expect.poll(() => demoField(journey.page, 'status').textContent(), { timeout: 30_000 }).toBe('connected');
  await expect.poll(async () => (await demoField(journey.page, 'address').textContent())?.toLowerCase()).toBe(address.toLowerCase());
  return address;
}

/** The card of the next pending request of a method on the wallet page, once it arrives (by its request id). */
export async function pendingRequest(wallet: Page, method: string): Promise<Locator> {
  const pending = wallet.locator(`[data-testid="session-request"][data-method="${method}"][data-status="pending"]`).first();
  await pending.waitFor({ timeout: 30_000 });
  const id = await pending.getAttribute('data-request-id');
  if (!id) throw new Error(`The ${method} request card has no id`);
  return wallet.locator(`[data-testid="session-request"][data-request-id="${id}"]`);
}

/** The message the demo's Sign button asks the wallet to sign. */
export const DEMO_SIGN_MESSAGE = 'Hello from the walletport demo';

/**
 * personal_sign from the demo's panel: the wallet page shows the message and approves it, the demo says
 * 'Waiting for the wallet…' meanwhile, then 'Verified', and viem verifies the signature against the address here, independently. Returns the wallet's
 * request card.
 */
export async function signAndVerify(journey: WalletConnectJourney, address: string): Promise<Locator> {
  const { page, wallet } = journey;
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect.poll(() => demoField(page, 'sign-result').textContent()).toBe('Waiting for the wallet…');
  const request = await pendingRequest(wallet, 'personal_sign');
  await expect.poll(() => request.getByTestId('request-message').textContent()).toBe(DEMO_SIGN_MESSAGE);
  await request.getByTestId('approve-request').click();

  await expect.poll(() => demoField(page, 'sign-result').textContent(), { timeout: 30_000 }).toMatch(/^Verified: 0x[0-9a-f]{130}$/);
  const signature = (await demoField(page, 'sign-result').textContent())!.replace('Verified: ', '') as Hex;
  await expect(verifyMessage({ address: address as Hex, message: DEMO_SIGN_MESSAGE, signature })).resolves.toBe(true);
  return request;
}

/** How many proposals the wallet page has been shown (pending ones stay listed). */
export function proposals(wallet: Page): Locator {
  return wallet.locator('[data-testid="session-proposal"]');
}

/** The devstack's relay counters, through the control line of global setup (e2e/devstack-control.ts). */
export async function relayStats(): Promise<RelayStats> {
  const response = await fetch(`${inject('devstack').controlUrl}/relay/stats`);
  if (!response.ok) throw new Error(`The devstack control answered ${response.status}`);
  return (await response.json()) as RelayStats;
}

/** Restarts the devstack's relay on the same port: every socket drops, subscriptions and mail are gone. */
export async function restartRelay(): Promise<void> {
  const response = await fetch(`${inject('devstack').controlUrl}/relay/restart`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`Restarting the relay failed: ${response.status} ${await response.text()}`);
}
