/**
 * The wallet page in a real chromium, driven by hand the way a person would: a Node-side dapp (an unmodified
 * WalletConnect sign client) pairs with it through the local relay, and every proposal and request is
 * approved or rejected by clicking the page. Chains are real anvils; nothing leaves 127.0.0.1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignClient } from '@walletconnect/sign-client';
import type { SessionTypes } from '@walletconnect/types';
import type { Page } from 'playwright-core';
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { freePort, startChains, type RunningChains } from '../chains/index.js';
import { DEV_ACCOUNTS } from '../config.js';
import { startRelay, type RunningRelay } from '../relay/index.js';
import { memoryKeyValueStorage } from '../relay/testing/memory-key-value-storage.js';
import { installNetworkGuard, type NetworkGuard } from '../relay/testing/network-guard.js';
import { startWalletPage, type RunningWalletPage } from './index.js';

type Client = Awaited<ReturnType<typeof SignClient.init>>;
type SessionEvent = { topic: string; params: { event: { name: string; data: unknown }; chainId: string } };

const ME = DEV_ACCOUNTS[0].address;
const OTHER = DEV_ACCOUNTS[1].address;
const A = 'eip155:31337';
const B = 'eip155:31338';
/** Markup in the dapp's name: the page must show it as text. */
const DAPP_NAME = '<b>walletport</b> test dapp & co';
const DAPP_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'walletport_unknownMethod'];

let nodeGuard: NetworkGuard;
let chains: RunningChains;
let relay: RunningRelay;
let walletPage: RunningWalletPage;
let browser: LaunchedChromium;
let guard: RequestGuard;
let page: Page;
let dapp: Client;

