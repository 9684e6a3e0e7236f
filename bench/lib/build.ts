/** Production builds of the host pages, one vite config each (bench/pages/<name>/vite.config.ts). */
import path from 'node:path';
import { build } from 'vite';
import { PAGES_DIR, type PageName } from './paths.js';

export async function buildPage(name: PageName): Promise<number> {
  const started = performance.now();
  await build({ configFile: path.join(PAGES_DIR, name, 'vite.config.ts'), logLevel: 'error' });
  return performance.now() - started;
}
