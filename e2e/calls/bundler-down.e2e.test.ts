/**
 * Issue 29 journey 5: the bundler goes down mid-journey. A host page (the demo, its injected wallet connected)
 * reads a smart account's user operation through the local cloud's bundler route (SPEC.md section 7: the
 * project, the chain and the bundler's name) with walletport's calls flow. With the chain's bundler killed, a
 * read says 'Failed to fetch user operation receipt - 502', and a page waiting for the batch asks once a second
 * (no storm) without giving up; once the bundler is back, the same wait resolves with the operation's receipt,
 * without a reload. Serial ('e2e'): it takes a shared bundler down. Request guard on.
 */
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createPublicClient, defineChain, http, keccak256, parseEther, toHex } from 'viem';
import { createBundlerClient } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import { toDevSimpleAccount } from '../../devstack/chains/simple-account.js';
import { openDemo, type Journey } from '../harness.js';
import { CHAIN_A, chainRpcUrl, connectWallet, journeyAccount, rpc, waitForCore, type DemoWindow } from '../wallet-journeys.js';

let journey: Journey | undefined;
let bundlerStopped = false;

afterEach(async () => {
  // Never leave the run's bundler down for the journeys after this one.
  if (bundlerStopped) await control('start');
  await journey?.close();
  journey = undefined;
});

async function control(act: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${inject('devstack').controlUrl}/bundler/${act}?chainId=${CHAIN_A}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`bundler ${act}: ${response.status} ${await response.text()}`);
  bundlerStopped = act === 'stop';
}

/** A user operation of a journey-own SimpleAccount (two transfers), sent to chain A's bundler from Node and mined. */
async function sentUserOperation(): Promise<{ hash: `0x${string}`; transactionHash: `0x${string}` }> {
  const devstack = inject('devstack');
  const chain = defineChain({ id: CHAIN_A, name: 'Devnet A', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chainRpcUrl(CHAIN_A)] } } });
  const client = createPublicClient({ chain, transport: http(chainRpcUrl(CHAIN_A)) });
  const alto = devstack.bundlers.find((bundler) => bundler.chainId === CHAIN_A)!.url;
  const bundler = createBundlerClient({ client, transport: http(alto), pollingInterval: 100 });
  const account = await toDevSimpleAccount({ client, owner: privateKeyToAccount(keccak256(toHex('walletport e2e: bundler down owner'))) });
  await rpc(CHAIN_A, 'anvil_setBalance', [account.address, toHex(parseEther('1'))]);
  const receiver = (await journeyAccount('bundler down receiver', {})).address;
  const hash = await bundler.sendUserOperation({ account, calls: [{ to: receiver, value: 1n }, { to: receiver, value: 2n }] });
  const { receipt } = await bundler.waitForUserOperationReceipt({ hash, timeout: 20_000 });
  return { hash, transactionHash: receipt.transactionHash };
}

type Outcome = { statusCode?: number; status?: string; transactionHash?: string; error?: string };
type WaitWindow = DemoWindow & { __bundlerDownWait?: Outcome };

describe('a bundler that goes down (issue 29, journey 5)', () => {
  it("says so clearly, asks once a second while it is down, and finds the operation's receipt once it is back", async () => {
    const { hash, transactionHash } = await sentUserOperation();
    const wallet = await journeyAccount('bundler down page wallet', { [CHAIN_A]: '1' });
    journey = await openDemo({ wallets: [{ privateKeys: [wallet.privateKey] }] });
    const { page, guard } = journey;
    await connectWallet(page);
    await waitForCore(page);
    const bundlerUrl = `${inject('devstack').cloudUrl}/v1/bundler?projectId=walletport-demo&chainId=eip155%3A${CHAIN_A}&bundler=pimlico`;
    let bundlerReads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().startsWith(`${inject('devstack').cloudUrl}/v1/bundler`)) bundlerReads++;
    });
    const read = () =>
      page.evaluate(
        async ({ id, url }) => {
          const core = (window as unknown as DemoWindow).walletportCore;
          await core.loadFlows('calls');
          return core.calls.getCallsStatus({ id, bundlerUrl: url }).then(
            (status): Outcome => ({ statusCode: status.statusCode, status: status.status, transactionHash: status.receipts[0]?.transactionHash }),
            (error: { shortMessage?: string }): Outcome => ({ error: error.shortMessage }),
          );
        },
        { id: hash, url: bundlerUrl },
      );

    // Up: the page reads the operation through the cloud's route.
    expect(await read()).toEqual({ statusCode: 200, status: 'success', transactionHash });

    // Down: a clear error, and a waiting page asks once a second, not in a loop.
    await control('stop');
    expect(await read()).toEqual({ error: 'Failed to fetch user operation receipt - 502' });
    const readsBefore = bundlerReads;
    const waitStarted = Date.now();
    await page.evaluate(
      ({ id, url }) => {
        const page = window as unknown as WaitWindow;
        void page.walletportCore.calls.waitForCallsStatus({ id, bundlerUrl: url, timeout: 90_000 }).then(
          (status) => (page.__bundlerDownWait = { statusCode: status.statusCode, status: status.status, transactionHash: status.receipts[0]?.transactionHash }),
          (error: { shortMessage?: string }) => (page.__bundlerDownWait = { error: error.shortMessage }),
        );
      },
      { id: hash, url: bundlerUrl },
    );
    await expect.poll(() => bundlerReads - readsBefore, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    const elapsedSeconds = (Date.now() - waitStarted) / 1000;
    expect(bundlerReads - readsBefore).toBeLessThanOrEqual(Math.ceil(elapsedSeconds) + 2);
    expect(await page.evaluate(() => (window as unknown as WaitWindow).__bundlerDownWait)).toBeUndefined();

    // Back: the same wait resolves with the receipt, no reload.
    await control('start');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as WaitWindow).__bundlerDownWait), { timeout: 30_000 })
      .toEqual({ statusCode: 200, status: 'success', transactionHash });
    const downFor = (Date.now() - waitStarted) / 1000;
    expect(bundlerReads - readsBefore).toBeLessThanOrEqual(Math.ceil(downFor) + 2);

    guard.assertNoViolations();
  }, 150_000);
});
