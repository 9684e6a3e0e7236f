/**
 * The secure site in a real chromium, spoken to the way walletport speaks to it: a host page on another
 * 127.0.0.1 origin embeds `/sdk` and drives the frame protocol with postMessage, a person's clicks happen in
 * the frame's approval screen, mail is read from the devstack mailbox, and signatures and transactions are
 * checked on real anvil chains. Also: messages from a third origin or a non-parent window are ignored, a
 * host on an origin the project does not allow gets 'unverified_domain', and no key material ever leaves
 * the server.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { freePort, startChains, type RunningChains } from '../chains/index.js';
import { startCloud, type RunningCloud } from '../cloud/index.js';
import { DEV_ACCOUNTS, DEVSTACK_CHAINS } from '../config.js';
import { startMail, type RunningMail, type StoredMail } from '../mail/index.js';
import { keyFragments, leakedFragments } from './testing/key-leaks.js';
import { startSecureSite, type RunningSecureSite } from './index.js';
import { FORGED_EMAIL, startHostPages, type HostPages } from './testing/host-pages.js';
import { expectedEoaUser } from './testing/expected-user.js';

type Message = { id?: string; type: string; payload?: unknown };
type Received = { origin: string; fromSecureFrame: boolean; data: Message };
type HostWindow = { send(type: string, payload?: unknown): string; answers: Record<string, Message>; received: Received[]; addAttacker(url: string): void };

const OTHER_HOST = 'walletport-other.test';
const EMAIL = 'alice@example.com';
const NEW_EMAIL = 'alice.new@example.com';
const RECIPIENT = DEV_ACCOUNTS[1].address;
const MASTER_KEY = 'a1'.repeat(32);

let chains: RunningChains;
let mail: RunningMail;
let cloud: RunningCloud;
let site: RunningSecureSite;
let hostPages: HostPages;
let thirdOrigin: HostPages;
let browser: LaunchedChromium;
let guard: RequestGuard;
let page: Page;
let dataDir: string;
let address: `0x${string}`;
/** Every answer body of the secure site's API the browser saw. */
const apiAnswers: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'walletport-secure-site-'));
  // Ports first, so everything that does not need another part's answer starts at once.
  const [portA, portB, cloudPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const ports = { a: portA, b: portB };
  const siteChains = (['a', 'b'] as const).map((key) => ({ ...DEVSTACK_CHAINS[key], rpcUrl: `http://127.0.0.1:${ports[key]}` }));
  [chains, mail, browser, cloud] = await Promise.all([
    startChains({ chains: ['a', 'b'], ports }),
    startMail({ smtpPort: 0, httpPort: 0 }),
    // A browser of its own: the resolver rule gives the disallowed host page a name that is not 127.0.0.1.
    launchChromium({ shared: false, args: [`--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`] }),
    startCloud({ port: cloudPort, dataDir: null, chains: siteChains }),
  ]);
  site = await startSecureSite({ port: 0, cloudUrl: cloud.url, chains: siteChains, smtp: { host: mail.host, port: mail.port }, dataDir, masterKey: MASTER_KEY });
  [hostPages, thirdOrigin] = await Promise.all([startHostPages(site.url), startHostPages(site.url)]);
  guard = await guardRequests(browser.context, { allowedHosts: ['127.0.0.1', OTHER_HOST] });
  page = await openHost(`http://127.0.0.1:${hostPages.port}/host.html`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([hostPages?.stop(), thirdOrigin?.stop()]);
  await site?.stop();
  await cloud?.stop();
  await mail?.stop();
  await chains?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function openHost(url: string): Promise<Page> {
  const opened = await browser.newPage();
  opened.on('response', (response) => {
    if (!response.url().startsWith(`${site.url}/api/`)) return;
    void response.text().then((text) => apiAnswers.push(text), () => undefined);
  });
  await opened.goto(url);
  await waitForReceived(opened, '@w3m-frame/READY');
  return opened;
}

/** Posts a request from the host page; returns its id at once. */
function send(type: string, payload?: unknown, on = page): Promise<string> {
  return on.evaluate(([name, body]) => (window as unknown as HostWindow).send(name as string, body), [type, payload] as const);
}

/** The frame's answer to the request `id`, once it arrives. */
async function answerTo(id: string, on = page): Promise<Message> {
  const handle = await on.waitForFunction((wanted) => (window as unknown as HostWindow).answers[wanted], id, { timeout: 15_000 });
  return (await handle.jsonValue()) as Message;
}

/** Sends and waits: the success payload, or a thrown Error with the frame's message. */
async function request<T = unknown>(type: string, payload?: unknown, on = page): Promise<T> {
  return payloadOf<T>(await answerTo(await send(type, payload, on), on), type);
}

function payloadOf<T>(answer: Message, type: string): T {
  if (answer.type === `@w3m-frame/${type}_SUCCESS`) return answer.payload as T;
  if (answer.type === `@w3m-frame/${type}_ERROR`) throw new Error((answer.payload as { message: string }).message);
  throw new Error(`unexpected answer ${answer.type}`);
}

async function failure(type: string, payload?: unknown, on = page): Promise<string> {
  return request(type, payload, on).then(
    () => 'succeeded',
    (error: Error) => error.message,
  );
}

function received(on = page): Promise<Received[]> {
  return on.evaluate(() => (window as unknown as HostWindow).received);
}

async function waitForReceived(on: Page, type: string, count = 1): Promise<void> {
  await on.waitForFunction(
    ([wanted, atLeast]) => (window as unknown as HostWindow).received.filter((entry) => entry.data?.type === wanted).length >= atLeast,
    [type, count] as const,
    { timeout: 15_000 },
  );
}

function secureFrame(on = page): Frame {
  const frame = on.frames().find((candidate) => candidate.url().startsWith(`${site.url}/sdk`));
  if (!frame) throw new Error('no secure frame');
  return frame;
}

async function mailTo(to: string): Promise<StoredMail[]> {
  return (await (await fetch(`${mail.url}/api/messages?to=${encodeURIComponent(to)}`)).json()) as StoredMail[];
}

/** The newest mail to `to` whose subject matches, once it arrived after `after` others. */
async function nextMail(to: string, subject: RegExp, after: number): Promise<StoredMail> {
  await expect.poll(async () => (await mailTo(to)).filter((message) => subject.test(message.subject)).length, { timeout: 10_000 }).toBeGreaterThan(after);
  return (await mailTo(to)).find((message) => subject.test(message.subject))!;
}

const CODE_SUBJECT = /^Your walletport code is \d{6}$/;
const codeIn = (message: StoredMail) => /^(\d{6})$/m.exec(message.text)![1]!;
const codesSoFar = async (to: string) => (await mailTo(to)).filter((message) => CODE_SUBJECT.test(message.subject)).length;

/** The approval screen's visible contents. */
async function approvalScreen(): Promise<{ heading: string; details: Record<string, string>; focused: string | undefined }> {
  const frame = secureFrame();
  await frame.locator('#approval').waitFor({ state: 'visible' });
  // The page focuses the frame when it shows it (walletport's frame.show does).
  await page.locator('#secure').focus();
  return frame.evaluate(() => ({
    heading: document.getElementById('approval-heading')!.textContent!,
    details: Object.fromEntries([...document.querySelectorAll('#approval-details > div')].map((group) => [group.children[0]!.textContent!, group.children[1]!.textContent!])),
    focused: document.activeElement?.id,
  }));
}

async function axeViolations(frame: Frame): Promise<unknown[]> {
  const hasAxe = await frame.evaluate(() => 'axe' in window);
  // Injected through the debugging protocol, which the page's CSP (script-src 'self') does not govern.
  if (!hasAxe) await frame.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return frame.evaluate(async () => {
    // Judged as a person sees it once it settled, not halfway through its fade-in.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'aria-dialog-name': { enabled: true } } });
    return results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }));
  });
}

