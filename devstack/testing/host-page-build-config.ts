/**
 * The vite settings every production build of a host page from this repository's sources shares (the size
 * budget's entry, the strict-CSP page): production mode, React, and `walletport` / `walletport/react`
 * resolved to the sources, as a site importing the package would get them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function hostPageBuildConfig(root: string): InlineConfig {
  return {
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'silent',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: {
      alias: [
        { find: /^walletport\/react$/, replacement: path.join(REPOSITORY_ROOT, 'ui-react/index.ts') },
        { find: /^walletport$/, replacement: path.join(REPOSITORY_ROOT, 'index.ts') },
      ],
    },
  };
}
