/**
 * The Solana chain adapter in a real chromium, as a host page loads it (kit's browser build, production mode,
 * WebCrypto's Ed25519 for the signature checks and the token-account addresses), against a local Solana chain:
 * a signed message, the preflight facts, a SOL and an SPL transfer that land, the node's rent refusal
 * read from kit's production errors (codes only), and no request off 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { Keypair, PublicKey } from '@solana/web3.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../../../devstack/browser/launch-chromium.js';
import { SOLANA_DEVSTACK_CAIP2, SOLANA_TOKEN_MINT_ADDRESS, solanaDevKeypair, solanaTokenAccountOf } from '../../../devstack/solana/index.js';
import { useSolanaTestNode } from '../../../devstack/solana/testing/solana-test-node.js';

const solana = useSolanaTestNode();

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('./testing/browser-entry.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    // What a host page's production build does: kit's errors drop their messages, only codes are left.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

type Outcome = Record<string, string>;

describe('the Solana chain adapter in chromium', () => {
  let browser: LaunchedChromium;
  let guard: RequestGuard;
  let server: Server;
  let page: Page;

  beforeAll(async () => {
    const script = await bundle();
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><title>solana adapter</title><script>${script.replaceAll('</script', '<\\/script')}</script></head><body></body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    browser = await launchChromium();
    guard = await guardRequests(browser.context);
    page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('signs a message, reports the preflight, lands a SOL and an SPL transfer, and names the rent refusal', async () => {
    const receiver = Keypair.generate().publicKey.toBase58();
    const from = solanaDevKeypair(0);
    const outcome: Outcome = await page.evaluate(
      async ({ rpcUrl, caipNetworkId, secretKey, receiver, fresh, mint }) => {
        type Adapter = {
          signMessage(p: object): Promise<string>;
          prepareTransfer(p: object): Promise<Record<string, bigint>>;
          transfer(p: object): Promise<string>;
          waitForTransaction(p: object): Promise<string>;
          getNativeBalance(p: object): Promise<{ value: bigint }>;
        };
        type UnderTest = {
          KitSolanaChainAdapter: new (options: object) => Adapter;
          testSolanaProvider(p: object): Promise<{ provider: unknown; address: string; control: { forgeNextMessageSignature(): void; signAndSendUnsupported: boolean } }>;
        };
        const { KitSolanaChainAdapter, testSolanaProvider } = (window as unknown as { __solanaAdapterUnderTest: UnderTest }).__solanaAdapterUnderTest;
        const adapter = new KitSolanaChainAdapter({
          networkFor: () => ({ nativeCurrency: { symbol: 'SOL', decimals: 9 } }),
          rpcUrlFor: () => rpcUrl,
          pollingIntervalMs: 20,
        });
        const { provider, address, control } = await testSolanaProvider({ keypair: { secretKey: Uint8Array.from(secretKey) }, rpcUrl });
        const signature = await adapter.signMessage({ provider, address, message: 'walletport in chromium' });
        control.forgeNextMessageSignature();
        const forged = await adapter.signMessage({ provider, address, message: 'walletport in chromium' }).then(
          () => 'accepted',
          (error: { code: string }) => error.code,
        );
        const preflight = await adapter.prepareTransfer({ from: address, caipNetworkId, to: receiver, amount: 1_000_000n });
        const sol = await adapter.transfer({ provider, from: address, caipNetworkId, to: receiver, amount: 1_000_000n });
        const solStatus = await adapter.waitForTransaction({ hash: sol, caipNetworkId, timeoutMs: 10_000 });
        const token = { address: mint, decimals: 6 };
        const tokenPreflight = await adapter.prepareTransfer({ from: address, caipNetworkId, to: receiver, amount: 1n, token });
        const spl = await adapter.transfer({ provider, from: address, caipNetworkId, to: receiver, amount: 3_000_000n, token });
        const splStatus = await adapter.waitForTransaction({ hash: spl, caipNetworkId, timeoutMs: 10_000 });
        // Sign-only, so the adapter sends and meets the node's refusal through kit, in production mode.
        control.signAndSendUnsupported = true;
        const rent = await adapter.transfer({ provider, from: address, caipNetworkId, to: fresh, amount: 1_000n }).then(
          () => 'accepted',
          (error: { code: string }) => error.code,
        );
        return {
          signature,
          forged,
          fee: String(preflight['fee']),
          minimum: String(preflight['minimumAccountBalance']),
          receiverBefore: String(preflight['receiverNativeBalance']),
          tokenAccountRent: String(tokenPreflight['tokenAccountRent']),
          solStatus,
          splStatus,
          balance: String((await adapter.getNativeBalance({ address: receiver, caipNetworkId })).value),
          rent,
        };
      },
      { rpcUrl: solana.node.rpcUrl, caipNetworkId: SOLANA_DEVSTACK_CAIP2, secretKey: [...from.secretKey], receiver, fresh: Keypair.generate().publicKey.toBase58(), mint: SOLANA_TOKEN_MINT_ADDRESS },
    );
    expect(outcome).toMatchObject({
      forged: 'INVALID_SIGNATURE',
      fee: '5000',
      minimum: '890880',
      receiverBefore: '0',
      tokenAccountRent: '2039280',
      solStatus: 'success',
      splStatus: 'success',
      balance: '1000000',
      rent: 'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT',
    });
    expect(outcome['signature']).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await solana.connection.getBalance(new PublicKey(receiver))).toBe(1_000_000);
    const received = await solana.connection.getTokenAccountBalance(new PublicKey(solanaTokenAccountOf(receiver)));
    expect(received.value.amount).toBe('3000000');
    guard.assertNoViolations();
  });
});
