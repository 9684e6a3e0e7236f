/**
 * One-click sign-in end to end: the product's WalletConnect client (UniversalProviderWalletConnectClient, in
 * Node) connects with `authentication` for both devstack chains, the wallet page in a real chromium answers
 * the `wc_sessionAuthenticate` request through the local relay, and the test checks the session and that
 * every CACAO's signature verifies over the exact message against the dev account. Chains are real anvils;
 * nothing leaves 127.0.0.1.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { toHex, verifyMessage, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UniversalProviderWalletConnectClient } from '../../adapters/wallets/walletconnect/universal-provider-client.adapter.js';
import { UserRejectedRequestError } from '../../domain/entities/errors/rpc-errors.js';
import type { WalletConnectAuthentication, WalletConnectNamespaces } from '../../ports/walletconnect.port.js';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { freePort, startChains, type RunningChains } from '../chains/index.js';
import { DEV_ACCOUNTS } from '../config.js';
import { startRelay, type RunningRelay } from '../relay/index.js';
import { memoryKeyValueStorage } from '../relay/testing/memory-key-value-storage.js';
import { installNetworkGuard, type NetworkGuard } from '../relay/testing/network-guard.js';
import { startWalletPage, type RunningWalletPage } from './index.js';

const ME = DEV_ACCOUNTS[0].address;
const A = 'eip155:31337';
const B = 'eip155:31338';
const NAMESPACES: WalletConnectNamespaces = {
  eip155: { chains: [A, B], methods: ['personal_sign', 'eth_sendTransaction'], events: ['chainChanged', 'accountsChanged'] },
};
const AUTHENTICATION: WalletConnectAuthentication = {
  chains: [A, B],
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/login',
  nonce: 'walletport1234',
  statement: 'Sign in to the walletport test dapp',
};

let nodeGuard: NetworkGuard;
let chains: RunningChains;
let relay: RunningRelay;
let walletPage: RunningWalletPage;
let browser: LaunchedChromium;
let guard: RequestGuard;
let made = 0;
const dapps: UniversalProviderWalletConnectClient[] = [];

/** A fresh product client on the relay; `onUri` gets the pairing URI the moment it exists. */
async function dappClient(onUri: (uri: string) => void, storage = memoryKeyValueStorage(), prefix?: string): Promise<UniversalProviderWalletConnectClient> {
  made += 1;
  const client = new UniversalProviderWalletConnectClient({
    projectId: 'walletport-sign-in-test',
    relayUrl: relay.url,
    metadata: { name: 'walletport sign-in dapp', description: 'the one-click sign-in test', url: 'http://127.0.0.1:5173', icons: [] },
    rpcMap: Object.fromEntries(chains.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl])),
    storage,
    customStoragePrefix: prefix ?? `walletport-sign-in-dapp-${made}`,
    logLevel: 'silent',
    telemetryEnabled: false,
  });
  dapps.push(client);
  client.subscribe((event) => {
    if (event.type === 'display_uri') onUri(event.uri);
  });
  // Started here, while several cores per process are allowed (each client has its own).
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true');
  await client.restoreSession();
  return client;
}

