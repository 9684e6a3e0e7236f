/**
 * Turns the measurements into the results JSON and the printed tables. Every figure carries its ratio to the
 * React-alone floor measured in the same run; the targets are checked on walletport's ratios.
 */
import type { BundleReport } from './bundle.js';
import { SETTLE_BEFORE_CLICK_MS, type BrowserRun } from './browser.js';
import type { PageName } from './paths.js';
import { DROPPED_FRAME_MS, LONG_FRAME_MS, type ScaleRun } from './scale.js';
import { median, ratio } from './stats.js';

export type PageResult = {
  label: string;
  bundle: BundleReport & { initialByPackage: { group: string; bytes: number }[] };
  browser?: {
    runs: BrowserRun[];
    median: {
      timeToButtonMs: number | null;
      clickToDialogMs: number | null;
      clickToListMs: number | null;
      secondOpenToListMs: number | null;
      heapAfterOpenBytes: number | null;
      idleJsGzipBytes: number | null;
      idleJsFiles: number | null;
    };
    /** Blocked requests per host, over all measured runs. */
    externalHosts: Record<string, number>;
    /** Blocked requests in one run (median). */
    externalRequestsPerRun: number | null;
    /** Requests to another origin before the visitor acted (median per run), and their hosts. */
    requestsBeforeActPerRun: number | null;
    requestsBeforeActHosts: Record<string, number>;
    /** The same while the modal opened, and while it opened again. */
    requestsOnOpenPerRun: number | null;
    requestsOnReopenPerRun: number | null;
    pageErrors: string[];
  };
  error?: string;
};

export type ScaleResult = {
  walletCount: number;
  runs: ScaleRun[];
  median: {
    timeToFirstRowsMs: number | null;
    droppedFrames: number | null;
    frames: number | null;
    idleDroppedFrames: number | null;
    idleFrames: number | null;
    longFrames: number | null;
    searchAfterDebounceMs: number | null;
  };
};

export type Target = { name: string; limit: string; max: number; value: number | null; pass: boolean | null; detail: string; display?: string };

export type BenchResults = {
  date: string;
  durationMs: number;
  machine: { node: string; cpus: number; chromium: string | null; platform: string };
  settings: { runs: number; searchDebounceMs: number; searchMinimumWaitMs: number; droppedFrameMs: number; searchQuery: string };
  versions: Record<string, string>;
  pages: Partial<Record<PageName, PageResult>>;
  scale: ScaleResult[];
  targets: Target[];
};

/** Requests counted by host. */
export function countHosts(urls: readonly string[]): Record<string, number> {
  const hosts: Record<string, number> = {};
  for (const url of urls) {
    let host = url;
    try {
      host = new URL(url).host;
    } catch {
      // keep the raw text
    }
    hosts[host] = (hosts[host] ?? 0) + 1;
  }
  return hosts;
}

export function summarizeRequests(runs: readonly string[][]): { perRun: number | null; hosts: Record<string, number> } {
  return { perRun: median(runs.map((run) => run.length)), hosts: countHosts(runs.flat()) };
}

export function summarizeBrowser(runs: BrowserRun[]): NonNullable<PageResult['browser']> {
  const externalHosts = countHosts(runs.flatMap((run) => run.blocked));
  const beforeAct = summarizeRequests(runs.map((run) => run.requestsBeforeAct));
  return {
    runs,
    median: {
      timeToButtonMs: median(runs.map((run) => run.timeToButtonMs)),
      clickToDialogMs: median(runs.map((run) => run.clickToDialogMs)),
      clickToListMs: median(runs.map((run) => run.clickToListMs)),
      secondOpenToListMs: median(runs.flatMap((run) => (run.secondOpenToListMs === null ? [] : [run.secondOpenToListMs]))),
      heapAfterOpenBytes: median(runs.map((run) => run.heapAfterOpenBytes)),
      idleJsGzipBytes: median(runs.map((run) => run.downloadedBeforeAct.jsGzip)),
      idleJsFiles: median(runs.map((run) => run.downloadedBeforeAct.jsFiles)),
    },
    externalHosts,
    externalRequestsPerRun: median(runs.map((run) => run.blocked.length)),
    requestsBeforeActPerRun: beforeAct.perRun,
    requestsBeforeActHosts: beforeAct.hosts,
    requestsOnOpenPerRun: median(runs.map((run) => run.requestsOnOpen.length)),
    requestsOnReopenPerRun: median(runs.map((run) => run.requestsOnReopen.length)),
    pageErrors: [...new Set(runs.flatMap((run) => run.pageErrors))],
  };
}