describe('the secure site frame', { timeout: 30_000 }, () => {
  it('says READY to its parent, from its own origin, under a strict CSP', async () => {
    const ready = (await received()).filter((entry) => entry.data.type === '@w3m-frame/READY');
    expect(ready).toEqual([{ origin: site.url, fromSecureFrame: true, data: { type: '@w3m-frame/READY' } }]);
    const response = await fetch(`${site.url}/sdk?projectId=secure-site-test`);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/frame-ancestors/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await secureFrame().evaluate(() => document.getElementById('approval')!.hidden)).toBe(true);
  });

  it('signs a new user in: CONNECT_EMAIL, the device link from the mailbox, CONNECT_DEVICE, the code, SESSION_UPDATE, GET_USER', async () => {
    expect(await request('CONNECT_EMAIL', { email: EMAIL })).toEqual({ action: 'VERIFY_DEVICE' });
    const waitingForDevice = await send('CONNECT_DEVICE');
    const deviceMail = await nextMail(EMAIL, /^Approve this device to sign in to walletport$/, 0);
    const link = /(http:\/\/\S+\/device\/approve\?token=\S+)$/m.exec(deviceMail.text)![1]!;
    expect(await page.evaluate((id) => (window as unknown as HostWindow).answers[id], waitingForDevice)).toBeUndefined();

    const tab = await browser.newPage();
    await tab.goto(link);
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Device approved');
    await tab.close();
    expect(payloadOf(await answerTo(waitingForDevice), 'CONNECT_DEVICE')).toBeUndefined();

    const code = codeIn(await nextMail(EMAIL, CODE_SUBJECT, 0));
    expect(await failure('CONNECT_OTP', { otp: code === '000000' ? '111111' : '000000' })).toBe('Invalid code');
    expect(await request('CONNECT_OTP', { otp: code })).toBeUndefined();
    await waitForReceived(page, '@w3m-frame/SESSION_UPDATE');
    const update = (await received()).find((entry) => entry.data.type === '@w3m-frame/SESSION_UPDATE')!;
    expect(update.data.payload).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    const user = await request<{ address: `0x${string}` }>('GET_USER', { chainId: 31337 });
    expect(user).toEqual(expectedEoaUser({ email: EMAIL }, user.address));
    address = user.address;
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: true });
  });

  it("signs in while connecting: GET_USER's siwxMessage for the host page's domain, signed with the user's key", async () => {
    const host = `127.0.0.1:${hostPages.port}`;
    const siwxMessage = { domain: host, uri: `http://${host}/`, version: '1', nonce: 'abcdef123456', issuedAt: new Date().toISOString(), chainId: 'eip155:31338' };
    const user = await request<{ address: `0x${string}`; chainId: number; message: string; signature: Hex }>('GET_USER', { chainId: 31338, siwxMessage });
    expect(user).toMatchObject({ address, chainId: 31338 });
    expect(user.message).toMatch(new RegExp(`^${host} wants you to sign in with your Ethereum account:\n${address}\n`));
    expect(user.message).toContain('Chain ID: 31338');
    await expect(verifyMessage({ address, message: user.message, signature: user.signature })).resolves.toBe(true);
    // A phishing page cannot have a sign-in for another site signed; a malformed message is refused at the edge.
    expect(await failure('GET_USER', { siwxMessage: { ...siwxMessage, domain: 'walletport.example' } })).toBe('This sign-in message is for another site');
    expect(await failure('GET_USER', { siwxMessage: { ...siwxMessage, chainId: 31338 } })).toBe('Invalid payload');
    expect(await request('GET_USER', { chainId: 31337 })).not.toHaveProperty('signature');
  });

  it('refuses its API to any page but its own, and signing to a caller without a live session', async () => {
    const token = ((await received()).find((entry) => entry.data.type === '@w3m-frame/SESSION_UPDATE')!.data.payload as { token: string }).token;
    const sign = (headers: Record<string, string>) =>
      fetch(`${site.url}/api/sign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ method: 'personal_sign', params: [toHex('from elsewhere'), address] }),
      });
    const hostOrigin = `http://127.0.0.1:${hostPages.port}`;
    for (const headers of [{ authorization: `Bearer ${token}` }, { authorization: `Bearer ${token}`, origin: hostOrigin }] as Record<string, string>[]) {
      const refused = await sign(headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Only the secure site’s own page may call its API' });
    }
    const anonymous = await sign({ origin: site.url });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Not signed in' });
    // The host page itself cannot reach it either: the browser sends its real Origin.
    expect(await page.evaluate(async (url) => (await fetch(url, { method: 'POST', body: '{}' }).catch(() => undefined))?.status ?? 'blocked', `${site.url}/api/session`)).toBe('blocked');
  });

  it('answers reads through its server, and eth_accounts and eth_chainId from the session', async () => {
    expect(await request('RPC_REQUEST', { method: 'eth_chainId', params: [] })).toBe('0x7a69');
    expect(await request('RPC_REQUEST', { method: 'eth_accounts', params: [] })).toEqual([address]);
    expect(await request('RPC_REQUEST', { method: 'eth_getBalance', params: [address, 'latest'] })).toBe('0x0');
    expect(await request('RPC_REQUEST', { method: 'eth_blockNumber', params: [], chainId: 31338 })).toMatch(/^0x[0-9a-f]+$/);
    expect(await failure('RPC_REQUEST', { method: 'eth_sign', params: [] })).toBe('Requested RPC call is not allowed');
    expect(await failure('RPC_REQUEST', { method: 'wallet_sendCalls', params: [] })).toBe('This secure site cannot perform wallet_sendCalls');
  });

  it('signs personal_sign once Approve is pressed on its accessible screen, showing the message as text', async () => {
    await request('SYNC_DAPP_DATA', { projectId: 'secure-site-test', metadata: { name: '<b>Host</b> app', description: 'd', url: 'http://127.0.0.1', icons: [] } });
    const message = toHex('hello <img src=x onerror=alert(1)>');
    const id = await send('RPC_REQUEST', { method: 'personal_sign', params: [message, address] });
    const screen = await approvalScreen();
    expect(screen).toEqual({
      heading: 'Sign this message',
      details: { App: '<b>Host</b> app', Network: 'Walletport Devnet A', Message: 'hello <img src=x onerror=alert(1)>' },
      focused: 'approve',
    });
    expect(await secureFrame().locator('b, img:not(#approval-icon)').count()).toBe(0);
    expect(await axeViolations(secureFrame())).toEqual([]);
    await secureFrame().getByRole('button', { name: 'Approve' }).click();

    const signature = payloadOf<Hex>(await answerTo(id), 'RPC_REQUEST');
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true);
    await secureFrame().locator('#approval').waitFor({ state: 'hidden' });
  });

  it('sends an approved eth_sendTransaction (dark theme, approved from the keyboard) and it is mined', async () => {
    const chainA = chains.chains.find((chain) => chain.chainId === 31337)!;
    const client = createPublicClient({ chain: chainA.viemChain, transport: http(chainA.rpcUrl, { retryCount: 0 }) });
    await client.request({ method: 'anvil_setBalance' as 'eth_chainId', params: [address, toHex(parseEther('10'))] as never });
    const before = await client.getBalance({ address: RECIPIENT });
    await request('SYNC_THEME', { themeMode: 'dark' });

    const id = await send('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: address, to: RECIPIENT, value: toHex(parseEther('0.25')) }] });
    const screen = await approvalScreen();
    expect(screen.heading).toBe('Approve transaction');
    expect(screen.details).toEqual({ App: '<b>Host</b> app', Network: 'Walletport Devnet A', Amount: '0.25 ETH', Recipient: RECIPIENT });
    expect(screen.focused).toBe('approve');
    expect(await secureFrame().evaluate(() => getComputedStyle(document.getElementById('approval')!).backgroundColor)).toBe('rgb(23, 25, 29)');
    expect(await axeViolations(secureFrame())).toEqual([]);
    await page.keyboard.press('Enter');

    const hash = payloadOf<Hex>(await answerTo(id), 'RPC_REQUEST');
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase());
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.25'));
    await request('SYNC_THEME', { themeMode: 'light' });
  });

  it('answers Reject with "User rejected the request."', async () => {
    const id = await send('RPC_REQUEST', { method: 'personal_sign', params: [toHex('no thanks'), address] });
    await approvalScreen();
    await secureFrame().getByRole('button', { name: 'Reject' }).click();
    expect(await answerTo(id)).toEqual({ id, type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.' } });
    await secureFrame().locator('#approval').waitFor({ state: 'hidden' });
  });

  it('ends a waiting request with "Request was aborted" on RPC_ABORT, and closes the screen', async () => {
    const id = await send('RPC_REQUEST', { method: 'personal_sign', params: [toHex('abort me'), address] });
    await approvalScreen();
    expect(await request('RPC_ABORT')).toBeUndefined();
    expect(await answerTo(id)).toEqual({ id, type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'Request was aborted' } });
    expect(await secureFrame().evaluate(() => document.getElementById('approval')!.hidden)).toBe(true);
  });

  it('switches among its chains only, remembers the chain, and answers the rest of the table', async () => {
    expect(await request('SWITCH_NETWORK', { chainId: 31338 })).toEqual({ chainId: 31338 });
    expect(await request('GET_CHAIN_ID')).toEqual({ chainId: 31338 });
    expect(await request('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a6a');
    expect(await failure('SWITCH_NETWORK', { chainId: 1 })).toBe('Unsupported chain');
    expect(await request('SWITCH_NETWORK', { chainId: 'eip155:31337' })).toEqual({ chainId: 31337 });

    expect(await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [] });
    expect(await request('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address });
    expect(await failure('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toBe('Smart accounts are not enabled on this network');
    expect(await failure('INIT_SMART_ACCOUNT')).toBe('Smart accounts are not enabled on this network');
    for (const [type, payload] of [['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }], ['CONNECT_SOCIAL', { uri: 'x' }]] as const) {
      expect(await failure(type, payload)).toBe('Social login is not available on this secure site yet');
    }
    // Started without a Farcaster relay (farcaster.browser.test.ts starts one).
    expect(await failure('GET_FARCASTER_URI')).toBe('Farcaster login is not available on this secure site');
    expect(await failure('CONNECT_FARCASTER')).toBe('Start with GET_FARCASTER_URI');
    expect(await failure('CONNECT_EMAIL', { email: 'not an email' })).toBe('Invalid payload');
  });

  it('changes the email: a code to the old address, then one to the new address', async () => {
    const oldCodes = await codesSoFar(EMAIL);
    expect(await request('UPDATE_EMAIL', { email: NEW_EMAIL })).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    expect(await request('UPDATE_EMAIL_PRIMARY_OTP', { otp: codeIn(await nextMail(EMAIL, CODE_SUBJECT, oldCodes)) })).toBeUndefined();
    expect(await request('UPDATE_EMAIL_SECONDARY_OTP', { otp: codeIn(await nextMail(NEW_EMAIL, CODE_SUBJECT, 0)) })).toEqual({ newEmail: NEW_EMAIL });
    expect(await request('GET_USER', {})).toMatchObject({ email: NEW_EMAIL, address });
  });

  it('ignores requests from a third origin and from a same-origin window that is not its parent', async () => {
    const before = (await received()).length;
    await page.evaluate((url) => (window as unknown as HostWindow).addAttacker(url), `http://127.0.0.1:${thirdOrigin.port}/attacker.html`);
    await page.evaluate((url) => (window as unknown as HostWindow).addAttacker(url), `http://127.0.0.1:${hostPages.port}/attacker.html`);
    await waitForReceived(page, 'attacker-done', 2);
    // A round trip after the forgeries: answered, and still signed in (the forged SIGN_OUT did nothing).
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: true });
    const since = (await received()).slice(before);
    expect(since.filter((entry) => entry.fromSecureFrame).map((entry) => entry.data.id)).toEqual([expect.stringMatching(/^host-/)]);
    expect(await secureFrame().evaluate(() => document.getElementById('approval')!.hidden)).toBe(true);
    expect(await mailTo(FORGED_EMAIL)).toEqual([]);
  });

  it('knows this device next time, says CONNECT while the session lives, and ends it on SIGN_OUT', async () => {
    expect(await request('CONNECT_EMAIL', { email: NEW_EMAIL })).toEqual({ action: 'CONNECT' });
    expect(await request('SIGN_OUT')).toBeUndefined();
    await expect.poll(async () => (await received()).filter((entry) => entry.data.type === '@w3m-frame/SESSION_UPDATE').at(-1)?.data.payload).toEqual({ token: null });
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await failure('GET_USER', {})).toBe('Not signed in');

    const codes = await codesSoFar(NEW_EMAIL);
    expect(await request('CONNECT_EMAIL', { email: NEW_EMAIL })).toEqual({ action: 'VERIFY_OTP' });
    expect(await request('CONNECT_OTP', { otp: codeIn(await nextMail(NEW_EMAIL, CODE_SUBJECT, codes)) })).toBeUndefined();
    expect(await request('GET_USER', {})).toMatchObject({ email: NEW_EMAIL, address });

    // RELOAD answers, then the frame comes back READY, still signed in from its own storage, on the chain
    // the user last used.
    expect(await request('SWITCH_NETWORK', { chainId: 31338 })).toEqual({ chainId: 31338 });
    expect(await request('RELOAD')).toBeUndefined();
    await waitForReceived(page, '@w3m-frame/READY', 2);
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: true });
    expect(await request('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a6a');
  });

  it('answers every request with unverified_domain when its parent’s origin is not allowed for the project', async () => {
    const other = await openHost(`http://${OTHER_HOST}:${hostPages.port}/host.html`);
    try {
      const [ready] = (await received(other)).filter((entry) => entry.data.type === '@w3m-frame/READY');
      expect(ready).toMatchObject({ origin: site.url, fromSecureFrame: true });
      expect(await failure('CONNECT_EMAIL', { email: 'eve@example.com' }, other)).toBe('unverified_domain');
      expect(await failure('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined, other)).toBe('unverified_domain');
      expect(await failure('RPC_REQUEST', { method: 'eth_chainId' }, other)).toBe('unverified_domain');
      expect(await mailTo('eve@example.com')).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('never lets key material out: no frame message, API answer or mail carries any part of the key', async () => {
    const fragments = await keyFragments(dataDir, MASTER_KEY);

    const messages = JSON.stringify(await received());
    const mails = JSON.stringify(await (await fetch(`${mail.url}/api/messages`)).json());
    expect(apiAnswers.length).toBeGreaterThan(20);
    for (const [what, text] of [['frame messages', messages], ['API answers', apiAnswers.join('\n')], ['mail', mails]] as const) {
      expect(leakedFragments(fragments, text), what).toEqual([]);
    }
    guard.assertNoViolations();
  });
});
