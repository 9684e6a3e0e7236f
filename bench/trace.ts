/**
 * `npx tsx bench/trace.ts`: a chromium performance trace of three interactions on the benchmark's walletport
 * page (bench/pages/walletport, with the devstack's test wallet injected), each from the click to its content
 * on screen, summarized (bench/lib/trace-summary.ts: main-thread time by kind, script by source, idle gaps,
 * timers, requests, frames):
 *   1. the connect button clicked: click to the first wallet row;
 *   2. after connecting with the test wallet, the account button clicked: click to the Account view's Swap
 *      button on screen;
 *   3. that Swap button clicked: click to the Swap view on screen (and, untraced, to its form's action button,
 *      which waits for the swap API's tokens and prices).
 * Then what the page's JS holds once the modal is open, by source (a sampling heap profile after a forced
 * GC: the core's use cases, the container, zod, rxjs, react-dom...). Writes the raw traces (open them in
 * chromium's Performance panel) and the summaries to bench/results/trace-*.json.
 *
 * Options: --skip-build (reuse bench/pages/walletport/dist), --runs=N (each interaction N times in fresh tabs,
 * the summary of the median run is printed; default 3).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { guardRequests, launchChromium } from '../devstack/browser/launch-chromium.js';
import { startDevstack } from '../devstack/devstack.js';
import { freeDevstackPorts } from '../devstack/testing/free-ports.js';
import { testWalletConfig, testWalletInitScript } from '../devstack/test-wallet/index.js';
import { arm, clickTarget, openPage, waitFor, type PageContext } from './lib/browser.js';
import { buildPage } from './lib/build.js';
import { distDir, PAGES, RESULTS_DIR } from './lib/paths.js';
import type { Target } from './lib/probe.js';
import { startStaticServer } from './lib/static-server.js';
import { clickTimestamps, formatTraceSummary, heapBySource, summarizeTrace, type TraceEvent, type TraceSummary } from './lib/trace-summary.js';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
];

const spec = PAGES.find((page) => page.name === 'walletport')!;
const TEST_WALLET_ROW: Target = { css: '.wp-wallet-list li button', text: 'Walletport Test Wallet' };
const ACCOUNT_BUTTON: Target = { css: 'button.wp-account-button' };
const ACCOUNT_VIEW_SWAP: Target = { css: '.wp-view[data-view="Account"] button', text: 'Swap' };
const SWAP_VIEW: Target = { css: '.wp-view[data-view="Swap"] .wp-swap' };
/** The Swap form's action button: shown once the use case has its tokens and prices (requests to the cloud). */
const SWAP_VIEW_ACTION: Target = { css: '.wp-view[data-view="Swap"] [data-testid="swap-action"]' };
const DIALOG: Target = { css: '[role="dialog"]' };

/** How long the pointer rests on a button before pressing it, where the trace hovers first. */
const HOVER_BEFORE_CLICK_MS = 150;

async function hoverTarget(page: Page, target: Target): Promise<void> {
  const handle = await page.evaluateHandle((what) => window.__bench.find(what), target);
  await handle.asElement()?.hover();
  await handle.dispose();
}

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
if (!process.argv.includes('--skip-build')) await buildPage('walletport');

/** Starts tracing, runs `act`, waits for `watch`, stops: the events and the click-to-content time. */
async function traced(page: Page, cdp: CDPSession, watch: string, act: () => Promise<void>): Promise<{ events: TraceEvent[]; ms: number }> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: unknown[] }): void => void events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await act();
  const ms = await waitFor(page, watch);
  await page.waitForTimeout(200);
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return { events, ms };
}

type Run = Record<'open' | 'account' | 'swap', { ms: number; summary: TraceSummary; events: TraceEvent[] }> & { swapUsableMs: number };

