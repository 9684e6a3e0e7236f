/** startCloud's options and their defaults (devstack/config.ts ports and chains, environment overrides). */
import { fileURLToPath } from 'node:url';
import { DEVSTACK_CHAINS, DEVSTACK_HOST, devstackPorts } from '../config.js';
import { DEV_AMM } from '../chains/amm.js';
import { SOLANA_TOKEN_MINT_ADDRESS } from '../solana/dev-keys.js';
import { SOLANA_DEVSTACK_TOKEN } from '../solana/genesis.js';
import { NFT_COLLECTION, TOKENS } from '../chains/deployment.js';
import { DEFAULT_WALLET_COUNT } from './catalogue/build-catalogue.js';
import { DEFAULT_PRICES, type CloudNft, type CloudToken } from './chain/assets.js';
import type { CloudBitcoinConfig } from './bitcoin/esplora-client.js';
import type { CloudChainConfig } from './chain/chain-set.js';
import type { CloudAmm } from './convert/cloud-amm.js';
import type { CloudSolanaConfig, CloudSolanaToken } from './solana/solana-rpc.js';

export type StartCloudOptions = {
  /** Default devstackPorts().cloud (WALLETPORT_CLOUD_PORT); 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Folder of the SQLite file `cloud.sqlite`, created if missing. Default devstack/data, or
   * WALLETPORT_CLOUD_DATA_DIR. `null` keeps the database in memory (nothing survives a restart).
   */
  dataDir?: string | null;
  /** Catalogue size, at least the well-known wallets plus the test wallet. Default 600, or WALLETPORT_CLOUD_WALLETS. */
  walletCount?: number;
  /** The local chains. Default A, B and C of devstack/config.ts on their configured ports. */
  chains?: readonly CloudChainConfig[];
  /** Chain ids listed by /v1/supported-chains and served by the chain routes. Default A and B (C stays unsupported). */
  supportedChainIds?: readonly number[];
  /** ERC-20 tokens read for balances and history. Default TOKENS of devstack/chains/deployment.ts. */
  tokens?: readonly CloudToken[];
  /** The ERC-721 whose transfers appear in history; null for none. Default NFT_COLLECTION. */
  nft?: CloudNft | null;
  /**
   * The exchange the convert (swap) routes use: WETH9, the Uniswap V2 factory and the SwapFeeRouter. Default
   * DEV_AMM of devstack/chains/amm.ts; null for none (those routes then answer 400).
   */
  amm?: CloudAmm | null;
  /**
   * The local Solana chain (devstack/solana): its CAIP-2 id and RPC URL, and the SPL tokens listed (default the
   * devstack's USDC-like mint). Default none: Solana accounts then answer 400 and supported-chains omits it.
   */
  solana?: { caip2: string; rpcUrl: string; tokens?: readonly CloudSolanaToken[] };
  /**
   * The devstack's Bitcoin ledger (devstack/bitcoin): its CAIP-2 id and Esplora URL. Default none: bip122
   * accounts and the /v1/bitcoin routes then answer 400 and supported-chains omits it (docs/BITCOIN.md).
   */
  bitcoin?: CloudBitcoinConfig;
  /** USD prices by symbol. Default ETH 3000, USDC 1, WETH 3000, SOL 150, BTC 60000. */
  prices?: Readonly<Record<string, number>>;
  /** The clock for stored timestamps and message freshness. Default `() => new Date()`. */
  now?: () => Date;
  /**
   * URL of the devstack's WalletConnect wallet page (devstack/wallet-page): the catalogue then lists
   * 'Walletport Wallet Page' with this `webapp_link`. Default none (no such entry); startDevstack passes it.
   */
  walletPageUrl?: string;
  /**
   * Domains a sign-in message may name when POST /auth/v1/authenticate comes without an Origin header (Node
   * callers); with one, the domain must be the Origin's host. Default `['localhost']`.
   */
  signInDomains?: readonly string[];
  /** The chains' ERC-4337 bundlers (devstack/bundler) that /v1/bundler forwards to. Default none. */
  bundlers?: readonly { chainId: number; url: string }[];
  /** What the paymaster service may grant each project (wei, at each operation's maximum cost). Default 1 ETH. */
  paymasterCapWei?: bigint;
  /**
   * The devstack's on-ramp provider (devstack/onramp), `http://127.0.0.1:<port>`: the /v1/onramp routes and
   * history `onramp=coinbase` forward to it. Default none: those routes answer 503. startDevstack passes it.
   */
  onrampUrl?: string;
};