export function summarizeScale(walletCount: number, runs: ScaleRun[]): ScaleResult {
  return {
    walletCount,
    runs,
    median: {
      timeToFirstRowsMs: median(runs.map((run) => run.timeToFirstRowsMs)),
      droppedFrames: median(runs.map((run) => run.droppedFrames)),
      frames: median(runs.map((run) => run.frames)),
      idleDroppedFrames: median(runs.map((run) => run.idleDroppedFrames)),
      idleFrames: median(runs.map((run) => run.idleFrames)),
      longFrames: median(runs.map((run) => run.longFrames)),
      searchAfterDebounceMs: median(runs.map((run) => run.searchAfterDebounceMs)),
    },
  };
}

/**
 * The JS an idle walletport page may download (gzip, summed per file): the entry, then after the first paint
 * the core and the modal layer with the Connect view, what the first click needs, and nothing else. Set at
 * the figure measured once the core had its own container and fetch instead of inversify and ky (225.0 kB in
 * 35 files; 245.0 kB when the views started loading on intent, about 500 kB in 74 files when every view was
 * prefetched), plus 5 %.
 */
export const IDLE_JS_BUDGET_GZIP_BYTES = 236_000;

export function checkTargets(pages: BenchResults['pages'], scale: readonly ScaleResult[] = []): Target[] {
  const ours = pages.walletport;
  const floor = pages.floor;
  const check = (name: string, max: number, value: number | null, detail: string): Target => ({
    name,
    limit: `≤ ${max}× floor`,
    max,
    value,
    pass: value === null ? null : value <= max,
    detail,
  });
  const zero = (name: string, value: number | null, byHost: Record<string, number> | undefined): Target => ({
    name,
    limit: '0',
    max: 0,
    value,
    pass: value === null ? null : value === 0,
    detail: value === null ? 'not measured' : Object.keys(byHost ?? {}).join(', ') || 'none',
  });
  const top = (ours?.bundle.initialByPackage ?? []).slice(0, 4).map((entry) => entry.group).join(', ');
  return [
    check('Initial JS (gzip)', 1.5, ratio(ours?.bundle.initialJs.gzip, floor?.bundle.initialJs.gzip), `largest in the entry chunk: ${top}`),
    check('Time to button', 1.3, ratio(ours?.browser?.median.timeToButtonMs, floor?.browser?.median.timeToButtonMs), 'navigation start to the button on screen'),
    check('Click to wallet list', 2, ratio(ours?.browser?.median.clickToListMs, floor?.browser?.median.clickToListMs), 'click to the first wallet row'),
    check('Second open', 2, ratio(ours?.browser?.median.secondOpenToListMs, floor?.browser?.median.secondOpenToListMs), 'closed with Escape, click to the first row again'),
    check('Heap after open', 1.5, ratio(ours?.browser?.median.heapAfterOpenBytes, floor?.browser?.median.heapAfterOpenBytes), 'used JS heap after a forced GC'),
    {
      name: 'JS downloaded by an idle page (gzip)',
      limit: `≤ ${kB(IDLE_JS_BUDGET_GZIP_BYTES)}`,
      max: IDLE_JS_BUDGET_GZIP_BYTES,
      value: ours?.browser?.median.idleJsGzipBytes ?? null,
      pass: ours?.browser?.median.idleJsGzipBytes == null ? null : ours.browser.median.idleJsGzipBytes <= IDLE_JS_BUDGET_GZIP_BYTES,
      display: ours?.browser?.median.idleJsGzipBytes == null ? 'n/a' : kB(ours.browser.median.idleJsGzipBytes),
      detail: `${ours?.browser?.median.idleJsFiles ?? '?'} files in ${SETTLE_BEFORE_CLICK_MS / 1000} s untouched (the entry, the core, the modal layer)`,
    },
    zero('Requests before acting (production URLs)', ours?.browser ? ours.browser.requestsBeforeActPerRun : null, ours?.browser?.requestsBeforeActHosts),
    elementsBudget(pages),
    ...scale.map((result) => ({
      name: `All Wallets scrolling, ${result.walletCount.toLocaleString('en-US')} wallets: frames over ${LONG_FRAME_MS.toFixed(1)} ms`,
      limit: '0',
      max: 0,
      value: result.median.longFrames,
      pass: result.median.longFrames === null ? null : result.median.longFrames === 0,
      detail: `of ${result.median.frames ?? '?'} frames in a 3 s smooth scroll (${result.median.idleDroppedFrames ?? '?'} over ${DROPPED_FRAME_MS.toFixed(1)} ms with the grid idle)`,
    })),
  ];
}

