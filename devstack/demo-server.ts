/**
 * Serves the demo host page (demo/) on 127.0.0.1, in one of two modes:
 *
 * - 'build' (the default): the production build of demo-build.ts (cached by a hash of the sources, rebuilt in
 *   a few seconds when they changed), served as static files by a small HTTP server. The page loads a few
 *   bundled files instead of hundreds of modules, so the connect button shows in a fraction of a second.
 * - 'dev': vite's dev server with hot reload, for working on the demo or the modal. `npm start -- --dev`, or
 *   WALLETPORT_DEMO_MODE=dev for anything that starts a devstack (the browser tests included).
 *
 * In both, two scripts are served beside the page: `/devstack-config.js` tells the page where the local
 * cloud, relay, secure site and chains are (and switches the WalletConnect clients' Verify and telemetry calls off, see
 * devstackConfigScript), and `/test-wallet.js` injects the EIP-6963 test wallet (skipped with `?nowallet`,
 * for browser tests that inject their own), and `/solana-test-wallet.js` registers the Wallet Standard Solana test
 * wallet on a page with `?solana` (and not `?nowallet`), `/bitcoin-test-wallet.js` the sats-connect Bitcoin test wallet
 * on a page with `?bitcoin` (and not `?nowallet`). index.html loads them as classic scripts, which the build leaves
 * as they are.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { buildDemo, DEMO_ROOT } from './demo-build.js';
import { bitcoinTestWalletConfig, bitcoinTestWalletInitScript } from './bitcoin-test-wallet/init-script.js';
import { solanaTestWalletConfig, solanaTestWalletInitScript } from './solana-test-wallet/init-script.js';
import { testWalletConfig, testWalletInitScript } from './test-wallet/index.js';

/** `testnet` as DEVSTACK_CHAINS declares it (absent: a testnet). */
export type DemoChain = { chainId: number; name: string; rpcUrl: string; testnet?: boolean | undefined };

/** 'build': the cached production build, served statically; 'dev': vite's dev server. */
export type DemoMode = 'build' | 'dev';

/** The local Solana chain as the page sees it (devstack/solana): the demo adds it with `?solana`. */
export type DemoSolanaChain = { caipNetworkId: string; name: string; rpcUrl: string };

/** The local Bitcoin ledger as the page sees it (devstack/bitcoin): its CAIP-2 id and Esplora API. */
export type DemoBitcoinChain = { caipNetworkId: string; name: string; url: string };

export type StartDemoServerOptions = {
  port: number;
  cloudUrl: string;
  chains: readonly DemoChain[];
  /** The local Solana chain; without it `?solana` adds no network. */
  solana?: DemoSolanaChain | undefined;
  /** The local Bitcoin ledger; without it the Bitcoin test wallet is not injected. */
  bitcoin?: DemoBitcoinChain | undefined;
  /** The local WalletConnect relay, ws://127.0.0.1:<port>; without it the demo's WalletConnect uses the library's. */
  relayUrl?: string | undefined;
  /** The local secure site (the embedded wallet's frame); without it the demo uses the library's default. */
  secureSiteUrl?: string | undefined;
  /** Default: demoModeFromEnv(). */
  mode?: DemoMode | undefined;
};

export type RunningDemo = { url: string; port: number; mode: DemoMode; stop(): Promise<void> };

/** The variable that picks the demo's mode for every devstack started in this process. */
export const DEMO_MODE_ENV = 'WALLETPORT_DEMO_MODE';

/** 'dev' when WALLETPORT_DEMO_MODE=dev, otherwise 'build'. */
export function demoModeFromEnv(env: NodeJS.ProcessEnv = process.env): DemoMode {
  return env[DEMO_MODE_ENV] === 'dev' ? 'dev' : 'build';
}

/** The page-side view of the devstack, read by demo/devstack-config.ts. */
export type DevstackPageConfig = {
  cloudUrl: string;
  chains: readonly DemoChain[];
  solana?: DemoSolanaChain | undefined;
  bitcoin?: DemoBitcoinChain | undefined;
  relayUrl?: string | undefined;
  secureSiteUrl?: string | undefined;
};

/**
 * The config script, a classic script the page runs before any module. Besides the config it switches the
 * WalletConnect clients' Verify and telemetry calls off, for this devstack page only: `isTestRun()` in
 * @walletconnect/utils (process.env.IS_VITEST === 'true') is the one switch that skips both
 * verify.walletconnect.org (a hidden frame on every pairing and request) and pulse.walletconnect.org
 * (STACK-NOTES.md). `global` is what the clients read for React Native hooks; browsers lack it. A production
 * page never gets this script: there Verify stays on.
 */
export function devstackConfigScript(config: DevstackPageConfig): string {
  return [
    '// walletport devstack: where the local services are, and the WalletConnect clients kept on 127.0.0.1.',
    'globalThis.process ??= { env: {} };',
    'globalThis.process.env ??= {};',
    "globalThis.process.env.IS_VITEST = 'true';",
    'globalThis.global ??= globalThis;',
    `window.__WALLETPORT_DEVSTACK__ = ${JSON.stringify(config).replace(/</g, '\\u003c')};`,
    '',
  ].join('\n');
}

