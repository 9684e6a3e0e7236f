/**
 * The secure site's page scripts, bundled with esbuild when the first secure site of the process starts (a
 * few hundred ms), then kept in memory for every later one: the frame page's (frame/main.ts and what it
 * imports: the product's frame schemas, zod, the bits of viem it uses), and the social callback page's
 * (social-page/callback.ts; CSP script-src 'self' allows no inline script).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const FRAME_ENTRY = fileURLToPath(new URL('./frame/main.ts', import.meta.url));
const SOCIAL_CALLBACK_ENTRY = fileURLToPath(new URL('./social-page/callback.ts', import.meta.url));

const bundled = new Map<string, Promise<string>>();

export function frameScript(): Promise<string> {
  return bundleOnce(FRAME_ENTRY, 'walletport-secure-frame.js');
}

export function socialCallbackScript(): Promise<string> {
  return bundleOnce(SOCIAL_CALLBACK_ENTRY, 'walletport-social-callback.js');
}

function bundleOnce(entry: string, name: string): Promise<string> {
  let script = bundled.get(entry);
  if (!script) {
    script = bundle(entry, name);
    script.catch(() => bundled.delete(entry));
    bundled.set(entry, script);
  }
  return script;
}

async function bundle(entry: string, name: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
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
  if (!output) throw new Error(`esbuild produced no script for ${name}`);
  return `${output.text}\n//# sourceURL=${name}\n`;
}
