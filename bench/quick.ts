/**
 * `npx tsx bench/quick.ts` (`--runs=9`, `--skip-build`): the browser report's figures for the floor and
 * walletport only, without a devstack (production URLs, blocked; a chain nobody answers), in a minute: a
 * developer's loop for one change. `npm run bench` stays the figure of record.
 */
import { guardRequests, launchChromium } from '../devstack/browser/launch-chromium.js';
import { measurePage } from './lib/browser.js';
import { buildPage } from './lib/build.js';
import { PAGES, type PageName } from './lib/paths.js';
import { startStaticServer } from './lib/static-server.js';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 9);
const names: PageName[] = ['floor', 'walletport'];
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (!process.argv.includes('--skip-build')) for (const name of names) await buildPage(name);
const server = await startStaticServer();
const browser = await launchChromium();
try {
  const guard = await guardRequests(browser.context);
  const bench = { cloudUrl: null, chains: [{ chainId: 31337, name: 'Bench', rpcUrl: 'http://127.0.0.1:9/' }] };
  const figures: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const spec = PAGES.find((page) => page.name === name)!;
    const initScripts = name === 'walletport' ? [`window.__WALLETPORT_BENCH__ = ${JSON.stringify(bench)};`] : [];
    const measured = await measurePage({ browser, guard, url: `${server.url}/${name}/`, initScripts }, spec, runs, () => undefined);
    figures[name] = {
      button: median(measured.map((run) => run.timeToButtonMs)),
      list: median(measured.map((run) => run.clickToListMs)),
      again: median(measured.map((run) => run.secondOpenToListMs ?? Number.NaN)),
      heapMB: median(measured.map((run) => run.heapAfterOpenBytes)) / 1e6,
    };
  }
  for (const [name, values] of Object.entries(figures))
    console.log(
      `${name.padEnd(11)} ${Object.entries(values)
        .map(([key, value]) => `${key} ${value.toFixed(key === 'heapMB' ? 2 : 0)} (x${(value / figures.floor![key]!).toFixed(2)})`)
        .join('  ')}`,
    );
} finally {
  await browser.close();
  await server.close();
}
