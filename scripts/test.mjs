#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck and vitest side by side instead of one after the other.
 *
 * vitest spends its first half-minute in global setup (the devstack's chains, cloud and demo build, the stories
 * build), when the two cores are far from busy; lint and typecheck (about 30 s together) fit in there. Their
 * output is held back and printed after vitest's, so the run's log keeps one readable block per tool. The exit
 * code is the first failure's, or 0 when all three pass. Arguments go to vitest (`npm test -- path/to/file`).
 */
import { spawn } from 'node:child_process';
import { Buffer } from 'node:buffer';
import console from 'node:console';
import process from 'node:process';

/** Runs an npm script; its output is kept (buffered) or passed straight through. */
function run(script, args, { buffered }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 });
    });
  });
}

const checks = [run('lint', [], { buffered: true }), run('typecheck', [], { buffered: true })];
const tests = await run('test:unit', process.argv.slice(2), { buffered: false });
const results = [...(await Promise.all(checks)), tests];

for (const result of results.slice(0, 2)) {
  const verdict = result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`;
  console.log(`\n${result.script}: ${verdict} in ${result.seconds.toFixed(1)} s`);
  if (result.output.trim() !== '') console.log(result.output.trimEnd());
}
const failed = results.find((result) => result.code !== 0);
process.exitCode = failed ? failed.code : 0;
