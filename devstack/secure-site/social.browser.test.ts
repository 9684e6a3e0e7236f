/**
 * Social login in a real chromium, the way walletport drives it (docs/EMBEDDED-WALLET.md, "Social login"): a
 * host page on another 127.0.0.1 origin frames `/sdk`, opens the 600x800 popup on `/social/loading`, asks the
 * frame GET_SOCIAL_REDIRECT_URI, sends the popup there, a person signs in on the devstack's OIDC provider
 * page, the callback page posts `{resultUri}` to the opener from the secure site's origin, and CONNECT_SOCIAL
 * signs the user in. Also: a popup opened by a page on another origin delivers nothing (the target origin
 * is exact), the pages pass axe and their CSP, and no message or API answer carries key material.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { verifyMessage, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { freePort } from '../chains/index.js';
import { startOidc, type RunningOidc } from '../oidc/index.js';
import { keyFragments, leakedFragments } from './testing/key-leaks.js';
import { startSecureSite, type RunningSecureSite } from './index.js';
import { startHostPages, type HostPages } from './testing/host-pages.js';
import { expectedEoaUser } from './testing/expected-user.js';

type Message = { id?: string; type: string; payload?: unknown };
type Received = { origin: string; fromSecureFrame: boolean; data: Message };
type PopupMessage = { origin: string; data: unknown };
type HostWindow = {
  send(type: string, payload?: unknown): string;
  answers: Record<string, Message>;
  received: Received[];
  popup: Window | null;
  popupMessages: PopupMessage[];
};

// Nothing listens here: no project origins (127.0.0.1 stays allowed), no chain reads, no mail in this test.
const NOWHERE = 'http://127.0.0.1:9';
const MASTER_KEY = 'b2'.repeat(32);

let oidc: RunningOidc;
let site: RunningSecureSite;
let hostPages: HostPages;
let otherPages: HostPages;
let browser: LaunchedChromium;
let guard: RequestGuard;
let page: Page;
let dataDir: string;
/** Every answer body of the secure site's API the browser saw, and what the console said about CSP. */
const apiAnswers: string[] = [];
const cspViolations: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'walletport-social-'));
  const sitePort = await freePort();
  [oidc, browser] = await Promise.all([startOidc({ port: 0, secureSiteUrl: `http://127.0.0.1:${sitePort}` }), launchChromium()]);
  site = await startSecureSite({
    port: sitePort,
    cloudUrl: NOWHERE,
    chains: [{ chainId: 31337, name: 'Walletport Devnet A', rpcUrl: NOWHERE }],
    smtp: { host: '127.0.0.1', port: 9 },
    dataDir,
    masterKey: MASTER_KEY,
    oidcIssuerUrl: oidc.url,
  });
  [hostPages, otherPages] = await Promise.all([startHostPages(site.url), startHostPages(site.url)]);
  guard = await guardRequests(browser.context);
  // A step that hangs fails with its own name, well before the test's timeout.
  browser.context.setDefaultTimeout(10_000);
  browser.context.on('page', watch);
  browser.context.on('response', (response) => {
    if (response.url().startsWith(`${site.url}/api/`)) void response.text().then((text) => apiAnswers.push(text), () => undefined);
  });
  page = await openHost(hostPages);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([hostPages?.stop(), otherPages?.stop()]);
  await site?.stop();
  await oidc?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function watch(opened: Page): void {
  opened.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(`${opened.url()}: ${message.text()}`);
  });
}

async function openHost(pages: HostPages): Promise<Page> {
  const opened = await browser.newPage();
  await opened.goto(`http://127.0.0.1:${pages.port}/host.html`);
  await opened.waitForFunction(() => (window as unknown as HostWindow).received.some((entry) => entry.data?.type === '@w3m-frame/READY'));
  // What walletport's page does in the click: the popup on the secure site's Loading… page, and a listener
  // that keeps what the popup posts.
  await opened.evaluate(() => {
    const host = window as unknown as HostWindow;
    host.popupMessages = [];
    addEventListener('message', (event) => {
      if (host.popup && event.source === host.popup) host.popupMessages.push({ origin: event.origin, data: event.data });
    });
  });
  return opened;
}

async function openPopup(on: Page, url: string): Promise<Page> {
  const [popup] = await Promise.all([
    on.waitForEvent('popup'),
    on.evaluate((address) => {
      (window as unknown as HostWindow).popup = window.open(address, 'walletport-social', 'popup,width=600,height=800');
    }, url),
  ]);
  await popup.waitForLoadState();
  return popup;
}

async function request<T = unknown>(type: string, payload?: unknown, on = page): Promise<T> {
  const id = await on.evaluate(([name, body]) => (window as unknown as HostWindow).send(name as string, body), [type, payload] as const);
  const handle = await on.waitForFunction((wanted) => (window as unknown as HostWindow).answers[wanted], id, { timeout: 15_000 });
  const answer = (await handle.jsonValue()) as Message;
  if (answer.type === `@w3m-frame/${type}_SUCCESS`) return answer.payload as T;
  throw new Error(`${answer.type}: ${JSON.stringify(answer.payload)}`);
}