async function openWallet(uri: string, query: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${walletPage.url}/wc?uri=${encodeURIComponent(uri)}&storage=memory${query}`);
  return page;
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
    cacheDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.vite/walletport-wallet-page-test'),
  });
  guard = await guardRequests(browser.context);
}, 120_000);

afterAll(async () => {
  for (const dapp of dapps) await dapp.close().catch(() => undefined);
  await browser?.close();
  await walletPage?.stop();
  await relay?.stop();
  await chains?.stop();
  nodeGuard?.uninstall();
});

describe('one-click sign-in with the wallet page', { timeout: 60_000 }, () => {
  it('connects and signs in on both chains with one approval (?autoApprove=1): every CACAO verifies', async () => {
    let page: Page | undefined;
    let opened: Promise<Page> | undefined;
    const storage = memoryKeyValueStorage();
    const prefix = 'walletport-sign-in-dapp-reloaded';
    let dapp = await dappClient((uri) => {
      opened = openWallet(uri, '&autoApprove=1');
    }, storage, prefix);
    try {
      const result = await dapp.connect({ optionalNamespaces: NAMESPACES, caipNetworkId: A, authentication: AUTHENTICATION });
      page = await opened;

      expect(result.accounts).toEqual([ME]);
      expect(result.caipNetworkId).toBe(A);
      expect(result.session.namespaces['eip155']?.accounts).toEqual(expect.arrayContaining([`${A}:${ME}`, `${B}:${ME}`]));
      expect(result.session.peer.name).toBe('Walletport Wallet Page');

      const signIns = result.signIns ?? [];
      expect(signIns.map((signIn) => signIn.caipAddress).sort()).toEqual([`${A}:${ME}`, `${B}:${ME}`]);
      for (const signIn of signIns) {
        expect(signIn.message).toContain('127.0.0.1:5173 wants you to sign in with your Ethereum account:');
        expect(signIn.message).toContain(`Nonce: ${AUTHENTICATION.nonce}`);
        expect(signIn.message).toContain(`Chain ID: ${signIn.caipAddress.split(':')[1]}`);
        expect(signIn.cacao.p).toMatchObject({ domain: AUTHENTICATION.domain, aud: AUTHENTICATION.uri, nonce: AUTHENTICATION.nonce });
        expect(await verifyMessage({ address: ME, message: signIn.message, signature: signIn.signature as Hex })).toBe(true);
      }

      // The page shows the session it settled, and serves requests on it like any other session.
      await page!.getByTestId('session').waitFor();
      expect(await page!.getByTestId('session-account').textContent()).toBe(ME);
      const provider = await dapp.getProvider();
      const message = toHex('after signing in');
      const signature = (await provider.request({ method: 'personal_sign', params: [message, ME] })) as Hex;
      expect(await verifyMessage({ address: ME, message: { raw: message }, signature })).toBe(true);

      // After a reload the session is restored, and reads still go to the chain's own RPC URL (not the
      // library's public RPC host, which the network guard would block).
      await dapp.close();
      dapp = await dappClient(() => undefined, storage, prefix);
      expect((await dapp.restoreSession())?.topic).toBe(result.session.topic);
      const reloaded = await dapp.getProvider();
      expect(await reloaded.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/);
      expect(nodeGuard.blocked).toEqual([]);

      await dapp.disconnect();
      await page!.getByText('No dapp is connected.').waitFor();
    } finally {
      await (page ?? (await opened))?.close();
    }
  });

  it('shows one Sign-in request card with the dapp, domain, chains and message; Reject fails the connect with 4001', async () => {
    let opened: Promise<Page> | undefined;
    const dapp = await dappClient((uri) => {
      opened = openWallet(uri, '');
    });
    const connecting = dapp.connect({ optionalNamespaces: NAMESPACES, authentication: AUTHENTICATION });
    connecting.catch(() => undefined); // awaited below
    await vi.waitFor(() => expect(opened).toBeDefined(), { timeout: 15_000 });
    const page = await opened!;
    try {
      const card = page.getByTestId('sign-in-request');
      await card.waitFor({ timeout: 15_000 });
      expect(await card.getByRole('heading').textContent()).toBe('Sign-in request from walletport sign-in dapp');
      expect(await card.getByTestId('sign-in-dapp-url').textContent()).toBe('http://127.0.0.1:5173');
      expect(await card.getByTestId('sign-in-domain').textContent()).toBe(AUTHENTICATION.domain);
      expect(await card.getByTestId('sign-in-chains').textContent()).toBe(`${A}, ${B}`);
      const messages = await card.getByTestId('sign-in-message').allTextContents();
      expect(messages).toHaveLength(2);
      expect(messages[0]).toContain(`${AUTHENTICATION.domain} wants you to sign in with your Ethereum account:\n${ME}`);
      expect(messages[0]).toContain(AUTHENTICATION.statement);
      // One card, no separate connection request.
      expect(await page.getByTestId('session-proposal').count()).toBe(0);

      await card.getByRole('button', { name: 'Reject' }).click();
      const failure = await connecting.catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UserRejectedRequestError);
      expect((failure as UserRejectedRequestError).rpcCode).toBe(4001);
      expect(await page.getByTestId('sign-in-request').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('kept every request on 127.0.0.1, in the browser and in Node', () => {
    guard.assertNoViolations();
    expect(nodeGuard.blocked).toEqual([]);
  });
});
