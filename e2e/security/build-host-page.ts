/**
 * A production build of a minimal host page (createWalletport, the provider and a connect button, as a site
 * would write it) for checks that need the page as it ships rather than vite's dev server, which injects
 * inline scripts and styles of its own: for instance a page under a strict Content Security Policy.
 *
 * The page reads the devstack's addresses from its query string (`?config=<JSON>`), so one build serves any
 * devstack. It is built into node_modules/.cache (inside the repository, so React resolves from its
 * node_modules) and removed by `remove()`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { hostPageBuildConfig } from '../../devstack/testing/host-page-build-config.js';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>walletport host page</title></head>
  <body><div id="root"></div><script type="module" src="./main.js"></script></body>
</html>
`;

const MAIN_JS = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletport } from 'walletport';
import { ConnectButton, WalletportProvider } from 'walletport/react';

const config = JSON.parse(new URLSearchParams(location.search).get('config'));
const client = createWalletport({
  projectId: 'walletport-host-page',
  networks: config.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: 'eip155:' + chain.chainId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: chain.testnet ?? true,
  })),
  metadata: { name: 'host page', description: 'host page', url: location.origin, icons: [] },
  apiUrl: config.cloudUrl,
  rpcUrl: config.cloudUrl,
  pulseUrl: config.cloudUrl,
  enableWalletConnect: false,
});
window.walletport = client;
createRoot(document.getElementById('root')).render(createElement(WalletportProvider, { client }, createElement(ConnectButton)));
`;

export type BuiltHostPage = { dir: string; remove(): Promise<void> };

export async function buildHostPage(): Promise<BuiltHostPage> {
  const cache = path.join(REPO_ROOT, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const root = await mkdtemp(path.join(cache, 'walletport-host-page-'));
  await writeFile(path.join(root, 'index.html'), INDEX_HTML);
  await writeFile(path.join(root, 'main.js'), MAIN_JS);
  // The React plugin compiles JSX for development unless NODE_ENV says production (vitest sets 'test').
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildPage(root);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return { dir: path.join(root, 'dist'), remove: () => rm(root, { recursive: true, force: true }) };
}

async function buildPage(root: string): Promise<void> {
  await build({
    ...hostPageBuildConfig(root),
    base: './',
    build: { outDir: path.join(root, 'dist'), emptyOutDir: true, reportCompressedSize: false },
  });
}
