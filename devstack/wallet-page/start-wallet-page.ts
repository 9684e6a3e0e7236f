/**
 * Serves the wallet page (./app) with vite on 127.0.0.1, on its own port and so its own origin: the dev key it
 * holds never shares an origin with a host page. `/wallet-page-config.js` tells the page where the relay and
 * the chains are.
 *
 *   const walletPage = await startWalletPage({ port: 4400, relayUrl: relay.url, chains });
 *   // open walletPage.url, paste a wc: URI, approve
 *   await walletPage.stop();
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { DEVSTACK_HOST } from '../config.js';
import { BITCOIN_DEV_ACCOUNTS, bitcoinDevKey } from '../bitcoin/dev-keys.js';
import { solanaDevKeypair } from '../solana/dev-keys.js';
import {
  WALLET_PAGE_BUNDLER_NAME,
  WALLET_PAGE_CONFIG_PATH,
  walletPageConfigScript,
  type WalletPageBundler,
  type WalletPageChain,
  type WalletPageConfig,
} from './wallet-page-config.js';

export type StartWalletPageOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The local relay, ws://127.0.0.1:<port>. */
  relayUrl: string;
  /** The local chains; the first is the default chain of new sessions when the dapp asks for none of them. */
  chains: readonly WalletPageChain[];
  /**
   * Vite's dependency cache. Default node_modules/.vite/walletport-wallet-page, apart from the demo's, so the
   * two dev servers never re-optimize each other's dependencies.
   */
  cacheDir?: string;
  /** The local Solana chain: the wallet approves the solana namespace with SOLANA_WALLET_PAGE_ACCOUNT on it. */
  solana?: { caipNetworkId: string; rpcUrl: string } | undefined;
  /** The local Bitcoin ledger: the wallet approves the bip122 namespace with BITCOIN_WALLET_PAGE_ACCOUNT on it. */
  bitcoin?: { caipNetworkId: string; url: string } | undefined;
  /** The bundler sessions name in their properties. Default the local cloud's (WALLET_PAGE_BUNDLER_NAME); null: none. */
  bundler?: WalletPageBundler | null;
};

/** The devstack Solana dev account the wallet page signs with: one no other journey moves funds from. */
export const SOLANA_WALLET_PAGE_ACCOUNT = 1;

/** The devstack Bitcoin dev account the wallet page pays from (P2WPKH), with the P2TR dev account as its ordinals address. */
export const BITCOIN_WALLET_PAGE_ACCOUNT = 2;

/**
 * The wallet page's Polkadot seed and Cosmos key: SHA-256 of a fixed label, as the ledger's dev keys are made.
 * Public development keys: no chain holds anything for them (Polkadot and Cosmos are signatures only here).
 */
export function walletPageSignatureKeys(): { polkadotSeed: string; cosmosPrivateKey: string } {
  const key = (label: string) => createHash('sha256').update(`walletport devstack wallet page ${label}`).digest('hex');
  return { polkadotSeed: key('polkadot'), cosmosPrivateKey: key('cosmos') };
}

function bitcoinKeys(): { payment: string; ordinals: string } {
  const hex = (index: number) => Buffer.from(bitcoinDevKey(index).privateKey).toString('hex');
  return { payment: hex(BITCOIN_WALLET_PAGE_ACCOUNT), ordinals: hex(BITCOIN_DEV_ACCOUNTS.findIndex((account) => account.kind === 'p2tr')) };
}

export type RunningWalletPage = { url: string; port: number; stop(): Promise<void> };

const here = path.dirname(fileURLToPath(import.meta.url));
const appRoot = path.join(here, 'app');
const repositoryRoot = path.resolve(here, '../..');

function configScript(config: WalletPageConfig): Plugin {
  const script = walletPageConfigScript(config);
  return {
    name: 'walletport-wallet-page-config',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== WALLET_PAGE_CONFIG_PATH) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.setHeader('Cache-Control', 'no-store');
        response.end(script);
      });
    },
  };
}

export async function startWalletPage(options: StartWalletPageOptions): Promise<RunningWalletPage> {
  if (options.chains.length === 0) throw new Error('startWalletPage needs at least one chain');
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: appRoot,
    cacheDir: options.cacheDir ?? path.join(repositoryRoot, 'node_modules/.vite/walletport-wallet-page'),
    logLevel: 'warn',
    clearScreen: false,
    // No HMR and no file watcher: the page is a tool, not a work in progress. A reload would drop what a
    // person is in the middle of (and, with ?storage=memory, the sessions), and vite reloads every open page
    // whenever any tsconfig in the repository changes. Restart the devstack after editing the page.
    server: { host: DEVSTACK_HOST, port: options.port, strictPort: options.port !== 0, hmr: false, watch: null },
    // Listed up front so the first page load never waits for (or reloads after) a dependency discovery.
    optimizeDeps: {
      include: [
        '@walletconnect/sign-client',
        'viem',
        'viem/accounts',
        'react',
        'react-dom/client',
        'react/jsx-dev-runtime',
        '@solana/web3.js',
        '@solana/kit',
        '@scure/btc-signer',
        '@polkadot/util-crypto',
        '@cosmjs/amino',
        '@cosmjs/encoding',
        'zod',
      ],
    },
    plugins: [
      react(),
      configScript({
        relayUrl: options.relayUrl,
        chains: options.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
        projectId: 'walletport-wallet-page',
        ...(options.bundler === null ? {} : { bundler: options.bundler ?? { name: WALLET_PAGE_BUNDLER_NAME } }),
        signatureKeys: walletPageSignatureKeys(),
        ...(options.bitcoin === undefined ? {} : { bitcoin: { ...options.bitcoin, ...bitcoinKeys() } }),
        ...(options.solana === undefined
          ? {}
          : {
              solana: {
                ...options.solana,
                // An ed25519 secret key is its 32-byte seed followed by the public key.
                seed: Buffer.from(solanaDevKeypair(SOLANA_WALLET_PAGE_ACCOUNT).secretKey.slice(0, 32)).toString('hex'),
              },
            }),
      }),
    ],
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { url: `http://${DEVSTACK_HOST}:${port}`, port, stop: () => server.close() };
}
