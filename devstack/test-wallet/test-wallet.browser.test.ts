/**
 * The injected test wallet in a real chromium, against real anvil chains: EIP-6963 discovery, connect,
 * signing, sending, switching and adding chains, the control surface, and the request guard.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  numberToHex,
  parseEther,
  parseUnits,
  stringToHex,
  verifyMessage,
  verifyTypedData,
  type Hex,
  type PublicClient,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../browser/launch-chromium.js';
import { DEPLOYED_CONTRACTS, freePort, startChains, type RunningChains } from '../chains/index.js';
import { DEV_ACCOUNTS, DEVSTACK_CHAINS } from '../config.js';
import { testWalletConfig, testWalletInitScript, type TestWalletChain, type TestWalletWindow } from './index.js';

const A = DEVSTACK_CHAINS.a.chainId;
const B = DEVSTACK_CHAINS.b.chainId;
const C = DEVSTACK_CHAINS.c.chainId;
const ME = DEV_ACCOUNTS[0].address;

type RpcFailure = { code: number; message: string };

/** Records EIP-6963 announcements and provider events from the very start of every page. */
const RECORDER = `
  window.__announced = [];
  window.addEventListener('eip6963:announceProvider', (event) => {
    const { info, provider } = event.detail;
    window.__announced.push({ ...info, hasRequest: typeof provider.request === 'function' });
  });
`;

type RecorderWindow = TestWalletWindow & {
  __announced: { uuid: string; name: string; icon: string; rdns: string; hasRequest: boolean }[];
  __events: [string, unknown][];
};

/** Calls the test wallet's provider in the page; a failure comes back as { code, message }. */
async function call(page: Page, method: string, params?: unknown[]): Promise<unknown> {
  return page.evaluate(
    async ({ method, params }) => {
      const { provider } = (window as unknown as TestWalletWindow).__walletportTestWallet;
      try {
        return { ok: await provider.request(params === undefined ? { method } : { method, params }) };
      } catch (error) {
        const { code, message } = error as { code: number; message: string };
        return { failed: { code, message } };
      }
    },
    { method, params },
  ).then((outcome: { ok?: unknown; failed?: RpcFailure }) => {
    if (outcome.failed !== undefined) throw Object.assign(new Error(outcome.failed.message), outcome.failed);
    return outcome.ok;
  });
}

async function failure(promise: Promise<unknown>): Promise<RpcFailure> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as RpcFailure;
    return { code, message };
  }
  throw new Error('expected the request to fail');
}

/** Records the provider's events in the page into window.__events (from now on: it empties the record). */
async function listen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const page = window as unknown as RecorderWindow & { __listening?: true };
    page.__events = [];
    if (page.__listening) return;
    page.__listening = true;
    for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
      page.__walletportTestWallet.provider.on(event, (payload: unknown) => {
        const plain = payload instanceof Error ? { code: (payload as Error & { code: number }).code } : payload;
        page.__events.push([event, plain]);
      });
    }
  });
}

const events = (page: Page): Promise<[string, unknown][]> =>
  page.evaluate(() => (window as unknown as RecorderWindow).__events);