async function runOnce(context: PageContext): Promise<Run> {
  const { page, pageErrors } = await openPage(context);
  const cdp = await page.context().newCDPSession(page);
  try {
    await page.addInitScript({ content: `window.__bench.arm('button', ${JSON.stringify(spec.button)}, 'navigation');` });
    await page.goto(context.url, { waitUntil: 'commit' });
    await waitFor(page, 'button');
    await page.waitForTimeout(1_500);
    const result = {} as Run;
    const record = async (name: 'open' | 'account' | 'swap', watch: string, target: Target, click: Target, hoverMs = 0): Promise<void> => {
      if (hoverMs > 0) {
        await hoverTarget(page, click);
        await page.waitForTimeout(hoverMs);
      }
      await arm(page, watch, target, 'click');
      const { events, ms } = await traced(page, cdp, watch, () => clickTarget(page, click));
      const clickTs = clickTimestamps(events)[0];
      if (clickTs === undefined) throw new Error(`${name}: no click in the trace`);
      result[name] = { ms, events, summary: summarizeTrace(events, clickTs, ms, distDir('walletport')) };
    };

    await record('open', 'list', spec.walletList, spec.button);
    // Connect with the test wallet; the modal closes once connected.
    await clickTarget(page, TEST_WALLET_ROW);
    await page.waitForFunction((target) => window.__bench.find(target) !== null, ACCOUNT_BUTTON, { timeout: 30_000 });
    await page.waitForFunction((target) => window.__bench.find(target) === null, DIALOG, { timeout: 30_000 });
    await page.waitForTimeout(1_500);
    await record('account', 'account', ACCOUNT_VIEW_SWAP, ACCOUNT_BUTTON);
    await page.waitForTimeout(500);
    await arm(page, 'swapUsable', SWAP_VIEW_ACTION, 'click');
    // A person's pointer reaches the Swap button before pressing it (the view's chunk loads on that intent).
    await record('swap', 'swap', SWAP_VIEW, ACCOUNT_VIEW_SWAP, HOVER_BEFORE_CLICK_MS);
    result.swapUsableMs = await waitFor(page, 'swapUsable');
    if (pageErrors.length > 0) console.log(`  page errors: ${pageErrors.join(' | ')}`);
    return result;
  } finally {
    // The next run starts disconnected (the client remembers its connection in the context's storage).
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

/** Loads the page with the heap sampled from the start, opens the modal, settles, collects garbage: live bytes by source. */
async function heapAfterOpen(context: PageContext): Promise<{ total: number; bySource: Record<string, number> }> {
  const { page } = await openPage(context);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.startSampling', { samplingInterval: 512 });
    await page.addInitScript({ content: `window.__bench.arm('button', ${JSON.stringify(spec.button)}, 'navigation');` });
    await page.goto(context.url, { waitUntil: 'commit' });
    await waitFor(page, 'button');
    await page.waitForTimeout(1_500);
    await arm(page, 'list', spec.walletList, 'click');
    await clickTarget(page, spec.button);
    await waitFor(page, 'list');
    await page.waitForTimeout(1_000);
    await cdp.send('HeapProfiler.collectGarbage');
    const { profile } = await cdp.send('HeapProfiler.stopSampling');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { total: usedSize, bySource: heapBySource(profile.head as Parameters<typeof heapBySource>[0], distDir('walletport')) };
  } finally {
    await cdp.detach().catch(() => undefined);
    await page.close();
  }
}

const devstack = await startDevstack({ ports: await freeDevstackPorts(), dataDir: null, demo: false });
const server = await startStaticServer();
const browser = await launchChromium({ shared: false });
try {
  const guard = await guardRequests(browser.context);
  const chains = devstack.urls.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
  const context: PageContext = {
    browser,
    guard,
    url: `${server.url}/walletport/`,
    initScripts: [
      `window.__WALLETPORT_BENCH__ = ${JSON.stringify({ cloudUrl: devstack.urls.cloud, chains: devstack.urls.chains })};`,
      await testWalletInitScript(testWalletConfig({ chains })),
    ],
  };
  await runOnce(context); // warm-up
  const all: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runOnce(context);
    all.push(result);
    console.log(`run ${run + 1}/${runs}: open ${result.open.ms.toFixed(0)} ms, account ${result.account.ms.toFixed(0)} ms, swap ${result.swap.ms.toFixed(0)} ms (its form ${result.swapUsableMs.toFixed(0)} ms)`);
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  const summaries: Record<string, TraceSummary> = {};
  for (const name of ['open', 'account', 'swap'] as const) {
    const sorted = [...all].sort((a, b) => a[name].ms - b[name].ms);
    const median = sorted[Math.floor(sorted.length / 2)]![name];
    summaries[name] = median.summary;
    writeFileSync(path.join(RESULTS_DIR, `trace-${name}.json`), JSON.stringify({ traceEvents: median.events }));
    console.log(`\n${formatTraceSummary(name, median.summary)}`);
  }
  const heap = await heapAfterOpen({ ...context, initScripts: context.initScripts!.slice(0, 1) });
  const sampled = Object.values(heap.bySource).reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `\nheap after open: ${(heap.total / 1e6).toFixed(2)} MB used; sampled live ${(sampled / 1e6).toFixed(2)} MB by source: ` +
      Object.entries(heap.bySource)
        .slice(0, 14)
        .map(([group, bytes]) => `${group} ${(bytes / 1e3).toFixed(0)} kB`)
        .join(', '),
  );
  writeFileSync(path.join(RESULTS_DIR, 'trace-summary.json'), `${JSON.stringify({ ...summaries, heap }, null, 2)}\n`);
  guard.assertNoViolations();
} finally {
  await browser.close();
  await server.close();
  await devstack.stop();
}