/** Answers `/devstack-config.js` and the test wallets' scripts; returns false for any other path. */
function devstackScripts(config: DevstackPageConfig): (request: IncomingMessage, response: ServerResponse) => Promise<boolean> {
  let walletScript: Promise<string> | undefined;
  let solanaWalletScript: Promise<string> | undefined;
  let bitcoinWalletScript: Promise<string> | undefined;
  return async (request, response) => {
    const url = request.url?.split('?')[0];
    if (url === '/devstack-config.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(devstackConfigScript(config));
      return true;
    }
    if (url === '/test-wallet.js') {
      walletScript ??= testWalletInitScript(testWalletConfig({ chains: config.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })) }));
      const script = await walletScript;
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      response.end(`if (!new URLSearchParams(location.search).has('nowallet')) {\n${script}\n}`);
      return true;
    }
    if (url === '/solana-test-wallet.js') {
      const solana = config.solana;
      solanaWalletScript ??= solana === undefined ? Promise.resolve('') : solanaTestWalletInitScript(solanaTestWalletConfig({ rpcUrl: solana.rpcUrl }));
      const script = await solanaWalletScript;
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      // Only a page showing the Solana network gets the wallet: an EVM page's wallet list stays as it was.
      response.end(`if (new URLSearchParams(location.search).has('solana') && !new URLSearchParams(location.search).has('nowallet')) {\n${script}\n}`);
      return true;
    }
    if (url === '/bitcoin-test-wallet.js') {
      const bitcoin = config.bitcoin;
      bitcoinWalletScript ??= bitcoin === undefined ? Promise.resolve('') : bitcoinTestWalletInitScript(bitcoinTestWalletConfig({ url: bitcoin.url }));
      const script = await bitcoinWalletScript;
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
      // Only a page showing the Bitcoin network gets the wallet, as with Solana.
      response.end(`if (new URLSearchParams(location.search).has('bitcoin') && !new URLSearchParams(location.search).has('nowallet')) {\n${script}\n}`);
      return true;
    }
    return false;
  };
}

export async function startDemoServer(options: StartDemoServerOptions): Promise<RunningDemo> {
  const config: DevstackPageConfig = {
    cloudUrl: options.cloudUrl,
    chains: options.chains,
    ...(options.solana === undefined ? {} : { solana: options.solana }),
    ...(options.bitcoin === undefined ? {} : { bitcoin: options.bitcoin }),
    ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
    ...(options.secureSiteUrl === undefined ? {} : { secureSiteUrl: options.secureSiteUrl }),
  };
  const mode = options.mode ?? demoModeFromEnv();
  return mode === 'dev' ? startDevServer(options.port, config) : startBuiltServer(options.port, config);
}

async function startDevServer(port: number, config: DevstackPageConfig): Promise<RunningDemo> {
  const scripts = devstackScripts(config);
  const plugin: Plugin = {
    name: 'walletport-devstack-scripts',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        scripts(request, response).then((answered) => (answered ? undefined : next()), next);
      });
    },
  };
  const server: ViteDevServer = await createServer({
    configFile: path.join(DEMO_ROOT, 'vite.config.ts'),
    root: DEMO_ROOT,
    logLevel: 'warn',
    // A dependency cache of its own per port: two demo servers at once (npm start beside the tests, or the
    // lifecycle test beside the browser journeys) must not re-optimize each other's dependencies, which
    // makes vite answer 504 and reload the page in the middle of a journey.
    cacheDir: path.join(DEMO_ROOT, '../node_modules/.vite-demo', String(port)),
    server: { host: '127.0.0.1', port, strictPort: port !== 0 },
    plugins: [plugin],
  });
  await server.listen();
  const address = server.httpServer?.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return { url: `http://127.0.0.1:${boundPort}`, port: boundPort, mode: 'dev', stop: () => server.close() };
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** The production build, as static files: hashed assets cached for good, index.html (for every page path) never. */
async function startBuiltServer(port: number, config: DevstackPageConfig): Promise<RunningDemo> {
  const { dir } = await buildDemo();
  const scripts = devstackScripts(config);
  const serveFile = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (await scripts(request, response)) return;
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const requested = path.resolve(dir, `.${decodeURIComponent(pathname)}`);
    const inside = requested === dir || requested.startsWith(dir + path.sep);
    const info = inside ? await stat(requested).catch(() => undefined) : undefined;
    // A page path (no file extension) is the one page; a missing file is a 404, not the page.
    const file = info?.isFile() ? requested : inside && path.extname(pathname) === '' ? path.join(dir, 'index.html') : undefined;
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const size = file === requested ? info!.size : (await stat(file)).size;
    const immutable = file.startsWith(path.join(dir, 'assets') + path.sep);
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
  const server = createHttpServer((request, response) => {
    serveFile(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    mode: 'build',
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