/**
 * The elements page (walletport/element) loads no React: its initial JS must be at most the React page's minus
 * React's own size, taken as the floor's (React and a <dialog>, so a little more than React: the stricter limit).
 */
function elementsBudget(pages: BenchResults['pages']): Target {
  const elements = pages['walletport-element']?.bundle.initialJs.gzip;
  const react = pages.walletport?.bundle.initialJs.gzip;
  const floor = pages.floor?.bundle.initialJs.gzip;
  const max = react === undefined || floor === undefined ? null : react - floor;
  return {
    name: 'Elements page initial JS (gzip)',
    limit: max === null ? '≤ walletport − React' : `≤ ${kB(max)}`,
    max: max ?? 0,
    value: elements ?? null,
    pass: elements === undefined || max === null ? null : elements <= max,
    display: elements === undefined ? 'n/a' : kB(elements),
    detail: max === null ? 'needs the walletport and floor pages' : `the React page's ${kB(react!)} minus React's ${kB(floor!)} (the floor)`,
  };
}

// ---- formatting -------------------------------------------------------------------------------------------

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const MB = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

function withRatio(value: number | null | undefined, floor: number | null | undefined, format: (value: number) => string): string {
  if (value === null || value === undefined) return 'n/a';
  const times = ratio(value, floor);
  return times === null ? format(value) : `${format(value)} (×${times.toFixed(2)})`;
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

export function formatTables(results: BenchResults): string {
  const floor = results.pages.floor;
  const entries = Object.values(results.pages).filter((page): page is PageResult => page !== undefined);
  const out: string[] = [];

  out.push('### Bundle (production builds; ratio to the floor in brackets)\n');
  out.push(
    table(
      ['Page', 'Initial JS gzip', 'Initial JS raw', 'Total JS gzip', 'Total JS raw'],
      entries.map((page) => [
        page.label,
        withRatio(page.bundle.initialJs.gzip, floor?.bundle.initialJs.gzip, kB),
        withRatio(page.bundle.initialJs.raw, floor?.bundle.initialJs.raw, kB),
        withRatio(page.bundle.totalJs.gzip, floor?.bundle.totalJs.gzip, kB),
        withRatio(page.bundle.totalJs.raw, floor?.bundle.totalJs.raw, kB),
      ]),
    ),
  );

  out.push(`\n### Browser (median of ${results.settings.runs} runs after a warm-up; ratio to the floor in brackets)\n`);
  out.push(
    table(
      ['Page', 'Time to button', 'Click to dialog', 'Click to wallet list', 'Second open', 'Heap after open', 'JS downloaded idle (gzip)', 'External requests (per run) and hosts'],
      entries.map((page) => {
        if (!page.browser) return [page.label, 'failed', 'failed', 'failed', 'failed', 'failed', 'failed', page.error ?? ''];
        const { median: m, externalHosts, externalRequestsPerRun } = page.browser;
        const hosts = Object.keys(externalHosts);
        return [
          page.label,
          withRatio(m.timeToButtonMs, floor?.browser?.median.timeToButtonMs, ms),
          withRatio(m.clickToDialogMs, floor?.browser?.median.clickToDialogMs, ms),
          withRatio(m.clickToListMs, floor?.browser?.median.clickToListMs, ms),
          withRatio(m.secondOpenToListMs, floor?.browser?.median.secondOpenToListMs, ms),
          withRatio(m.heapAfterOpenBytes, floor?.browser?.median.heapAfterOpenBytes, MB),
          m.idleJsGzipBytes === null ? 'n/a' : `${withRatio(m.idleJsGzipBytes, floor?.browser?.median.idleJsGzipBytes, kB)} in ${m.idleJsFiles ?? '?'} files`,
          hosts.length === 0 ? '0' : `${externalRequestsPerRun ?? '?'}: ${hosts.join(', ')}`,
        ];
      }),
    ),
  );

  out.push(`\n### Requests to other origins (blocked; median per run, and hosts): on load with the page left alone, on open, on reopen\n`);
  const requests = (perRun: number | null, hosts: Record<string, number>) =>
    perRun === null ? 'n/a' : Object.keys(hosts).length === 0 ? '0' : `${perRun}: ${Object.keys(hosts).join(', ')}`;
  out.push(
    table(
      ['Page', 'Before acting', 'On open', 'On reopen', 'Hosts (all runs)'],
      entries.map((page) =>
        page.browser
          ? [
              page.label,
              requests(page.browser.requestsBeforeActPerRun, page.browser.requestsBeforeActHosts),
              String(page.browser.requestsOnOpenPerRun ?? 'n/a'),
              String(page.browser.requestsOnReopenPerRun ?? 'n/a'),
              Object.keys(page.browser.externalHosts).join(', ') || 'none',
            ]
          : [page.label, 'failed', 'failed', 'failed', ''],
      ),
    ),
  );

  out.push('\n### Targets for walletport (ratios to the floor, same run)\n');
  out.push(
    table(
      ['Target', 'Limit', 'walletport', 'Result', 'Note'],
      results.targets.map((target) => [
        target.name,
        target.limit,
        target.display ?? (target.value === null ? 'n/a' : target.max === 0 ? String(target.value) : `×${target.value.toFixed(2)}`),
        target.pass === null ? 'n/a' : target.pass ? 'pass' : 'MISS',
        target.detail,
      ]),
    ),
  );

  const ours = results.pages.walletport;
  if (ours) {
    const total = ours.bundle.initialJs.raw;
    out.push(`\n### What walletport's initial JS is made of (minified bytes by source, from the source maps)\n`);
    out.push(
      table(
        ['Source', 'Minified', 'Share'],
        ours.bundle.initialByPackage.slice(0, 12).map((entry) => [entry.group, kB(entry.bytes), `${((entry.bytes / total) * 100).toFixed(1)} %`]),
      ),
    );
  }

  if (results.scale.length > 0) {
    const base = results.scale[0]!;
    out.push(
      `\n### Scale: walletport's All Wallets (median of ${results.settings.runs} runs; ratio to the ${base.walletCount.toLocaleString('en-US')}-wallet catalogue in brackets, the floor has no such view)\n`,
    );
    out.push(
      table(
        [
          'Catalogue',
          'Click to first rows',
          `Frames over ${LONG_FRAME_MS.toFixed(1)} ms while scrolling 3 s`,
          `Dropped frames (> ${results.settings.droppedFrameMs.toFixed(1)} ms)`,
          'Same, grid idle 1 s',
          `Search results after the ${results.settings.searchDebounceMs} ms debounce`,
        ],
        results.scale.map((scale) => [
          `${scale.walletCount.toLocaleString('en-US')} wallets`,
          withRatio(scale.median.timeToFirstRowsMs, base.median.timeToFirstRowsMs, ms),
          scale.median.longFrames === null ? 'n/a' : `${scale.median.longFrames} of ${scale.median.frames ?? '?'}`,
          scale.median.droppedFrames === null ? 'n/a' : `${scale.median.droppedFrames} of ${scale.median.frames ?? '?'}`,
          scale.median.idleDroppedFrames === null ? 'n/a' : `${scale.median.idleDroppedFrames} of ${scale.median.idleFrames ?? '?'}`,
          withRatio(scale.median.searchAfterDebounceMs, base.median.searchAfterDebounceMs, ms),
        ]),
      ),
    );
    out.push(
      `\nThe search figure includes walletport's deliberate ${results.settings.searchMinimumWaitMs} ms minimum search wait (no loading flicker); ` +
        `what is left above it is the request and the render.`,
    );
  }
  return out.join('\n');
}
