/**
 * The injected Solana test wallet (the browser bundle of entry.ts) in a real chromium against a local Solana chain:
 * Wallet Standard discovery by a page that listens before and after it, connect, a signed message checked with
 * Node's ed25519, a transfer that lands, the reject switch, and no request off 127.0.0.1.
 */
import { createPublicKey, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { SOLANA_DEV_ADDRESSES } from '../solana/index.js';
import { useSolanaTestNode } from '../solana/testing/solana-test-node.js';
import { solanaTestWalletConfig, solanaTestWalletInitScript } from './init-script.js';

const solana = useSolanaTestNode();
const receiver = new PublicKey(SOLANA_DEV_ADDRESSES[2]!);

/** An app-side Wallet Standard listener from the page's first script: records every registered wallet. */
const EARLY_APP = `
  window.__early = [];
  const api = { register: (...wallets) => { window.__early.push(...wallets); return () => {}; } };
  window.addEventListener('wallet-standard:register-wallet', (event) => event.detail(api));
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
`;

function toHex(bytes: number[]): string {
  return Buffer.from(bytes).toString('hex');
}

describe('injected Solana test wallet', () => {
  let browser: LaunchedChromium;
  let guard: RequestGuard;
  let server: Server;
  let page: Page;

  beforeAll(async () => {
    const script = await solanaTestWalletInitScript(solanaTestWalletConfig({ rpcUrl: solana.node.rpcUrl }));
    browser = await launchChromium();
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html><head><title>blank dapp</title></head><body></body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    guard = await guardRequests(browser.context);
    await browser.context.addInitScript({ content: EARLY_APP });
    await browser.context.addInitScript({ content: script });
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('registers with an app that listened first and with one that says app-ready later', async () => {
    const found = await page.evaluate(() => {
      const page = window as unknown as { __early: { name: string; chains: string[] }[] };
      const late: { name: string }[] = [];
      const api = { register: (...wallets: { name: string }[]) => (late.push(...wallets), () => undefined) };
      window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
      return { early: page.__early.map(({ name, chains }) => ({ name, chains })), late: late.map(({ name }) => name) };
    });
    expect(found.early).toEqual([{ name: 'Walletport Solana Test Wallet', chains: ['solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5'] }]);
    expect(found.late).toEqual(['Walletport Solana Test Wallet']);
  });

  it('connects, signs a message with the dev key and sends a transfer that lands', async () => {
    const before = await solana.connection.getBalance(receiver);
    const { blockhash } = await solana.connection.getLatestBlockhash();
    const from = new PublicKey(SOLANA_DEV_ADDRESSES[0]!);
    const wire = new Transaction({ feePayer: from, recentBlockhash: blockhash })
      .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: receiver, lamports: 1_000_000 }))
      .serialize({ requireAllSignatures: false, verifySignatures: false });
    const outcome = await page.evaluate(async (wire: number[]) => {
      type Wallet = { features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> };
      const wallet = (window as unknown as { __early: Wallet[] }).__early[0]!;
      const { accounts } = (await wallet.features['standard:connect']!.connect!()) as { accounts: { address: string }[] };
      const account = accounts[0]!;
      const message = new TextEncoder().encode('walletport browser wallet');
      const [signed] = (await wallet.features['solana:signMessage']!.signMessage!({ account, message })) as { signature: Uint8Array }[];
      const [sent] = (await wallet.features['solana:signAndSendTransaction']!.signAndSendTransaction!({
        account,
        chain: 'solana:gWrX94S2EYwdZDDp3Uu22AVvitZBW6A5',
        transaction: Uint8Array.from(wire),
        options: { commitment: 'confirmed' },
      })) as { signature: Uint8Array }[];
      return { address: account.address, signature: [...signed!.signature], sent: sent!.signature.length };
    }, [...wire]);
    expect(outcome.address).toBe(SOLANA_DEV_ADDRESSES[0]);
    const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), from.toBuffer()]);
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(verify(null, Buffer.from('walletport browser wallet'), key, Buffer.from(toHex(outcome.signature), 'hex'))).toBe(true);
    expect(outcome.sent).toBe(64);
    expect(await solana.connection.getBalance(receiver)).toBe(before + 1_000_000);
  });

  it('stays trusted across a reload: a silent connect hands the account out again without a prompt', async () => {
    await page.reload();
    const outcome = await page.evaluate(async () => {
      type Wallet = { features: Record<string, { connect?: (input?: object) => Promise<{ accounts: { address: string }[] }> }> };
      const page = window as unknown as { __early: Wallet[]; __walletportSolanaTestWallet: { requests: unknown[] } };
      const { accounts } = await page.__early[0]!.features['standard:connect']!.connect!({ silent: true });
      return { addresses: accounts.map((account) => account.address), prompts: page.__walletportSolanaTestWallet.requests.length };
    });
    expect(outcome).toEqual({ addresses: [SOLANA_DEV_ADDRESSES[0]], prompts: 0 });
  });

  it('obeys its control: a rejected connect fails with 4001 and is logged', async () => {
    const outcome = await page.evaluate(async () => {
      type Control = { rejectNext(): void; disconnect(): void; requests: { feature: string; outcome: string }[] };
      const page = window as unknown as { __walletportSolanaTestWallet: Control; __early: { features: Record<string, { connect?: () => Promise<unknown> }> }[] };
      page.__walletportSolanaTestWallet.disconnect();
      page.__walletportSolanaTestWallet.rejectNext();
      try {
        await page.__early[0]!.features['standard:connect']!.connect!();
        return { code: 0, last: '' };
      } catch (error) {
        const requests = page.__walletportSolanaTestWallet.requests;
        return { code: (error as { code: number }).code, last: `${requests.at(-1)!.feature} ${requests.at(-1)!.outcome}` };
      }
    });
    expect(outcome).toEqual({ code: 4001, last: 'standard:connect error' });
    guard.assertNoViolations();
  });
});