export type ResolvedCloudOptions = Required<Omit<StartCloudOptions, 'dataDir' | 'nft' | 'walletPageUrl' | 'amm' | 'solana' | 'bitcoin' | 'onrampUrl'>> & {
  solana: CloudSolanaConfig | undefined;
  bitcoin: CloudBitcoinConfig | undefined;
  amm: CloudAmm | undefined;
  dbFile: string | undefined;
  nft: CloudNft | undefined;
  walletPageUrl: string | undefined;
  onrampUrl: string | undefined;
};

/** The devstack Solana chain's USDC-like mint, listed by default. */
const DEVSTACK_SOLANA_TOKEN: CloudSolanaToken = { mint: SOLANA_TOKEN_MINT_ADDRESS, ...SOLANA_DEVSTACK_TOKEN };

export const DB_FILE_NAME = 'cloud.sqlite';

/** The paymaster service's default spending cap per project: about a thousand sponsored operations on a devnet. */
export const DEFAULT_PAYMASTER_CAP_WEI = 10n ** 18n;

/** What testing/sign-in.ts signs for by default when it sends no Origin. */
export const DEFAULT_SIGN_IN_DOMAINS: readonly string[] = ['localhost'];

export function defaultDataDir(): string {
  return process.env['WALLETPORT_CLOUD_DATA_DIR'] ?? fileURLToPath(new URL('../data/', import.meta.url));
}

export function resolveOptions(options: StartCloudOptions): ResolvedCloudOptions {
  const ports = devstackPorts();
  const dataDir = options.dataDir === undefined ? defaultDataDir() : options.dataDir;
  const walletCount = options.walletCount ?? envInt('WALLETPORT_CLOUD_WALLETS') ?? DEFAULT_WALLET_COUNT;
  if (!Number.isInteger(walletCount) || walletCount < 1 || walletCount > 100_000) {
    throw new Error(`walletCount must be a whole number from 1 to 100000, got ${walletCount}`);
  }
  return {
    port: options.port ?? ports.cloud,
    host: options.host ?? DEVSTACK_HOST,
    dbFile: dataDir === null ? undefined : `${dataDir.replace(/[\\/]+$/, '')}/${DB_FILE_NAME}`,
    walletCount,
    chains: options.chains ?? [
      { chainId: DEVSTACK_CHAINS.a.chainId, rpcUrl: `http://${DEVSTACK_HOST}:${ports.chainA}` },
      { chainId: DEVSTACK_CHAINS.b.chainId, rpcUrl: `http://${DEVSTACK_HOST}:${ports.chainB}` },
      { chainId: DEVSTACK_CHAINS.c.chainId, rpcUrl: `http://${DEVSTACK_HOST}:${ports.chainC}` },
    ],
    supportedChainIds: options.supportedChainIds ?? [DEVSTACK_CHAINS.a.chainId, DEVSTACK_CHAINS.b.chainId],
    tokens: options.tokens ?? TOKENS.map(({ symbol, name, decimals, address }) => ({ symbol, name, decimals, address })),
    nft: options.nft === null ? undefined : (options.nft ?? { name: NFT_COLLECTION.name, symbol: NFT_COLLECTION.symbol, address: NFT_COLLECTION.address }),
    amm: options.amm === null ? undefined : (options.amm ?? { weth9: DEV_AMM.weth9, factory: DEV_AMM.factory, feeRouter: DEV_AMM.feeRouter }),
    solana: options.solana === undefined ? undefined : { ...options.solana, tokens: options.solana.tokens ?? [DEVSTACK_SOLANA_TOKEN] },
    bitcoin: options.bitcoin,
    prices: options.prices ?? DEFAULT_PRICES,
    now: options.now ?? (() => new Date()),
    walletPageUrl: options.walletPageUrl,
    signInDomains: options.signInDomains ?? DEFAULT_SIGN_IN_DOMAINS,
    bundlers: options.bundlers ?? [],
    paymasterCapWei: options.paymasterCapWei ?? DEFAULT_PAYMASTER_CAP_WEI,
    onrampUrl: options.onrampUrl,
  };
}

function envInt(name: string): number | undefined {
  const raw = process.env[name];
  return raw === undefined || raw === '' ? undefined : Number(raw);
}
