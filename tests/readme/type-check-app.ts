/**
 * Strict type check (tsgo) of a README app's TypeScript, run from the folder its README paths start at, so the
 * errors name files as the README's blocks do (vue-app/src/main.ts) and are reported at README lines.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { toReadmePositions, type ReadmeBlock } from './readme-blocks.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

export type TypeCheckAppParameters = {
  /** The folder the README's paths start at. */
  cwd: string;
  /** The app's tsconfig.json, relative to `cwd`. */
  tsconfig: string;
  blocks: readonly ReadmeBlock[];
  /** Renames, in tsgo's messages, files the test generated to the README files they stand for. */
  toReadmeFiles?: (problems: string) => string;
};

export type TypeCheckAppReturnType = {
  /** The errors, at README lines; empty when the app type-checks. */
  errors: string;
  /** The files in the program. */
  files: string[];
};

export async function typeCheckApp({ cwd, tsconfig, blocks, toReadmeFiles = (problems) => problems }: TypeCheckAppParameters): Promise<TypeCheckAppReturnType> {
  const tsgo = path.join(path.dirname(require.resolve('@typescript/native-preview/package.json')), 'bin/tsgo');
  const output = await run(process.execPath, [tsgo, '-p', tsconfig, '--pretty', 'false', '--listFiles'], { cwd, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => ({ text: stdout, failed: false }),
    (error: { stdout?: string; stderr?: string }) => ({ text: `${error.stdout ?? ''}${error.stderr ?? ''}`, failed: true }),
  );
  const lines = output.text.split('\n');
  const files = lines.filter((line) => path.isAbsolute(line));
  const problems = toReadmeFiles(lines.filter((line) => line !== '' && !path.isAbsolute(line)).join('\n'));
  return { errors: output.failed || problems !== '' ? toReadmePositions(problems || 'tsgo failed', blocks) : '', files };
}
