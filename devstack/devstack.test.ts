import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTRY_POINT_08_ADDRESS } from './chains/index.js';
import { startDevstack, type RunningDevstack } from './devstack.js';
import { SECURE_SITE_DB_FILE, SECURE_SITE_KEY_FILE } from './secure-site/index.js';
import { SOLANA_DEVSTACK_CAIP2 } from './solana/index.js';
import { BITCOIN_DEVSTACK_CAIP2 } from './bitcoin/index.js';
import { freeDevstackPorts } from './testing/free-ports.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'walletport-devstack-'));
let running: RunningDevstack | undefined;

afterAll(async () => {
  await running?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

function portIsClosed(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

describe('the whole devstack', () => {
  it('starts healthy, stops cleanly, and keeps its database across a restart', async () => {
    running = await startDevstack({ ports: await freeDevstackPorts(), dataDir });
    const { urls } = running;

    // Health: every chain answers with its own id, the cloud and the demo answer 200.
    expect(urls.chains.map((chain) => chain.chainId)).toEqual([31337, 31338, 31339]);
    for (const chain of urls.chains) expect(Number(await rpc(chain.rpcUrl, 'eth_chainId'))).toBe(chain.chainId);
    // The Solana node answers its fixed genesis, the one the exported CAIP-2 id is made of.
    expect(urls.solana.caip2).toBe(SOLANA_DEVSTACK_CAIP2);
    expect(`solana:${String(await rpc(urls.solana.rpcUrl, 'getGenesisHash')).slice(0, 32)}`).toBe(SOLANA_DEVSTACK_CAIP2);
    expect(Number(new URL(urls.solana.wsUrl).port)).toBe(Number(new URL(urls.solana.rpcUrl).port) + 1);
    // The Bitcoin ledger answers Esplora's tip, the seed's 102 blocks on regtest's genesis.
    expect(urls.bitcoin.caip2).toBe(BITCOIN_DEVSTACK_CAIP2);
    expect(await (await fetch(`${urls.bitcoin.url}/blocks/tip/height`)).text()).toBe('102');
    const bitcoinTip = await (await fetch(`${urls.bitcoin.url}/blocks/tip/hash`)).text();
    expect((await fetch(`${urls.cloud}/health`)).status).toBe(200);
    const demoPage = await (await fetch(urls.demo!)).text();
    expect(demoPage).toContain('/devstack-config.js');
    const pageConfig = await (await fetch(`${urls.demo}/devstack-config.js`)).text();
    expect(pageConfig).toContain(urls.cloud);
    expect(pageConfig).toContain(`"secureSiteUrl":"${urls.secureSite}"`);

    // The secure site serves its frame page under its CSP, and mails through the devstack's mail server.
    expect((await fetch(`${urls.secureSite}/health`)).status).toBe(200);
    const frame = await fetch(`${urls.secureSite}/sdk?projectId=p`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${urls.mail}/health`)).status).toBe(200);
    const login = await fetch(`${urls.secureSite}/api/login/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: urls.secureSite },
      body: JSON.stringify({ email: 'devstack@example.com', deviceId: 'devstack-test-device-1' }),
    });
    expect(await login.json()).toMatchObject({ action: 'VERIFY_DEVICE' });
    const mailed = (await (await fetch(`${urls.mail}/api/messages?to=devstack@example.com`)).json()) as { subject: string; text: string }[];
    expect(mailed.map((message) => message.subject)).toEqual(['Approve this device to sign in to walletport']);
    expect(mailed[0]!.text).toContain(`${urls.secureSite}/device/approve?token=`);
    const masterKey = await readFile(path.join(dataDir, SECURE_SITE_KEY_FILE), 'utf8');

    // Social login: the secure site sends the popup to the devstack's OIDC provider, which names itself the issuer.
    const social = await fetch(`${urls.secureSite}/api/social/redirect`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: urls.secureSite },
      body: JSON.stringify({ provider: 'google', hostOrigin: new URL(urls.demo!).origin, projectId: 'p' }),
    });
    expect(((await social.json()) as { uri: string }).uri.startsWith(`${urls.oidc}/auth?`)).toBe(true);
    expect(await (await fetch(`${urls.oidc}/.well-known/openid-configuration`)).json()).toMatchObject({ issuer: urls.oidc });

    // Farcaster sign-in: the secure site opens a channel on the devstack's relay whose URL is the Farcaster app's.
    const farcaster = await fetch(`${urls.secureSite}/api/farcaster/uri`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: urls.secureSite },
      body: JSON.stringify({ deviceId: 'devstack-test-device-1' }),
    });
    const { url: farcasterUrl } = (await farcaster.json()) as { url: string };
    expect(farcasterUrl.startsWith(`${urls.farcasterApp}/~/siwf?channelToken=`)).toBe(true);
    expect((await fetch(farcasterUrl)).status).toBe(200);

    // One ERC-4337 bundler per EVM chain, reached through the cloud's bundler route (SPEC section 7), on loopback.
    expect(urls.bundlers.map((bundler) => bundler.chainId)).toEqual([31337, 31338, 31339]);
    for (const { chainId, url } of urls.bundlers) {
      expect(new URL(url).hostname).toBe('127.0.0.1');
      const viaCloud = `${urls.cloud}/v1/bundler?projectId=p&chainId=eip155:${chainId}&bundler=pimlico`;
      expect(await rpc(viaCloud, 'eth_supportedEntryPoints')).toEqual([ENTRY_POINT_08_ADDRESS]);
    }

    // The on-ramp provider: the cloud forwards its options, and a purchase (a declined card, so no chain is
    // needed to decide it) is listed for its address and must survive the restart below.
    expect((await fetch(`${urls.onramp}/health`)).status).toBe(200);
    const onrampOptions = await (await fetch(`${urls.onramp}/api/options`)).json();
    expect(await (await fetch(`${urls.cloud}/v1/onramp/options?projectId=p`)).json()).toEqual(onrampOptions);
    const buyer = '0x00000000000000000000000000000000000b0b1e';
    const quote = (await (await fetch(`${urls.onramp}/api/quotes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '25', network: 'walletport-devnet-a' }),
    })).json()) as { quoteId: string };
    const order = (await (await fetch(`${urls.onramp}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ quoteId: quote.quoteId, destinationAddress: buyer }),
    })).json()) as { orderId: string; url: string };
    const declined = new URLSearchParams({ number: '4000000000000002', expiry: '12/34', cvc: '123', holder: 'Ada Lovelace' });
    expect((await fetch(`${order.url}/card`, { method: 'POST', body: declined })).status).toBe(200);

    // Something the cloud must remember: a settings change.
    const put = await fetch(`${urls.cloud}/__admin/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ analyticsEnabled: false }),
    });
    expect(put.status).toBe(200);

    const pids = [...running.chains.chains.map((chain) => chain.pid), ...running.bundlers.bundlers.map((bundler) => bundler.pid)];
    await running.stop();
    running = undefined;
    for (const url of [urls.cloud, urls.onramp, urls.demo!, urls.secureSite, urls.mail, urls.smtp.replace('smtp:', 'http:'), urls.oidc, urls.farcasterRelay, urls.farcasterApp, ...urls.chains.map((chain) => chain.rpcUrl), ...urls.bundlers.map((bundler) => bundler.url), urls.solana.rpcUrl, urls.solana.wsUrl.replace('ws:', 'http:'), urls.bitcoin.url]) {
      expect(await portIsClosed(url), url).toBe(true);
    }
    for (const pid of pids) expect(processIsGone(pid)).toBe(true);

    running = await startDevstack({ ports: await freeDevstackPorts(), dataDir, demo: false });
    const analytics = await (await fetch(`${running.urls.cloud}/getAnalyticsConfig?projectId=p`)).json();
    expect(analytics).toEqual({ isAnalyticsEnabled: false });
    // The secure site keeps its database and its master key in the same folder, across restarts.
    expect(await readFile(path.join(dataDir, SECURE_SITE_KEY_FILE), 'utf8')).toBe(masterKey);
    expect((await readFile(path.join(dataDir, SECURE_SITE_DB_FILE))).subarray(0, 15).toString()).toBe('SQLite format 3');
    // The on-ramp provider keeps its orders in the same folder.
    const kept = (await (await fetch(`${running.urls.onramp}/api/orders?address=${buyer}`)).json()) as { orders: { id: string; status: string }[] };
    expect(kept.orders.map(({ id, status }) => ({ id, status }))).toEqual([{ id: order.orderId, status: 'failed' }]);
    // The Bitcoin ledger lives in memory and seeds itself the same way again: the same tip.
    expect(await (await fetch(`${running.urls.bitcoin.url}/blocks/tip/hash`)).text()).toBe(bitcoinTip);
  }, 120_000);
});
