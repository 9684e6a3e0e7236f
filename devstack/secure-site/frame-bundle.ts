/**
 * The frame page's script: frame/main.ts and what it imports (the product's frame schemas, zod, the bits of
 * viem it uses) bundled with esbuild when the first secure site of the process starts (a few hundred ms),
 * then kept in memory for every later one.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ENTRY = fileURLToPath(new URL('./frame/main.ts', import.meta.url));

let bundled: Promise<string> | undefined;

export function frameScript(): Promise<string> {
  bundled ??= bundle();
  bundled.catch(() => (bundled = undefined));
  return bundled;
}

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no frame script');
  return `${output.text}\n//# sourceURL=walletport-secure-frame.js\n`;
}
