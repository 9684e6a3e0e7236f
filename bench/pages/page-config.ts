/**
 * The vite config every benchmark host page shares: a production build with a manifest (the bundle report
 * reads the entry chunk and its static imports from it), relative asset paths (the pages are served from
 * one static server), hidden source maps (the bundle report attributes the initial JS to packages with
 * them), and one React for everything on the page (bench/node_modules/react, the same version
 * as the repository's).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

export const PAGES_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPOSITORY_ROOT = path.resolve(PAGES_DIR, '../..');

export function pageConfig(name: string, extra: Pick<UserConfig, 'resolve' | 'define'> = {}): UserConfig {
  return {
    root: path.join(PAGES_DIR, name),
    base: './',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...extra.define },
    resolve: { ...extra.resolve, dedupe: ['react', 'react-dom'] },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      // Maps (not referenced by the JS, so browsers never load them) let the report attribute bytes to packages.
      sourcemap: 'hidden',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
    },
  };
}
