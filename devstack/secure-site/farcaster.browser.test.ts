/**
 * Farcaster login in a real chromium, end to end on the devstack's own services: a host page on another
 * 127.0.0.1 origin frames `/sdk` and asks GET_FARCASTER_URI; the URL opens the Farcaster app's page on its
 * own origin, where the person presses Approve (the app signs with the FID's custody key) or Reject;
 * CONNECT_FARCASTER answers {userName} once the secure site verified the answer against the ID registry
 * on the local chain, and GET_USER then gives the user's address; a rejected sign-in fails with
 * 'Failed to connect to farcaster'. No request leaves 127.0.0.1.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { freePort, startChains, type RunningChains } from '../chains/index.js';
import { DEVSTACK_CHAINS } from '../config.js';
import { deployIdRegistry } from '../farcaster/registry/id-registry.js';
import { startFarcaster, type RunningFarcaster } from '../farcaster/start-farcaster.js';
import { startSecureSite, type RunningSecureSite } from './index.js';
import { startHostPages, type HostPages } from './testing/host-pages.js';
import { expectedEoaUser } from './testing/expected-user.js';

type Message = { id?: string; type: string; payload?: unknown };
type HostWindow = { send(type: string, payload?: unknown): string; answers: Record<string, Message>; received: { data: Message }[] };

let chains: RunningChains;
let farcaster: RunningFarcaster;
let site: RunningSecureSite;
let hostPages: HostPages;
let browser: LaunchedChromium;
let guard: RequestGuard;
let page: Page;

beforeAll(async () => {
  const [chainPort, cloudPort, smtpPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const rpcUrl = `http://127.0.0.1:${chainPort}`;
  // The relay and app start in a few ms; then the slow parts (the chain, the browser, the frame's bundle) at once.
  farcaster = await startFarcaster({ relayPort: 0, appPort: 0 });
  [chains, browser, site] = await Promise.all([
    startChains({ chains: ['a'], ports: { a: chainPort } }).then(async (started) => {
      await deployIdRegistry({ chain: started.chains[0]!.viemChain, rpcUrl });
      return started;
    }),
    launchChromium(),
    startSecureSite({
      port: 0,
      // Nothing here reads the cloud (127.0.0.1 parents are always allowed) or sends mail: closed ports do.
      cloudUrl: `http://127.0.0.1:${cloudPort}`,
      smtp: { host: '127.0.0.1', port: smtpPort },
      chains: [{ ...DEVSTACK_CHAINS.a, rpcUrl }],
      dataDir: null,
      farcaster: { relayUrl: farcaster.relayUrl, registryRpcUrl: rpcUrl },
    }),
  ]);
  hostPages = await startHostPages(site.url);
  guard = await guardRequests(browser.context);
  page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${hostPages.port}/host.html`);
  await page.waitForFunction(() => (window as unknown as HostWindow).received.some((entry) => entry.data?.type === '@w3m-frame/READY'), null, { timeout: 15_000 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await hostPages?.stop();
  await site?.stop();
  await farcaster?.stop();
  await chains?.stop();
});

function send(type: string, payload?: unknown): Promise<string> {
  return page.evaluate(([name, body]) => (window as unknown as HostWindow).send(name as string, body), [type, payload] as const);
}

async function answerTo(id: string): Promise<Message> {
  const handle = await page.waitForFunction((wanted) => (window as unknown as HostWindow).answers[wanted], id, { timeout: 15_000 });
  return (await handle.jsonValue()) as Message;
}

async function request<T>(type: string, payload?: unknown): Promise<T> {
  const answer = await answerTo(await send(type, payload));
  if (answer.type !== `@w3m-frame/${type}_SUCCESS`) throw new Error(`${answer.type}: ${JSON.stringify(answer.payload)}`);
  return answer.payload as T;
}

/** Opens the channel URL in a tab of its own, as the person's Farcaster app, and presses `button`. */
async function answerInFarcasterApp(url: string, button: 'Approve' | 'Reject', account?: RegExp): Promise<string> {
  const app = await browser.newPage();
  try {
    await app.goto(url);
    expect(await app.getByRole('heading', { level: 1 }).textContent()).toBe(`Sign in to ${new URL(site.url).host}?`);
    if (account) await app.getByRole('radio', { name: account }).check();
    await app.getByRole('button', { name: button }).click();
    return (await app.getByRole('heading', { level: 1 }).textContent()) ?? '';
  } finally {
    await app.close();
  }
}

async function axeViolations(on: Page): Promise<unknown[]> {
  // Injected through the debugging protocol, which the page's CSP (no script at all) does not govern.
  await on.evaluate(readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  return on.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }));
  });
}

describe('Farcaster login through the secure frame', { timeout: 20_000 }, () => {
  let address: string;

  it('GET_FARCASTER_URI gives the Farcaster app’s URL; Approve there makes CONNECT_FARCASTER answer {userName}; GET_USER gives the address', async () => {
    const { url } = await request<{ url: string }>('GET_FARCASTER_URI');
    expect(url.startsWith(`${farcaster.appUrl}/~/siwf?channelToken=`)).toBe(true);
    const connecting = await send('CONNECT_FARCASTER');

    const app = await browser.newPage();
    await app.goto(url);
    expect(await axeViolations(app)).toEqual([]);
    await app.close();
    expect(await answerInFarcasterApp(url, 'Approve')).toBe('Signed in');

    expect(await answerTo(connecting)).toEqual({ id: connecting, type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS', payload: { userName: 'alice.eth' } });
    const received = await page.evaluate(() => (window as unknown as HostWindow).received.map((entry) => entry.data));
    expect(received.find((message) => message.type === '@w3m-frame/SESSION_UPDATE')?.payload).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

    const user = await request<{ address: string }>('GET_USER', { chainId: 31337 });
    expect(user).toEqual(expectedEoaUser({ userName: 'alice.eth', socialProvider: 'farcaster' }, user.address));
    address = user.address;
    expect(await request('IS_CONNECTED', {})).toEqual({ isConnected: true });
  });

  it('Reject in the Farcaster app makes CONNECT_FARCASTER fail with "Failed to connect to farcaster"', async () => {
    const { url } = await request<{ url: string }>('GET_FARCASTER_URI');
    const connecting = await send('CONNECT_FARCASTER');
    expect(await answerInFarcasterApp(url, 'Reject')).toBe('Request rejected');
    expect(await answerTo(connecting)).toEqual({ id: connecting, type: '@w3m-frame/CONNECT_FARCASTER_ERROR', payload: { message: 'Failed to connect to farcaster' } });
  });

  it('signs the same FID in to the same wallet next time, and another FID to another', async () => {
    for (const [account, userName, same] of [['Alice', 'alice.eth', true], ['Bob', 'bob.eth', false]] as const) {
      const { url } = await request<{ url: string }>('GET_FARCASTER_URI');
      const connecting = await send('CONNECT_FARCASTER');
      expect(await answerInFarcasterApp(url, 'Approve', new RegExp(`^${account} `))).toBe('Signed in');
      expect((await answerTo(connecting)).payload).toEqual({ userName });
      const user = await request<{ address: string }>('GET_USER', {});
      expect(user.address === address).toBe(same);
    }
    guard.assertNoViolations();
  });
});
