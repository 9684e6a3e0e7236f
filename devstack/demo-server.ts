/**
 * Serves the demo host page (demo/) with vite on 127.0.0.1. Two scripts are served beside it:
 * `/devstack-config.js` tells the page where the local cloud, relay and chains are (and switches the
 * WalletConnect clients' Verify and telemetry calls off, see devstackConfigScript), and `/test-wallet.js`
 * injects the EIP-6963 test wallet (skipped with `?nowallet`, for browser tests that inject their own).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { testWalletConfig, testWalletInitScript } from './test-wallet/index.js';

export type DemoChain = { chainId: number; name: string; rpcUrl: string };

export type StartDemoServerOptions = {
  port: number;
  cloudUrl: string;
  chains: readonly DemoChain[];
  /** The local WalletConnect relay, ws://127.0.0.1:<port>; without it the demo's WalletConnect uses the library's. */
  relayUrl?: string | undefined;
};

export type RunningDemo = { url: string; port: number; stop(): Promise<void> };

const demoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../demo');

/** The page-side view of the devstack, read by demo/devstack-config.ts. */
export type DevstackPageConfig = { cloudUrl: string; chains: readonly DemoChain[]; relayUrl?: string | undefined };

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

function devstackScripts(config: DevstackPageConfig): Plugin {
  let walletScript: Promise<string> | undefined;
  return {
    name: 'walletport-devstack-scripts',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0];
        if (url === '/devstack-config.js') {
          response.setHeader('Content-Type', 'text/javascript');
          response.setHeader('Cache-Control', 'no-store');
          response.end(devstackConfigScript(config));
          return;
        }
        if (url === '/test-wallet.js') {
          walletScript ??= testWalletInitScript(
            testWalletConfig({ chains: config.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })) }),
          );
          walletScript
            .then((script) => {
              response.setHeader('Content-Type', 'text/javascript');
              response.end(`if (!new URLSearchParams(location.search).has('nowallet')) {\n${script}\n}`);
            })
            .catch(next);
          return;
        }
        next();
      });
    },
  };
}

export async function startDemoServer(options: StartDemoServerOptions): Promise<RunningDemo> {
  const server: ViteDevServer = await createServer({
    configFile: path.join(demoRoot, 'vite.config.ts'),
    root: demoRoot,
    logLevel: 'warn',
    // A dependency cache of its own per port: two demo servers at once (npm start beside the tests, or the
    // lifecycle test beside the browser journeys) must not re-optimize each other's dependencies, which
    // makes vite answer 504 and reload the page in the middle of a journey.
    cacheDir: path.join(demoRoot, '../node_modules/.vite-demo', String(options.port)),
    server: { host: '127.0.0.1', port: options.port, strictPort: options.port !== 0 },
    plugins: [
      devstackScripts({
        cloudUrl: options.cloudUrl,
        chains: options.chains,
        ...(options.relayUrl === undefined ? {} : { relayUrl: options.relayUrl }),
      }),
    ],
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://127.0.0.1:${port}`, port, stop: () => server.close() };
}
