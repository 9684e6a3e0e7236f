/**
 * `npm run bench`: walletport side by side with Reown AppKit, RainbowKit and ConnectKit, and React alone as
 * the floor. Installs bench/'s own dependencies if needed, builds the five host pages, reports their bundles,
 * measures them in chromium (requests off 127.0.0.1 blocked and recorded), measures walletport's All Wallets
 * against 1,000- and 5,000-wallet catalogues from the devstack, prints the tables and writes
 * bench/results/latest.json plus a timestamped copy.
 *
 * Options: --runs=N (measured runs per figure, default 5, at least 5 for a result worth keeping),
 * --skip-build (reuse the pages' dist/), --pages=floor,walletport (a subset; ratios need the floor).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { guardRequests, launchChromium } from '../devstack/browser/launch-chromium.js';
import { startDevstack, type RunningDevstack } from '../devstack/devstack.js';
import { freeDevstackPorts } from '../devstack/testing/free-ports.js';
import { measurePage, type PageContext } from './lib/browser.js';
import { buildPage } from './lib/build.js';
import { bundleReport } from './lib/bundle.js';
import { ensureBenchDependencies } from './lib/deps.js';
import { BENCH_DIR, PAGES, REPOSITORY_ROOT, RESULTS_DIR } from './lib/paths.js';
import { checkTargets, formatTables, summarizeBrowser, summarizeScale, type BenchResults, type PageResult } from './lib/report.js';
import { DROPPED_FRAME_MS, measureScale, SEARCH_DEBOUNCE_MS, SEARCH_MIN_WAIT_MS, SEARCH_QUERY } from './lib/scale.js';
import { startStaticServer } from './lib/static-server.js';

const SCALE_WALLET_COUNTS = [1_000, 5_000] as const;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const runs = Number(option('runs') ?? process.env.BENCH_RUNS ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, got ${runs}`);
const skipBuild = process.argv.includes('--skip-build');
const only = option('pages')?.split(',');
const pages = PAGES.filter((page) => !only || only.includes(page.name));

const started = performance.now();
const log = (line: string): void => console.log(line);
const elapsed = (): string => `${((performance.now() - started) / 1000).toFixed(0)} s`;

ensureBenchDependencies();

const results: BenchResults = {
  date: new Date().toISOString(),
  durationMs: 0,
  machine: { node: process.version, cpus: cpus().length, chromium: null, platform: `${process.platform}-${process.arch}` },
  settings: { runs, searchDebounceMs: SEARCH_DEBOUNCE_MS, searchMinimumWaitMs: SEARCH_MIN_WAIT_MS, droppedFrameMs: DROPPED_FRAME_MS, searchQuery: SEARCH_QUERY },
  versions: versions(),
  pages: {},
  scale: [],
  targets: [],
};

if (!skipBuild) {
  log('Building the host pages…');
  for (const page of pages) log(`  ${page.name}: ${((await buildPage(page.name)) / 1000).toFixed(1)} s`);
}
for (const page of pages) {
  results.pages[page.name] = { label: page.label, bundle: bundleReport(page.name) };
}

const server = await startStaticServer();
const browser = await launchChromium();
let devstack: RunningDevstack | undefined;
const stopAll = async (): Promise<void> => {
  await browser.close();
  await server.close();
  await devstack?.stop();
  devstack = undefined;
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  results.machine.chromium = browser.context.browser()?.version() ?? null;
  const guard = await guardRequests(browser.context);
  const walletportSpec = PAGES.find((page) => page.name === 'walletport')!;

  const startBenchDevstack = async (walletCount: number): Promise<RunningDevstack> => {
    log(`Starting a devstack with a ${walletCount.toLocaleString('en-US')}-wallet catalogue… (${elapsed()})`);
    return startDevstack({ ports: await freeDevstackPorts(), dataDir: null, walletCount, demo: false });
  };
  const walletportScript = (running: RunningDevstack, services: 'devstack' | 'production' = 'devstack'): string =>
    `window.__WALLETPORT_BENCH__ = ${JSON.stringify({ cloudUrl: services === 'devstack' ? running.urls.cloud : null, chains: running.urls.chains })};`;

  devstack = await startBenchDevstack(SCALE_WALLET_COUNTS[0]);
  for (const page of pages) {
    log(`Browser report: ${page.label} (${elapsed()})`);
    // walletport as a user's page has it: the production default services (blocked and counted, like the
    // other libraries' clouds); only its networks are the devstack's chains.
    const context: PageContext = {
      browser,
      guard,
      url: `${server.url}/${page.name}/`,
      initScripts: page.name === 'walletport' || page.name === 'walletport-element' ? [walletportScript(devstack, 'production')] : [],
    };
    const result = results.pages[page.name] as PageResult;
    try {
      result.browser = summarizeBrowser(await measurePage(context, page, runs, log));
    } catch (error) {
      result.error = (error as Error).message;
      log(`  FAILED: ${result.error}`);
    }
  }

  if (pages.includes(walletportSpec)) {
    for (const walletCount of SCALE_WALLET_COUNTS) {
      if (devstack === undefined) devstack = await startBenchDevstack(walletCount);
      log(`Scale report: All Wallets with ${walletCount.toLocaleString('en-US')} wallets (${elapsed()})`);
      const context: PageContext = { browser, guard, url: `${server.url}/walletport/`, initScripts: [walletportScript(devstack)] };
      results.scale.push(summarizeScale(walletCount, await measureScale(context, walletportSpec, runs, log)));
      await devstack.stop();
      devstack = undefined;
    }
  }
} finally {
  await stopAll();
}

results.targets = checkTargets(results.pages, results.scale);
results.durationMs = Math.round(performance.now() - started);

const tables = formatTables(results);
log(`\n${tables}\n`);
mkdirSync(RESULTS_DIR, { recursive: true });
const json = `${JSON.stringify(results, null, 2)}\n`;
const stamp = results.date.replace(/[:.]/g, '-');
writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);
writeFileSync(path.join(RESULTS_DIR, `${stamp}.json`), json);
writeFileSync(path.join(RESULTS_DIR, 'latest.md'), `${tables}\n`);
log(`Wrote ${path.relative(REPOSITORY_ROOT, RESULTS_DIR)}/latest.json and ${stamp}.json in ${elapsed()}.`);

/** The versions measured: the competitors from bench/node_modules, React and viem as the pages use them. */
function versions(): Record<string, string> {
  const names = ['@reown/appkit', '@reown/appkit-adapter-wagmi', '@rainbow-me/rainbowkit', 'connectkit', 'wagmi', 'viem', '@tanstack/react-query', 'react', 'react-dom'];
  const found: Record<string, string> = {};
  for (const name of names) {
    try {
      found[name] = (JSON.parse(readFileSync(path.join(BENCH_DIR, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      found[name] = 'not installed';
    }
  }
  found.walletport = (JSON.parse(readFileSync(path.join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  return found;
}

