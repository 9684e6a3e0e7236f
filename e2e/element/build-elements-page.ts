/**
 * A production build of a minimal host page that uses only walletport/element (createWalletport, one call to
 * defineWalletportElements, a <walletport-connect-button> in the HTML, the account event followed), built the
 * way the package ships the elements: React's names mapped to preact/compat (scripts/preact-specifiers.mjs).
 * For the strict-CSP journey, which also checks the build's module list: no React in it.
 *
 * The page reads the devstack's addresses from its query string (`?config=<JSON>`). It is built into
 * node_modules/.cache (inside the repository, so the packages resolve from its node_modules) and removed by
 * `remove()`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { hostPageBuildConfig } from '../../devstack/testing/host-page-build-config.js';
import { preactAliases } from '../../scripts/preact-specifiers.mjs';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>walletport elements host page</title></head>
  <body>
    <walletport-connect-button></walletport-connect-button>
    <p>Status: <output id="status">disconnected</output></p>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

const MAIN_JS = `
import { createWalletport } from 'walletport';
import { defineWalletportElements } from 'walletport/element';

const config = JSON.parse(new URLSearchParams(location.search).get('config'));
const client = createWalletport({
  projectId: 'walletport-elements-page',
  networks: config.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: 'eip155:' + chain.chainId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: chain.testnet ?? true,
  })),
  metadata: { name: 'elements page', description: 'elements page', url: location.origin, icons: [] },
  apiUrl: config.cloudUrl,
  rpcUrl: config.cloudUrl,
  pulseUrl: config.cloudUrl,
  enableWalletConnect: false,
});
window.walletport = client;
defineWalletportElements(client);
document.addEventListener('walletport-account-change', (event) => {
  document.getElementById('status').textContent = event.detail.status;
});
`;

export type BuiltElementsPage = {
  dir: string;
  /** Every module the build bundled (paths, or ids of vite's own helpers). */
  modules: string[];
  remove(): Promise<void>;
};

export async function buildElementsPage(): Promise<BuiltElementsPage> {
  const cache = path.join(REPO_ROOT, 'node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const root = await mkdtemp(path.join(cache, 'walletport-elements-page-'));
  await writeFile(path.join(root, 'index.html'), INDEX_HTML);
  await writeFile(path.join(root, 'main.js'), MAIN_JS);
  // The React plugin compiles JSX for development unless NODE_ENV says production (vitest sets 'test').
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Rollup.RollupOutput | Rollup.RollupOutput[] | Rollup.RollupWatcher;
  try {
    const config = hostPageBuildConfig(root);
    const aliases = Array.isArray(config.resolve?.alias) ? config.resolve.alias : [];
    output = await build({
      ...config,
      base: './',
      resolve: {
        alias: [{ find: /^walletport\/element$/, replacement: path.join(REPO_ROOT, 'ui-element/index.ts') }, ...preactAliases(), ...aliases],
      },
      build: { outDir: path.join(root, 'dist'), emptyOutDir: true, reportCompressedSize: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const outputs = Array.isArray(output) ? output : 'output' in output ? [output] : [];
  const modules = outputs.flatMap((result) => result.output.flatMap((item) => (item.type === 'chunk' ? item.moduleIds : [])));
  return { dir: path.join(root, 'dist'), modules, remove: () => rm(root, { recursive: true, force: true }) };
}