async function axeViolations(target: Page): Promise<unknown[]> {
  // Injected through the debugging protocol, which the pages' CSP does not govern.
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return target.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }));
  });
}

const popupMessages = (on = page) => on.evaluate(() => (window as unknown as HostWindow).popupMessages);

describe('social login in a browser', { timeout: 30_000 }, () => {
  let resultUri: string;
  let address: string;

  it('runs the code flow in the popup: Loading…, the provider’s login and consent, the result posted from the secure site', async () => {
    const popup = await openPopup(page, `${site.url}/social/loading`);
    await popup.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();

    const { uri } = await request<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
    expect(new URL(uri).origin).toBe(oidc.url);
    await page.evaluate((address) => void ((window as unknown as HostWindow).popup!.location.href = address), uri);

    await popup.getByRole('heading', { level: 1, name: 'Sign in with Google' }).waitFor();
    expect(await axeViolations(popup)).toEqual([]);
    await popup.getByLabel('Username').fill('Carol');
    await popup.getByLabel('Email').fill('carol@example.com');
    await popup.getByRole('button', { name: 'Create account' }).click();
    await popup.getByRole('heading', { level: 1, name: 'Allow walletport to use your Google account?' }).waitFor();
    expect(await axeViolations(popup)).toEqual([]);
    await popup.getByRole('button', { name: 'Allow' }).click();

    await popup.getByRole('heading', { level: 1, name: 'Signed in with Google' }).waitFor();
    await expect.poll(() => popupMessages()).toHaveLength(1);
    const [message] = await popupMessages();
    expect(message).toEqual({ origin: site.url, data: { resultUri: expect.stringMatching(new RegExp(`^${site.url}/social/result\\?token=[A-Za-z0-9_-]{43}$`)) } });
    resultUri = (message!.data as { resultUri: string }).resultUri;
    expect(await popup.getByRole('status').textContent()).toBe('Signed in. Going back to the site; if this window stays open, close it.');
    await page.evaluate(() => (window as unknown as HostWindow).popup!.close());
  });

  it('signs the user in with CONNECT_SOCIAL: SESSION_UPDATE, then the user with userName and socialProvider', async () => {
    // With a sign-in message, as a page with sign-in on sends it: signed for the host page's own domain.
    const host = new URL(page.url()).host;
    const siwxMessage = { domain: host, uri: `http://${host}/`, version: '1', nonce: 'socialnonce123', chainId: 'eip155:31337' };
    const answer = await request<{ address: `0x${string}`; message: string; signature: Hex }>('CONNECT_SOCIAL', {
      uri: resultUri,
      chainId: 31337,
      preferredAccountType: 'eoa',
      siwxMessage,
    });
    const { message: signedText, signature, ...user } = answer;
    expect(signedText).toMatch(new RegExp(`^${host} wants you to sign in with your Ethereum account:\\n${user.address}\\n`));
    await expect(verifyMessage({ address: user.address, message: signedText, signature })).resolves.toBe(true);
    expect(user).toEqual(expectedEoaUser({ userName: 'Carol', socialProvider: 'google' }, user.address));
    address = user.address;
    const updates = (await page.evaluate(() => (window as unknown as HostWindow).received)).filter((entry) => entry.data.type === '@w3m-frame/SESSION_UPDATE');
    expect(updates).toEqual([{ origin: site.url, fromSecureFrame: true, data: { type: '@w3m-frame/SESSION_UPDATE', payload: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } } }]);
    expect(await request('GET_USER', { chainId: 31337 })).toEqual(user);
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: true });
    expect(await request('RPC_REQUEST', { method: 'eth_accounts', params: [] })).toEqual([address]);
    // The result works once.
    await expect(request('CONNECT_SOCIAL', { uri: resultUri })).rejects.toThrow('Social login failed: this sign-in result is invalid or expired. Start again.');
  });

  it('delivers nothing to a popup opener on another origin: the result goes to the stored host origin only', async () => {
    const { uri } = await request<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' });
    const other = await openHost(otherPages);
    try {
      // A page on another origin opens the login this host started (as a phishing page could).
      const popup = await openPopup(other, uri);
      await popup.getByRole('button', { name: 'Continue as Carol' }).click();
      await popup.getByRole('button', { name: 'Allow' }).click();
      await popup.getByRole('heading', { level: 1, name: 'Signed in with Discord' }).waitFor();
      await popup.getByRole('status').filter({ hasText: 'Signed in.' }).waitFor();
      // A round trip on the other page after the post: its listener would have run by now.
      expect(await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, other)).toEqual({ smartAccountEnabledNetworks: [] });
      expect(await popupMessages(other)).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('never lets key material out, and nothing broke a CSP or left the machine', async () => {
    const fragments = await keyFragments(dataDir, MASTER_KEY, address);
    const messages = JSON.stringify([await page.evaluate(() => (window as unknown as HostWindow).received), await popupMessages()]);
    expect(apiAnswers.length).toBeGreaterThan(4);
    for (const [what, text] of [['frame and popup messages', messages], ['API answers', apiAnswers.join('\n')]] as const) {
      expect(leakedFragments(fragments, text), what).toEqual([]);
    }
    expect(cspViolations).toEqual([]);
    guard.assertNoViolations();
  });
});
