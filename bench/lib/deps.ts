/**
 * The competitor libraries live in bench/node_modules only (bench/package.json and its lockfile), never in
 * the product's dependencies. On a fresh clone, or after bench/package-lock.json changed, `npm ci` runs here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BENCH_DIR } from './paths.js';

export function ensureBenchDependencies(): void {
  const lockfile = path.join(BENCH_DIR, 'package-lock.json');
  const installed = path.join(BENCH_DIR, 'node_modules', '.package-lock.json');
  const upToDate = existsSync(installed) && (!existsSync(lockfile) || statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs);
  if (upToDate) return;
  const command = existsSync(lockfile) ? 'ci' : 'install';
  console.log(`Installing the benchmark's own dependencies (npm ${command} in bench/)…`);
  const result = spawnSync('npm', [command, '--no-audit', '--no-fund'], { cwd: BENCH_DIR, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ${command} in bench/ failed (exit ${result.status ?? result.signal})`);
}
