/**
 * `npx tsx bench/trace-scroll.ts`: a chromium performance trace of the bench's All Wallets scroll (the scale
 * probe's 3 s of smooth scrollBy on a 1,000-wallet devstack catalogue), summarized like bench/trace.ts's
 * (main-thread time by kind, script by source), with the frames over 17.7 ms and, for each of the longest,
 * what the main thread did in it. The raw trace goes to bench/results/trace-scroll.json.
 *
 * Options: --skip-build (reuse bench/pages/walletport/dist), --wallets=N (default 1000), --no-images (the
 * wallet images refused: what the grid costs without them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { guardRequests, launchChromium } from '../devstack/browser/launch-chromium.js';
import { startDevstack } from '../devstack/devstack.js';
import { freeDevstackPorts } from '../devstack/testing/free-ports.js';
import { arm, clickTarget, loadAndOpen, waitFor } from './lib/browser.js';
import { buildPage } from './lib/build.js';
import { distDir, PAGES, RESULTS_DIR } from './lib/paths.js';
import type { Target } from './lib/probe.js';
import { LONG_FRAME_MS } from './lib/scale.js';
import { startStaticServer } from './lib/static-server.js';
import { formatTraceSummary, summarizeTrace, type TraceEvent } from './lib/trace-summary.js';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
];
const ALL_WALLETS_ENTRY: Target = { css: '.wp-wallet-list li[data-group="all-wallets"] button' };
const GRID_ROW: Target = { css: '[role="grid"][aria-label="Wallets"] [role="row"]' };
const GRID_SCROLL: Target = { css: '[data-testid="wallet-grid-scroll"]' };

const spec = PAGES.find((page) => page.name === 'walletport')!;
const walletCount = Number(process.argv.find((arg) => arg.startsWith('--wallets='))?.slice('--wallets='.length) ?? 1000);
if (!process.argv.includes('--skip-build')) await buildPage('walletport');

const devstack = await startDevstack({ ports: await freeDevstackPorts(), dataDir: null, walletCount, demo: false });
const server = await startStaticServer();
const browser = await launchChromium({ shared: false });
try {
  const guard = await guardRequests(browser.context);
  const config = { cloudUrl: devstack.urls.cloud, chains: devstack.urls.chains };
  const { page } = await loadAndOpen(
    { browser, guard, url: `${server.url}/walletport/`, initScripts: [`window.__WALLETPORT_BENCH__ = ${JSON.stringify(config)};`] },
    spec,
  );
  // --no-images: the wallet images refused, to tell their cost from the grid's own.
  if (process.argv.includes('--no-images')) await page.route('**/getWalletImage/**', (route) => route.abort());
  await arm(page, 'rows', GRID_ROW, 'click');
  await clickTarget(page, ALL_WALLETS_ENTRY);
  await waitFor(page, 'rows');
  await page.waitForTimeout(1_000);

  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }: { value: unknown[] }) => void events.push(...(value as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  const deltas = await page.evaluate(async (target) => {
    const element = window.__bench.find(target) as HTMLElement | null;
    if (!element) throw new Error('no wallet grid to scroll');
    performance.mark('scroll-start');
    window.__bench.startFrames();
    const started = performance.now();
    while (performance.now() - started < 3_000) {
      element.scrollBy({ top: 1_200, behavior: 'smooth' });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    return window.__bench.stopFrames();
  }, GRID_SCROLL);
  await cdp.send('Tracing.end');
  await complete;

  const start = events.find((event) => event.name === 'scroll-start')?.ts;
  if (start === undefined) throw new Error('no scroll-start mark in the trace');
  const windowMs = deltas.reduce((sum, delta) => sum + delta, 0);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'trace-scroll.json'), JSON.stringify({ traceEvents: events }));
  const long = deltas.filter((delta) => delta > LONG_FRAME_MS);
  console.log(`${walletCount} wallets: ${long.length} of ${deltas.length} frames over ${LONG_FRAME_MS.toFixed(1)} ms (${long.map((ms) => ms.toFixed(0)).join(', ')})`);
  console.log(formatTraceSummary('scroll', summarizeTrace(events, start, windowMs, distDir('walletport'))));
  await cdp.detach();
} finally {
  await browser.close();
  await server.close();
  await devstack.stop();
}
