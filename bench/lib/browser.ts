/**
 * The browser report: each host page loaded in Debian's chromium (playwright-core), every request off
 * 127.0.0.1 blocked and recorded by the request guard. One warm-up run, then `runs` measured runs, each in a
 * browser of its own (nothing cached, nothing compiled, as a visitor's first visit): time from navigation
 * start to the connect button, the JS the page downloaded while left alone, click to the first wallet row,
 * the JS heap after the modal opened (after a forced garbage collection), the modal closed and opened again
 * (second open to the first row), and the hosts the page tried to reach on load, on open and on reopen.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { guardRequests, launchChromium, type LaunchedChromium, type RequestGuard } from '../../devstack/browser/launch-chromium.js';
import type { PageSpec } from './paths.js';
import { probeScript, type Target, type WatchResult, type WatchTrigger } from './probe.js';

export type BrowserRun = {
  timeToButtonMs: number;
  /**
   * The requests the page made to another origin than its own before anyone touched it (the page loaded and
   * sat idle, SETTLE_BEFORE_CLICK_MS), blocked or not: what a visitor who never opens the modal costs.
   */
  requestsBeforeAct: string[];
  /** What the page downloaded from its own origin before anyone touched it: every file, and the JS. */
  downloadedBeforeAct: Downloaded;
  /** Click to the modal's dialog on screen (its shell, before or with the list). */
  clickToDialogMs: number;
  clickToListMs: number;
  /** The modal closed (Escape) and opened again: click to the first wallet row; null if it would not close. */
  secondOpenToListMs: number | null;
  heapAfterOpenBytes: number;
  /** Requests to other origins while the modal opened (the first time) and while it opened again. */
  requestsOnOpen: string[];
  requestsOnReopen: string[];
  /** Blocked URLs this run tried to reach (off 127.0.0.1). */
  blocked: string[];
  pageErrors: string[];
};

export type Downloaded = { files: number; jsFiles: number; jsRaw: number; jsGzip: number };

export type PageContext = {
  browser: LaunchedChromium;
  guard: RequestGuard;
  url: string;
  /** Scripts that run before the page's own (after the probe), e.g. walletport's devstack addresses. */
  initScripts?: string[];
};

/** Settling time after the wallet list shows, before the heap is read (late requests, lazy views). */
const SETTLE_MS = 1_000;
/**
 * How long the page sits untouched after its button shows, before the click: a person needs at least this
 * long to see the button and reach it. The same for every library; what a page loads or asks for meanwhile
 * is what "ready before the click" means, and what `requestsBeforeAct` counts.
 */
export const SETTLE_BEFORE_CLICK_MS = 1_500;
const STEP_TIMEOUT_MS = 30_000;

export type OpenedPage = {
  page: Page;
  pageErrors: string[];
  offOrigin: string[];
  /** What the page has downloaded from its own origin so far (bodies read as they arrive). */
  downloaded(): Promise<Downloaded>;
};

export async function openPage(context: PageContext): Promise<OpenedPage> {
  const page = await context.browser.newPage();
  const pageErrors: string[] = [];
  const offOrigin: string[] = [];
  const bodies: Promise<{ js: boolean; bytes: Buffer | null }>[] = [];
  const pageOrigin = new URL(context.url).origin;
  page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0]!.slice(0, 200)));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== pageOrigin) offOrigin.push(url);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).origin !== pageOrigin) return;
    const js = /\.m?js$/.test(new URL(response.url()).pathname);
    bodies.push(response.body().then((bytes) => ({ js, bytes }), () => ({ js, bytes: null })));
  });
  const downloaded = async (): Promise<Downloaded> => {
    const all = await Promise.all(bodies);
    const scripts = all.filter((body) => body.js && body.bytes !== null).map((body) => body.bytes!);
    return {
      files: all.length,
      jsFiles: scripts.length,
      jsRaw: scripts.reduce((sum, bytes) => sum + bytes.length, 0),
      jsGzip: scripts.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0),
    };
  };
  await page.addInitScript({ content: probeScript() });
  for (const script of context.initScripts ?? []) await page.addInitScript({ content: script });
  return { page, pageErrors, offOrigin, downloaded };
}

export async function arm(page: Page, name: string, target: Target, trigger: WatchTrigger): Promise<void> {
  await page.evaluate(([watch, what, how]) => window.__bench.arm(watch, what, how), [name, target, trigger] as const);
}

/** Waits for a watch to see its target; returns foundAt - startAt in ms. */
export async function waitFor(page: Page, name: string): Promise<number> {
  await page.waitForFunction((watch) => window.__bench.result(watch)?.foundAt != null, name, { timeout: STEP_TIMEOUT_MS, polling: 50 });
  const result = (await page.evaluate((watch) => window.__bench.result(watch), name)) as WatchResult;
  return result.foundAt! - result.startAt!;
}

/** Clicks the (deep) element a target finds, as a person would (real mouse events). */
export async function clickTarget(page: Page, target: Target): Promise<void> {
  const handle = await page.evaluateHandle((what) => window.__bench.find(what), target);
  const element = handle.asElement();
  if (!element) throw new Error(`nothing visible matches ${JSON.stringify(target)}`);
  await element.click();
  await handle.dispose();
}

