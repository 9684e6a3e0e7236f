/**
 * `npx tsx bench/heap-snapshot.ts`: what the heap holds once the modal is open, by V8 node type and by
 * constructor (a full heap snapshot after a forced GC), for the floor and for walletport (production URLs,
 * blocked, as `npm run bench` measures it), the JS files it evaluated and the compiled code each holds. Builds the pages first, unless --skip-build; --pages=walletport.
 */
import type { Page } from 'playwright-core';
import { guardRequests, launchChromium } from '../devstack/browser/launch-chromium.js';
import { heapUsedBytes, loadAndOpen } from './lib/browser.js';
import { buildPage } from './lib/build.js';
import { codeByScript, type HeapSnapshot } from './lib/code-by-script.js';
import { PAGES, type PageName } from './lib/paths.js';
import { startStaticServer } from './lib/static-server.js';

type Snapshot = HeapSnapshot;

async function snapshotOf(page: Page): Promise<Snapshot> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => void chunks.push(chunk));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return JSON.parse(chunks.join('')) as Snapshot;
}

function summarize(snapshot: Snapshot): { byType: Map<string, number>; byName: Map<string, number>; total: number } {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const byType = new Map<string, number>();
  const byName = new Map<string, number>();
  let total = 0;
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const type = types[snapshot.nodes[index + typeAt]!]!;
    const size = snapshot.nodes[index + sizeAt]!;
    const rawName = snapshot.strings[snapshot.nodes[index + nameAt]!]!;
    const name = type === 'string' || type === 'concatenated string' || type === 'sliced string' ? '(string)' : `${type}: ${rawName.slice(0, 80)}`;
    total += size;
    byType.set(type, (byType.get(type) ?? 0) + size);
    byName.set(name, (byName.get(name) ?? 0) + size);
  }
  return { byType, byName, total };
}

/** The JS files the page loaded (raw bytes): their source text stays on the heap as long as the page lives. */
async function scriptsEvaluated(page: Page): Promise<[string, number][]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry): [string, number] => [new URL(entry.name).pathname.split('/').pop() ?? entry.name, (entry as PerformanceResourceTiming).decodedBodySize]),
  );
}

const top = (map: Map<string, number>, count: number): string =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, bytes]) => `  ${(bytes / 1e3).toFixed(0).padStart(6)} kB  ${key}`)
    .join('\n');

const server = await startStaticServer();
try {
  const names = (process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length).split(',') ?? ['floor', 'walletport']) as PageName[];
  for (const name of names) {
    if (!process.argv.includes('--skip-build')) await buildPage(name);
    const spec = PAGES.find((page) => page.name === name)!;
    const browser = await launchChromium({ shared: false });
    try {
      const guard = await guardRequests(browser.context);
      // The production default services (blocked), and a chain nobody answers for: what `npm run bench` measures.
      const bench = { cloudUrl: null, chains: [{ chainId: 31337, name: 'Bench', rpcUrl: 'http://127.0.0.1:9/' }] };
      const initScripts = name === 'walletport' ? [`window.__WALLETPORT_BENCH__ = ${JSON.stringify(bench)};`] : [];
      const { page } = await loadAndOpen({ browser, guard, url: `${server.url}/${name}/`, initScripts }, spec);
      await page.waitForTimeout(1_000);
      const used = await heapUsedBytes(page);
      const scripts = await scriptsEvaluated(page);
      const snapshot = await snapshotOf(page);
      const { byType, byName, total } = summarize(snapshot);
      const code = codeByScript(snapshot);
      console.log(`\n${name}: ${(used / 1e6).toFixed(2)} MB used JS heap after GC, ${(total / 1e6).toFixed(2)} MB in the snapshot (with native)\nby type:\n${top(byType, 12)}\nby constructor:\n${top(byName, 40)}\nscripts evaluated (${(scripts.reduce((sum, [, bytes]) => sum + bytes, 0) / 1e3).toFixed(0)} kB raw in ${scripts.length}):\n${top(new Map(scripts), 40)}\ncompiled code by script (bytecode, machine code, scope infos, feedback):\n${top(code, 15)}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.close();
}
