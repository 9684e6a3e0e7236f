/**
 * `npx tsx bench/coverage.ts` (`--skip-build`): which of walletport's code runs by the time the modal is open
 * (chromium's function coverage, in three parts: to the button on screen, then to the click, then the open;
 * each function that ran at least once, its source bytes credited through the
 * source maps to the file it came from), on the page `npm run bench` measures (production URLs, blocked).
 * V8 compiles only the functions that run, so this is what the "(V8 API)" part of the heap (bytecode,
 * machine code, feedback) grows with; the files at the top are the ones to load, build or run later.
 */
import { guardRequests, launchChromium } from '../devstack/browser/launch-chromium.js';
import { arm, clickTarget, openPage, waitFor } from './lib/browser.js';
import { buildPage } from './lib/build.js';
import { distDir, PAGES } from './lib/paths.js';
import { startStaticServer } from './lib/static-server.js';
import { sourceLookup } from './lib/trace-summary.js';

type FunctionCoverage = { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] };
type ScriptCoverage = { url: string; functions: FunctionCoverage[] };

const spec = PAGES.find((page) => page.name === 'walletport')!;
const server = await startStaticServer();
try {
  if (!process.argv.includes('--skip-build')) await buildPage('walletport');
  const browser = await launchChromium({ shared: false });
  try {
    const guard = await guardRequests(browser.context);
    const bench = { cloudUrl: null, chains: [{ chainId: 31337, name: 'Bench', rpcUrl: 'http://127.0.0.1:9/' }] };
    const { page } = await openPage({ browser, guard, url: `${server.url}/walletport/`, initScripts: [`window.__WALLETPORT_BENCH__ = ${JSON.stringify(bench)};`] });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
    await page.addInitScript({ content: `window.__bench.arm('button', ${JSON.stringify(spec.button)}, 'navigation');` });
    await page.goto(`${server.url}/walletport/`, { waitUntil: 'commit' });
    const phases: [string, ScriptCoverage[]][] = [];
    const take = async (name: string) => {
      const { result } = (await cdp.send('Profiler.takePreciseCoverage')) as { result: ScriptCoverage[] };
      phases.push([name, result]);
    };
    await waitFor(page, 'button');
    await take('to the button on screen');
    await page.waitForTimeout(1_500);
    await take('after the button, before the click (the core, the idle prefetch)');
    await arm(page, 'list', spec.walletList, 'click');
    await clickTarget(page, spec.button);
    await waitFor(page, 'list');
    await page.waitForTimeout(1_000);
    await take('the click to the open modal');
    const lookup = sourceLookup(distDir('walletport'));
    for (const [name, scripts] of phases) {
      const bySource = new Map<string, number>();
      const texts = new Map<string, string>();
      for (const script of scripts) {
        if (!script.url.startsWith('http')) continue;
        if (!texts.has(script.url)) texts.set(script.url, await (await fetch(script.url)).text());
        const text = texts.get(script.url)!;
        const lineStarts = [0];
        for (let index = 0; index < text.length; index++) if (text[index] === '\n') lineStarts.push(index + 1);
        for (const fn of script.functions) {
          const range = fn.ranges[0];
          if (!range || range.count === 0 || fn.functionName === '' && range.startOffset === 0) continue;
          let line = 0;
          while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= range.startOffset) line++;
          const source = lookup(script.url, line, range.startOffset - lineStarts[line]!);
          bySource.set(source, (bySource.get(source) ?? 0) + (range.endOffset - range.startOffset));
        }
      }
      const total = [...bySource.values()].reduce((sum, bytes) => sum + bytes, 0);
      console.log(`\n${name}: ${(total / 1e3).toFixed(0)} kB of functions ran (nested functions count again)`);
      for (const [source, bytes] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 40)))
        console.log(`  ${(bytes / 1e3).toFixed(1).padStart(7)} kB  ${source}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.close();
}
