/**
 * The demo host page's vite config. `walletport`, `walletport/react` and `walletport/element` resolve to this
 * repository's sources, so the demo uses exactly the public API a host page would import from the package.
 * Three pages: index.html (React), elements.html (the custom elements, no React: preact-page.ts) and wagmi.html
 * (walletport as wagmi 3's connector, on the one @wagmi/core wagmi 3 uses: wagmi-core.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactRendererPlugin } from './preact-page.js';
import { oneWagmiCorePlugin } from './wagmi-core.js';

const demoRoot = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(demoRoot, '..');

export default defineConfig({
  plugins: [preactRendererPlugin(repositoryRoot), oneWagmiCorePlugin(demoRoot), react()],
  resolve: {
    alias: [
      { find: /^walletport\/react$/, replacement: path.join(repositoryRoot, 'ui-react/index.ts') },
      { find: /^walletport\/element$/, replacement: path.join(repositoryRoot, 'ui-element/index.ts') },
      { find: /^walletport\/wagmi$/, replacement: path.join(repositoryRoot, 'wagmi/index.ts') },
      { find: /^walletport\/siwx$/, replacement: path.join(repositoryRoot, 'siwx.ts') },
      { find: /^walletport$/, replacement: path.join(repositoryRoot, 'index.ts') },
    ],
  },
  server: { host: '127.0.0.1' },
  // The WalletConnect clients skip Verify and telemetry when process.env.IS_VITEST is 'true', which the
  // devstack's config script sets at run time (devstack/demo-server.ts). A production build replaces
  // `process.env` with `{}`, so the build reads that one flag from the page's global instead.
  define: { 'process.env.IS_VITEST': 'globalThis.process?.env?.IS_VITEST' },
  // The production build `npm start` serves (devstack/demo-build.ts): the demo bundles viem and the
  // WalletConnect client for its own panels, so its chunks are large by design.
  build: {
    chunkSizeWarningLimit: 2048,
    rollupOptions: { input: { main: path.join(demoRoot, 'index.html'), elements: path.join(demoRoot, 'elements.html'), wagmi: path.join(demoRoot, 'wagmi.html') } },
  },
  // Pre-bundle the dependencies that only lazily loaded views import, so the dev server never discovers one
  // mid-session (vite would re-optimize and reload the page).
  optimizeDeps: {
    include: ['@walletconnect/universal-provider', 'uqr', '@tanstack/virtual-core', 'viem', 'react-dom/client', 'preact/compat', 'preact/compat/client', 'preact/compat/jsx-runtime'],
  },
});