describe('injected test wallet', () => {
  let chains: RunningChains;
  let walletChains: TestWalletChain[];
  let browser: LaunchedChromium;
  let guard: RequestGuard;
  let server: Server;
  let origin: string;
  let page: Page;
  const clients = new Map<number, PublicClient>();

  beforeAll(async () => {
    const [ports, script] = await Promise.all([
      Promise.all([freePort(), freePort(), freePort()]),
      testWalletInitScript(testWalletConfig()), // Warms the bundle cache while the chains start.
    ]);
    void script;
    [chains, browser] = await Promise.all([
      startChains({ ports: { a: ports[0], b: ports[1], c: ports[2] } }),
      launchChromium(),
    ]);
    walletChains = chains.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
    for (const chain of chains.chains) {
      clients.set(chain.chainId, createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl, { retryCount: 0 }) }));
    }

    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html><head><title>blank dapp</title></head><body></body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    guard = await guardRequests(browser.context);
    await browser.context.addInitScript({ content: RECORDER });
    await browser.context.addInitScript({ content: await testWalletInitScript(testWalletConfig({ chains: walletChains })) });
    page = await browser.newPage();
    await page.goto(`${origin}/`);
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    await chains?.stop();
  });

  it('announces itself over EIP-6963 on load and on request', async () => {
    const announced = await page.evaluate(() => (window as unknown as RecorderWindow).__announced);
    expect(announced).toHaveLength(1);
    const [info] = announced;
    expect(info).toMatchObject({ name: 'Walletport Test Wallet', rdns: 'dev.walletport.testwallet', hasRequest: true });
    expect(info!.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(info!.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    const again = await page.evaluate(() => {
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      return (window as unknown as RecorderWindow).__announced;
    });
    expect(again).toHaveLength(2);
    expect(again[1]).toEqual(info);
    // Not on window.ethereum unless asked.
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
  });

  it('connects: eth_accounts is empty until eth_requestAccounts', async () => {
    await listen(page);
    expect(await call(page, 'eth_accounts')).toEqual([]);
    expect(await call(page, 'eth_chainId')).toBe(numberToHex(A));
    expect(await call(page, 'net_version')).toBe(String(A));
    expect(await failure(call(page, 'personal_sign', [stringToHex('x'), ME]))).toMatchObject({ code: 4100 });

    expect(await call(page, 'eth_requestAccounts')).toEqual([ME]);
    expect(await call(page, 'eth_accounts')).toEqual([ME]);
    expect(await events(page)).toContainEqual(['accountsChanged', [ME]]);
    expect(await call(page, 'wallet_getPermissions')).toMatchObject([{ parentCapability: 'eth_accounts', invoker: origin }]);
  });

  it('signs with the local key: personal_sign and eth_signTypedData_v4', async () => {
    const message = 'Sign in to walletport';
    const signature = (await call(page, 'personal_sign', [stringToHex(message), ME])) as Hex;
    expect(await verifyMessage({ address: ME, message, signature })).toBe(true);

    const typedData = {
      domain: { name: 'Walletport', version: '1', chainId: A, verifyingContract: DEPLOYED_CONTRACTS.usdc },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: DEV_ACCOUNTS[1].address, amount: '1000000', contents: 'Hello' },
    } as const;
    const typedSignature = (await call(page, 'eth_signTypedData_v4', [ME, JSON.stringify(typedData)])) as Hex;
    const { EIP712Domain: _domainType, ...types } = typedData.types;
    expect(
      await verifyTypedData({
        address: ME,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: { ...typedData.message, amount: 1_000_000n },
        signature: typedSignature,
      }),
    ).toBe(true);
  });

  it('sends transactions on chain A: a native transfer and an ERC-20 transfer', async () => {
    const chainA = clients.get(A)!;
    const chainB = clients.get(B)!;
    const to = DEV_ACCOUNTS[2].address;
    const [beforeA, beforeB] = await Promise.all([chainA.getBalance({ address: to }), chainB.getBalance({ address: to })]);

    const hash = (await call(page, 'eth_sendTransaction', [{ from: ME, to, value: numberToHex(parseEther('1.25')) }])) as Hex;
    const receipt = await chainA.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(ME.toLowerCase());
    expect(await chainA.getBalance({ address: to })).toBe(beforeA + parseEther('1.25'));
    expect(await chainB.getBalance({ address: to })).toBe(beforeB);

    const usdcBefore = await chainA.readContract({ address: DEPLOYED_CONTRACTS.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] });
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits('12.5', 6)] });
    const tokenHash = (await call(page, 'eth_sendTransaction', [{ from: ME, to: DEPLOYED_CONTRACTS.usdc, data }])) as Hex;
    expect((await chainA.waitForTransactionReceipt({ hash: tokenHash, pollingInterval: 50 })).status).toBe('success');
    expect(
      await chainA.readContract({ address: DEPLOYED_CONTRACTS.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ).toBe(usdcBefore + parseUnits('12.5', 6));

    // Reads go to the selected chain's RPC.
    expect(BigInt((await call(page, 'eth_getBalance', [to, 'latest'])) as Hex)).toBe(beforeA + parseEther('1.25'));
  });

  it('switches to a known chain; an unknown one answers 4902 until added', async () => {
    await call(page, 'wallet_switchEthereumChain', [{ chainId: numberToHex(B) }]);
    expect(await call(page, 'eth_chainId')).toBe(numberToHex(B));

    const unknown = await failure(call(page, 'wallet_switchEthereumChain', [{ chainId: numberToHex(C) }]));
    expect(unknown.code).toBe(4902);
    expect(await call(page, 'eth_chainId')).toBe(numberToHex(B));

    const chainC = walletChains.find((chain) => chain.chainId === C)!;
    await call(page, 'wallet_addEthereumChain', [
      {
        chainId: numberToHex(C),
        chainName: chainC.name,
        rpcUrls: [chainC.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ]);
    await call(page, 'wallet_switchEthereumChain', [{ chainId: numberToHex(C) }]);
    expect(await call(page, 'eth_chainId')).toBe(numberToHex(C));
    expect(await events(page)).toEqual(
      expect.arrayContaining([
        ['chainChanged', numberToHex(B)],
        ['chainChanged', numberToHex(C)],
      ]),
    );
    // A chain whose RPC reports another id is refused.
    const wrong = await failure(
      call(page, 'wallet_addEthereumChain', [{ chainId: numberToHex(4242), chainName: 'Wrong', rpcUrls: [chainC.rpcUrl] }]),
    );
    expect(wrong.code).toBe(-32602);
  });

  it('rejectNext() fails the next interactive request with 4001, then works again', async () => {
    await page.evaluate(() => (window as unknown as TestWalletWindow).__walletportTestWallet.rejectNext());
    expect(await call(page, 'eth_chainId')).toBe(numberToHex(C)); // Not interactive: unaffected.
    expect(await failure(call(page, 'personal_sign', [stringToHex('no'), ME]))).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(await call(page, 'personal_sign', [stringToHex('yes'), ME])).toMatch(/^0x[0-9a-f]{130}$/);

    await page.evaluate(() =>
      (window as unknown as TestWalletWindow).__walletportTestWallet.rejectNext({ method: 'eth_blockNumber', code: -32603, message: 'boom' }),
    );
    expect(await failure(call(page, 'eth_blockNumber'))).toEqual({ code: -32603, message: 'boom' });
  });

  it('hangNext() holds a request until releaseHung()', async () => {
    const outcome = await page.evaluate(async () => {
      const wallet = (window as unknown as TestWalletWindow).__walletportTestWallet;
      wallet.hangNext();
      let settled = false;
      const pending = wallet.provider.request({ method: 'eth_requestAccounts' }).finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const hungBefore = wallet.requests.at(-1)?.outcome;
      const settledBefore = settled;
      const released = wallet.releaseHung('reject');
      const error = await pending.catch((caught: { code: number }) => caught.code);
      return { hungBefore, settledBefore, released, error };
    });
    expect(outcome).toEqual({ hungBefore: 'hung', settledBefore: false, released: 1, error: 4001 });
  });

  it('follows wallet-side changes: switchAccount, switchChain, disconnect', async () => {
    await listen(page);
    await page.evaluate(() => {
      const wallet = (window as unknown as TestWalletWindow).__walletportTestWallet;
      wallet.switchAccount(1);
      wallet.switchChain(31337);
    });
    expect(await call(page, 'eth_accounts')).toEqual([DEV_ACCOUNTS[1].address]);
    expect(await call(page, 'eth_chainId')).toBe(numberToHex(A));
    expect(await events(page)).toEqual([
      ['accountsChanged', [DEV_ACCOUNTS[1].address]],
      ['chainChanged', numberToHex(A)],
    ]);
    await page.evaluate(() => (window as unknown as TestWalletWindow).__walletportTestWallet.switchAccount(0));

    const log = await page.evaluate(() => (window as unknown as TestWalletWindow).__walletportTestWallet.requests.map((entry) => entry.method));
    expect(log).toContain('eth_sendTransaction');
  });

  it('remembers the authorization across a reload, and forgets it after disconnect', async () => {
    await page.reload();
    expect(await call(page, 'eth_accounts')).toEqual([ME]); // No prompt: already authorized.
    expect(await call(page, 'eth_chainId')).toBe(numberToHex(A));
    const requestsAfterReload = await page.evaluate(
      () => (window as unknown as TestWalletWindow).__walletportTestWallet.requests.length,
    );
    expect(requestsAfterReload).toBe(2);

    await listen(page);
    await page.evaluate(() => (window as unknown as TestWalletWindow).__walletportTestWallet.disconnect());
    expect(await events(page)).toEqual([['disconnect', { code: 4900 }]]);
    expect(await call(page, 'eth_accounts')).toEqual([]);
    await page.reload();
    expect(await call(page, 'eth_accounts')).toEqual([]);
    expect(await call(page, 'eth_requestAccounts')).toEqual([ME]);
  });

  it('can inject a second wallet, also on window.ethereum', async () => {
    const second = await browser.newPage();
    await second.addInitScript({
      content: await testWalletInitScript(
        testWalletConfig({ chains: walletChains, name: 'Second Test Wallet', rdns: 'dev.walletport.second', injectWindowEthereum: true }),
      ),
    });
    await second.goto(`${origin}/`);
    const seen = await second.evaluate(() => {
      const page = window as unknown as RecorderWindow;
      page.__announced = [];
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      return {
        announced: page.__announced.map((info) => info.rdns),
        ethereumIsSecond: page.ethereum === page.__walletportTestWallets['dev.walletport.second']?.provider,
        controlIsFirst: page.__walletportTestWallet.info.rdns,
      };
    });
    expect(seen).toEqual({
      announced: ['dev.walletport.testwallet', 'dev.walletport.second'],
      ethereumIsSecond: true,
      controlIsFirst: 'dev.walletport.testwallet',
    });
    await second.close();
  });

  it('the request guard blocks and records requests that leave 127.0.0.1', async () => {
    const result = await page.evaluate(() =>
      fetch('http://example.com/').then(
        () => 'reached',
        () => 'blocked',
      ),
    );
    expect(result).toBe('blocked');
    expect(guard.violations).toEqual(['http://example.com/']);
    guard.clear();
  });

  it('made no other request off 127.0.0.1', () => {
    guard.assertNoViolations();
  });
});
