/**
 * The injected Bitcoin test wallet (the browser bundle of entry.ts) in a real chromium against a local ledger:
 * discovery through window.btc_providers as sats-connect resolves it, connect, a BIP-322 signature checked with
 * walletport's verifier, a sendTransfer that lands, trust across a reload, the reject switch, and no request
 * off 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyBip322Signature } from '../../adapters/siwx/bip322-signature.js';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { bitcoinKeyFor } from '../bitcoin/dev-keys.js';
import { useBitcoinTestNode, utxosOf } from '../bitcoin/testing/bitcoin-test-node.js';
import { bitcoinTestWalletAccount, bitcoinTestWalletConfig, bitcoinTestWalletInitScript } from './init-script.js';

const bitcoin = useBitcoinTestNode();
const LABEL = 'bitcoin test wallet browser test';

/** Calls the provider the way sats-connect's request(method, params, providerId) does: by the btc_providers id. */
async function satsRequest(page: Page, method: string, params: unknown): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
  return page.evaluate(
    async ({ method, params }) => {
      const page = window as unknown as { btc_providers: { id: string }[] } & Record<string, { request(m: string, p: unknown): Promise<object> }>;
      const id = page.btc_providers[0]!.id;
      const provider = id.split('.').reduce<unknown>((object, part) => (object as Record<string, unknown>)[part], window) as { request(m: string, p: unknown): Promise<object> };
      return provider.request(method, params);
    },
    { method, params },
  );
}

describe('injected Bitcoin test wallet', () => {
  let browser: LaunchedChromium;
  let guard: RequestGuard;
  let server: Server;
  let page: Page;

  beforeAll(async () => {
    const payment = bitcoinKeyFor(LABEL, 'p2wpkh');
    await fetch(`${bitcoin.node.url}/__admin/faucet`, { method: 'POST', body: JSON.stringify({ address: payment.address, sats: 80_000 }) });
    bitcoin.node.mine();
    const script = await bitcoinTestWalletInitScript(bitcoinTestWalletConfig({ url: bitcoin.node.url, accounts: [bitcoinTestWalletAccount({ label: LABEL })] }));
    browser = await launchChromium();
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html><head><title>blank dapp</title></head><body></body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    guard = await guardRequests(browser.context);
    await browser.context.addInitScript({ content: script });
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('is listed in window.btc_providers with its methods, and its control is on the page', async () => {
    const listed = await page.evaluate(() => {
      const page = window as unknown as { btc_providers: { id: string; name: string; icon: string; methods: string[] }[]; __walletportBitcoinTestWallet: { state(): object } };
      return { providers: page.btc_providers.map(({ id, name, icon, methods }) => ({ id, name, icon: icon.slice(0, 19), methods })), state: page.__walletportBitcoinTestWallet.state() };
    });
    expect(listed.providers).toEqual([
      { id: 'WalletportBitcoinTestWalletProvider', name: 'Walletport Bitcoin Test Wallet', icon: 'data:image/svg+xml,', methods: expect.arrayContaining(['getAccounts', 'signMessage', 'signPsbt', 'sendTransfer']) },
    ]);
    expect(listed.state).toMatchObject({ connected: false, accountIndex: 0, payment: bitcoinKeyFor(LABEL, 'p2wpkh').address, mode: 'honest' });
  });

  it('connects, signs a BIP-322 message and sends a transfer that lands on the ledger', async () => {
    const payment = bitcoinKeyFor(LABEL, 'p2wpkh').address;
    const accounts = await satsRequest(page, 'getAccounts', { purposes: ['payment', 'ordinals'] });
    expect(accounts.result).toMatchObject([{ address: payment, purpose: 'payment' }, { purpose: 'ordinals', addressType: 'p2tr' }]);
    const signed = (await satsRequest(page, 'signMessage', { address: payment, message: 'walletport browser wallet', protocol: 'BIP322' })).result as { signature: string };
    const message = new TextEncoder().encode('walletport browser wallet');
    expect(await verifyBip322Signature({ address: payment, network: 'regtest', message, signature: signed.signature })).toBe(true);
    const receiver = bitcoinKeyFor(`${LABEL} receiver`, 'p2wpkh').address;
    const sent = (await satsRequest(page, 'sendTransfer', { recipients: [{ address: receiver, amount: 25_000 }] })).result as { txid: string };
    bitcoin.node.mine();
    expect(await utxosOf(bitcoin.node, receiver)).toMatchObject([{ txid: sent.txid, value: 25_000 }]);
  });

  it('stays trusted across a reload: getAccounts answers again without a prompt', async () => {
    await page.reload();
    const outcome = await satsRequest(page, 'wallet_getAccount', null);
    expect(outcome.result).toMatchObject({ addresses: [{ address: bitcoinKeyFor(LABEL, 'p2wpkh').address }, { purpose: 'ordinals' }] });
    expect(await page.evaluate(() => (window as unknown as { __walletportBitcoinTestWallet: { requests: unknown[] } }).__walletportBitcoinTestWallet.requests.length)).toBe(0);
  });

  it("obeys its control: a rejected call answers sats-connect's -32000 and is logged", async () => {
    await page.evaluate(() => (window as unknown as { __walletportBitcoinTestWallet: { rejectNext(): void } }).__walletportBitcoinTestWallet.rejectNext());
    const outcome = await satsRequest(page, 'signMessage', { address: bitcoinKeyFor(LABEL, 'p2wpkh').address, message: 'no', protocol: 'BIP322' });
    expect(outcome.error).toEqual({ code: -32000, message: 'User rejected the request.' });
    const last = await page.evaluate(() => (window as unknown as { __walletportBitcoinTestWallet: { requests: object[] } }).__walletportBitcoinTestWallet.requests.at(-1));
    expect(last).toMatchObject({ method: 'signMessage', outcome: 'error' });
    guard.assertNoViolations();
  });
});