function nextEvent<T>(subscribe: (resolve: (value: T) => void) => void, what: string, timeoutMs = 15_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${timeoutMs} ms`)), timeoutMs);
    subscribe((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** The dapp's session events from now until `count` have arrived. */
function sessionEvents(count: number): Promise<SessionEvent[]> {
  const seen: SessionEvent[] = [];
  return nextEvent<SessionEvent[]>((resolve) => {
    const listener = (event: SessionEvent) => {
      seen.push(event);
      if (seen.length < count) return;
      dapp.off('session_event', listener);
      resolve(seen);
    };
    dapp.on('session_event', listener);
  }, `${count} session events`);
}

/**
 * The dapp proposes a session; the test pastes the URI into the wallet page and presses Pair. The approval
 * promise is taken at once: the sign client drops a settlement that arrives before `approval()` is called.
 */
async function proposeAndPair(): Promise<{ approved: Promise<SessionTypes.Struct> }> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: [A, B], methods: DAPP_METHODS, events: ['chainChanged', 'accountsChanged'] } },
  });
  const approved = approval();
  approved.catch(() => undefined); // a rejection is awaited (and asserted) by the test that provokes it
  await page.getByLabel('Pairing URI').fill(uri!);
  await page.getByRole('button', { name: 'Pair' }).click();
  await page.getByTestId('session-proposal').waitFor();
  return { approved };
}

/** The pending request card of a method, once the page shows it. */
async function pendingRequest(method: string) {
  const card = page.locator(`[data-testid="session-request"][data-method="${method}"][data-status="pending"]`);
  await card.waitFor();
  return card;
}

async function failureOf(promise: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: number; message: string };
    return { code, message };
  }
  throw new Error('expected the request to fail');
}

beforeAll(async () => {
  expect(process.env.IS_VITEST).toBe('true'); // keeps the Node dapp's Verify and pulse calls off (STACK-NOTES.md)
  nodeGuard = installNetworkGuard();
  const [portA, portB, relayPort, pagePort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  [chains, relay, browser] = await Promise.all([
    startChains({ chains: ['a', 'b'], ports: { a: portA, b: portB } }),
    startRelay({ port: relayPort }),
    launchChromium(),
  ]);
  walletPage = await startWalletPage({
    port: pagePort,
    relayUrl: relay.url,
    chains: chains.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    // Its own vite cache, so a devstack started by another test file never re-optimizes under this one.
    cacheDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.vite/walletport-wallet-page-test'),
  });
  guard = await guardRequests(browser.context);
  page = await browser.newPage();
  await page.goto(`${walletPage.url}/?storage=memory`);
  await page.locator('[data-testid="wallet-page"][data-ready="true"]').waitFor({ timeout: 60_000 });
  dapp = await SignClient.init({
    projectId: 'walletport-wallet-page-test',
    relayUrl: relay.url,
    storage: memoryKeyValueStorage(),
    customStoragePrefix: 'walletport-wallet-page-test-dapp',
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: DAPP_NAME, description: 'the wallet page test', url: 'http://127.0.0.1:5173', icons: ['https://example.com/icon.png'] },
  });
}, 120_000);

afterAll(async () => {
  if (dapp) {
    await dapp.core.relayer.transportClose().catch(() => undefined);
    dapp.core.heartbeat.stop();
  }
  await browser?.close();
  await walletPage?.stop();
  await relay?.stop();
  await chains?.stop();
  nodeGuard?.uninstall();
});

describe('the wallet page', { timeout: 30_000 }, () => {
  let session: SessionTypes.Struct;

  const request = <T>(method: string, params: unknown, chainId = A): Promise<T> =>
    dapp.request<T>({ topic: session.topic, chainId, request: { method, params } });

  it('pairs from a pasted wc: URI, shows the proposal as text, and settles a session on Approve', async () => {
    expect(await page.getByTestId('wallet-account').textContent()).toBe(ME);
    const { approved } = await proposeAndPair();

    const proposal = page.getByTestId('session-proposal');
    expect(await proposal.getByTestId('proposal-dapp-name').textContent()).toBe(DAPP_NAME);
    expect(await proposal.locator('b').count()).toBe(0);
    expect(await proposal.getByTestId('proposal-dapp-url').textContent()).toBe('http://127.0.0.1:5173');
    expect(await proposal.getByTestId('proposal-chains').textContent()).toBe(`${A}, ${B}`);
    expect(await proposal.getByTestId('proposal-methods').textContent()).toContain('personal_sign');
    await proposal.getByRole('button', { name: 'Approve' }).click();

    session = await approved;
    expect(session.namespaces['eip155']?.accounts).toEqual([`${A}:${ME}`, `${B}:${ME}`]);
    expect(session.namespaces['eip155']?.methods).toEqual(expect.arrayContaining(DAPP_METHODS));
    // Session properties (SPEC sections 3 and 7): the devstack bundler, and the account's capabilities per chain.
    expect(session.sessionProperties?.['bundler_name']).toBe('pimlico');
    expect(JSON.parse(session.sessionProperties?.['capabilities'] ?? 'null')).toEqual({
      [ME]: { '0x7a69': { atomic: { status: 'unsupported' } }, '0x7a6a': { atomic: { status: 'unsupported' } } },
    });
    const shown = page.getByTestId('session');
    await shown.waitFor();
    expect(await shown.getByTestId('session-dapp-name').textContent()).toBe(DAPP_NAME);
    expect(await shown.getByTestId('session-chain').textContent()).toBe(A);
    expect(await shown.getByTestId('session-account').textContent()).toBe(ME);
    expect(await page.getByTestId('session-proposal').count()).toBe(0);
  });

  it('shows a personal_sign request and answers Approve with a signature from the dev account', async () => {
    const message = toHex('hello from the dapp <script>');
    const signed = request<Hex>('personal_sign', [message, ME]);
    const card = await pendingRequest('personal_sign');
    expect(await card.getByTestId('request-message').textContent()).toBe('hello from the dapp <script>');
    expect(await card.getByTestId('request-params').textContent()).toBe(JSON.stringify([message, ME], null, 2));
    await card.getByRole('button', { name: 'Approve' }).click();

    const signature = await signed;
    expect(await verifyMessage({ address: ME, message: { raw: message }, signature })).toBe(true);
    await page.locator('[data-method="personal_sign"][data-status="approved"]').waitFor();
  });

  it('answers Reject with 4001 "User rejected the request."', async () => {
    const failure = failureOf(request<Hex>('personal_sign', [toHex('no, thanks'), ME]));
    await (await pendingRequest('personal_sign')).getByRole('button', { name: 'Reject' }).click();
    expect(await failure).toEqual({ code: 4001, message: 'User rejected the request.' });
  });

  it('signs eth_signTypedData_v4', async () => {
    const typedData = {
      domain: { name: 'walletport', version: '1', chainId: 31337, verifyingContract: '0x0000000000000000000000000000000000000001' },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: OTHER, contents: 'hello' },
    } as const;
    const signed = request<Hex>('eth_signTypedData_v4', [ME, JSON.stringify(typedData)]);
    await (await pendingRequest('eth_signTypedData_v4')).getByRole('button', { name: 'Approve' }).click();
    const { domain, types, primaryType, message } = typedData;
    expect(await verifyTypedData({ address: ME, domain, types: { Mail: types.Mail }, primaryType, message, signature: await signed })).toBe(true);
  });

  it('sends an approved eth_sendTransaction through chain A and answers with the mined hash', async () => {
    const chainA = chains.chains.find((chain) => chain.chainId === 31337)!;
    const client = createPublicClient({ chain: chainA.viemChain, transport: http(chainA.rpcUrl, { retryCount: 0 }) });
    const before = await client.getBalance({ address: OTHER });
    const sent = request<Hex>('eth_sendTransaction', [{ from: ME, to: OTHER, value: toHex(parseEther('0.25')) }]);
    await (await pendingRequest('eth_sendTransaction')).getByRole('button', { name: 'Approve' }).click();

    const hash = await sent;
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: 10_000 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(ME.toLowerCase());
    expect(await client.getBalance({ address: OTHER })).toBe(before + parseEther('0.25'));
    const card = page.locator('[data-method="eth_sendTransaction"][data-status="approved"]');
    expect(await card.getByTestId('request-result').textContent()).toBe(JSON.stringify(hash));
  });

  it('rejects a method it does not know with 4200, without asking', async () => {
    const failure = await failureOf(request('walletport_unknownMethod', []));
    expect(failure.code).toBe(4200);
    expect(await page.locator('[data-method="walletport_unknownMethod"]').count()).toBe(0);
  });

  it('switches chain on an approved wallet_switchEthereumChain: chainChanged reaches the dapp', async () => {
    const events = sessionEvents(1);
    const switched = request('wallet_switchEthereumChain', [{ chainId: toHex(31338) }]);
    await (await pendingRequest('wallet_switchEthereumChain')).getByRole('button', { name: 'Approve' }).click();

    expect(await switched).toBeNull();
    expect((await events).map(({ params }) => [params.event.name, params.event.data, params.chainId])).toEqual([['chainChanged', 31338, B]]);
    await page.locator(`[data-testid="session-chain"]:text-is("${B}")`).waitFor();
  });

  it('answers a switch to a chain it does not have with 4902', async () => {
    const failure = failureOf(request('wallet_switchEthereumChain', [{ chainId: '0x1' }]));
    await (await pendingRequest('wallet_switchEthereumChain')).getByRole('button', { name: 'Approve' }).click();
    expect((await failure).code).toBe(4902);
  });

  it('switches chain from the wallet side: chainChanged and accountsChanged reach the dapp', async () => {
    const events = sessionEvents(2);
    await page.getByLabel('Chain', { exact: true }).selectOption(A);
    await page.getByRole('button', { name: 'Switch chain' }).click();

    expect((await events).map(({ params }) => [params.event.name, params.event.data, params.chainId])).toEqual([
      ['chainChanged', 31337, A],
      ['accountsChanged', [ME], A],
    ]);
    await page.locator(`[data-testid="session-chain"]:text-is("${A}")`).waitFor();
  });

  it('disconnects from the wallet side: the dapp gets session_delete', async () => {
    const deleted = nextEvent<{ topic: string }>((resolve) => dapp.once('session_delete', resolve), 'session_delete');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    expect((await deleted).topic).toBe(session.topic);
    expect(dapp.session.getAll()).toEqual([]);
    await page.getByText('No dapp is connected.').waitFor();
  });

  it('rejects a proposal on Reject: the dapp’s approval fails', async () => {
    const rejected = failureOf((await proposeAndPair()).approved);
    await page.getByTestId('session-proposal').getByRole('button', { name: 'Reject' }).click();
    expect(await rejected).toMatchObject({ code: 5000, message: 'User rejected.' });
    expect(dapp.session.getAll()).toEqual([]);
    expect(await page.getByTestId('session-proposal').count()).toBe(0);
  });

  it('pairs from the catalogue\'s web app link (/wc?uri=), approving everything by itself with ?autoApprove=1', async () => {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: [B], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } },
    });
    const approved = approval();
    const automatic = await browser.newPage();
    try {
      await automatic.goto(`${walletPage.url}/wc?uri=${encodeURIComponent(uri!)}&storage=memory&autoApprove=1`);
      const auto = await approved;
      // Chain B as asked, plus the wallet's default chain A.
      expect(auto.namespaces['eip155']?.chains).toEqual([B, A]);
      const message = toHex('signed without a click');
      const signature = await dapp.request<Hex>({ topic: auto.topic, chainId: B, request: { method: 'personal_sign', params: [message, ME] } });
      expect(await verifyMessage({ address: ME, message: { raw: message }, signature })).toBe(true);

      // The dapp disconnects: the page drops the session.
      await dapp.disconnect({ topic: auto.topic, reason: { code: 6000, message: 'User disconnected.' } });
      await automatic.getByText('No dapp is connected.').waitFor();
    } finally {
      await automatic.close();
    }
  });

  it('keeps one wallet per browser: a second tab hands its pairing URI to the first', async () => {
    const owner = await browser.newPage();
    const second = await browser.newPage();
    try {
      await owner.goto(`${walletPage.url}/`);
      await owner.locator('[data-testid="wallet-page"][data-ready="true"]').waitFor();
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: { eip155: { chains: [A], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } },
      });
      const rejected = failureOf(approval());
      await second.goto(`${walletPage.url}/wc?uri=${encodeURIComponent(uri!)}`);
      expect(await second.getByTestId('wallet-elsewhere').getByRole('status').textContent()).toContain('already open in another tab');

      await owner.getByTestId('session-proposal').getByRole('button', { name: 'Reject' }).click();
      expect(await rejected).toMatchObject({ code: 5000 });
    } finally {
      await second.close();
      await owner.close();
    }
  });

  it('kept every request on 127.0.0.1, in the browser and in Node', () => {
    guard.assertNoViolations();
    expect(nodeGuard.blocked).toEqual([]);
    expect(relay.stats().connections).toBeGreaterThanOrEqual(2);
  });
});