/** Loads the page and opens its modal: returns the page, still open, and the two timings. */
export async function loadAndOpen(
  context: PageContext,
  spec: PageSpec,
): Promise<
  OpenedPage & { timeToButtonMs: number; requestsBeforeAct: string[]; downloadedBeforeAct: Downloaded; clickToDialogMs: number; clickToListMs: number }
> {
  const opened = await openPage(context);
  const { page, pageErrors, offOrigin } = opened;
  try {
    await page.addInitScript({ content: `window.__bench.arm('button', ${JSON.stringify(spec.button)}, 'navigation');` });
    await page.goto(context.url, { waitUntil: 'commit' });
    const timeToButtonMs = await waitFor(page, 'button');
    await page.waitForTimeout(SETTLE_BEFORE_CLICK_MS);
    const requestsBeforeAct = [...offOrigin];
    const downloadedBeforeAct = await opened.downloaded();
    await arm(page, 'dialog', spec.dialog, 'click');
    await arm(page, 'list', spec.walletList, 'click');
    await clickTarget(page, spec.button);
    const clickToListMs = await waitFor(page, 'list');
    const clickToDialogMs = await waitFor(page, 'dialog');
    return { ...opened, timeToButtonMs, requestsBeforeAct, downloadedBeforeAct, clickToDialogMs, clickToListMs };
  } catch (error) {
    const shot = `/tmp/walletport-bench-${spec.name}-failure.png`;
    await page.screenshot({ path: shot }).catch(() => undefined);
    await page.close().catch(() => undefined);
    throw new Error(`${spec.name}: ${(error as Error).message.split('\n')[0]} (screenshot: ${shot}; page errors: ${pageErrors.join(' | ') || 'none'})`, { cause: error });
  }
}

export async function heapUsedBytes(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const usage = await cdp.send('Runtime.getHeapUsage');
    return usage.usedSize;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Closes the modal with Escape and opens it again: click to the first wallet row, or null if it stayed open. */
async function reopen(page: Page, spec: PageSpec): Promise<number | null> {
  await page.keyboard.press('Escape');
  const closed = await page
    .waitForFunction((target) => window.__bench.find(target) === null, spec.dialog, { timeout: 5_000, polling: 50 })
    .then(() => true, () => false);
  if (!closed) return null;
  await page.waitForTimeout(SETTLE_BEFORE_REOPEN_MS);
  await arm(page, 'list again', spec.walletList, 'click');
  await clickTarget(page, spec.button);
  return waitFor(page, 'list again');
}

/** After the modal closed, before it opens again (its closing animations over). */
const SETTLE_BEFORE_REOPEN_MS = 500;

/** One measured run, in a browser of its own: a visitor's first visit, nothing cached or compiled. */
export async function measureOnce(context: PageContext, spec: PageSpec): Promise<BrowserRun> {
  const browser = await launchChromium({ shared: false });
  try {
    const guard = await guardRequests(browser.context);
    const own: PageContext = { ...context, browser, guard };
    const { page, pageErrors, offOrigin, timeToButtonMs, requestsBeforeAct, downloadedBeforeAct, clickToDialogMs, clickToListMs } = await loadAndOpen(own, spec);
    await page.waitForTimeout(SETTLE_MS);
    const heapAfterOpenBytes = await heapUsedBytes(page);
    const requestsOnOpen = offOrigin.slice(requestsBeforeAct.length);
    const secondOpenToListMs = await reopen(page, spec);
    await page.waitForTimeout(SETTLE_MS);
    const requestsOnReopen = offOrigin.slice(requestsBeforeAct.length + requestsOnOpen.length);
    return {
      timeToButtonMs,
      requestsBeforeAct,
      downloadedBeforeAct,
      clickToDialogMs,
      clickToListMs,
      secondOpenToListMs,
      heapAfterOpenBytes,
      requestsOnOpen,
      requestsOnReopen,
      blocked: [...guard.violations],
      pageErrors,
    };
  } finally {
    await browser.close();
  }
}

export async function measurePage(context: PageContext, spec: PageSpec, runs: number, log: (line: string) => void): Promise<BrowserRun[]> {
  await measureOnce(context, spec); // warm-up
  const results: BrowserRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await measureOnce(context, spec);
    results.push(result);
    log(
      `  ${spec.name} run ${run + 1}/${runs}: button ${result.timeToButtonMs.toFixed(0)} ms, dialog ${result.clickToDialogMs.toFixed(0)} ms, list ${result.clickToListMs.toFixed(0)} ms, ` +
        `again ${result.secondOpenToListMs?.toFixed(0) ?? 'n/a'} ms, heap ${(result.heapAfterOpenBytes / 1e6).toFixed(1)} MB, ` +
        `idle JS ${(result.downloadedBeforeAct.jsGzip / 1e3).toFixed(1)} kB gzip in ${result.downloadedBeforeAct.jsFiles} files, ${result.blocked.length} blocked`,
    );
  }
  return results;
}
