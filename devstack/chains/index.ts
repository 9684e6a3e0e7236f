/**
 * The local EVM chains of the devstack: three anvil processes on 127.0.0.1 (chain ids 31337, 31338, 31339),
 * each with the same contracts at the same addresses (./deployment.ts) and the same seeded balances, plus a
 * smart-account factory with one deployed and one counterfactual smart account (./smart-accounts.ts), plus a
 * Uniswap V2 exchange with seeded pools behind a fee-taking router (./amm.ts).
 *
 *   const chains = await startChains();
 *   ...
 *   await chains.stop();
 *
 * The anvil processes die with this process: stop() ends them, and so do exit, SIGINT, SIGTERM and SIGHUP of
 * this process (the handlers re-raise the signal afterwards when nobody else listens for it, so Ctrl-C still
 * exits). Only a SIGKILL of this process can orphan them.
 */
import { defineChain, type Chain } from 'viem';
import { DEVSTACK_CHAINS, devstackPorts } from '../config.js';
import { startAnvil, type AnvilProcess } from './anvil.js';
import { DEPLOYED_CONTRACTS, defaultNftBaseUri, type DeployedContracts } from './deployment.js';
import { deployAndSeed } from './seed.js';

export { freePort, anvilBinary } from './anvil.js';
export * from './deployment.js';
export * from './smart-accounts.js';
export * from './amm.js';
export * from './account-abstraction.js';
export { DEV_SPONSOR_PAYMASTER_ABI } from './artifacts/dev-sponsor-paymaster.js';

export type ChainKey = keyof typeof DEVSTACK_CHAINS;

export type StartChainsOptions = {
  /** Which chains to start. Default: all (a, b, c). */
  chains?: readonly ChainKey[];
  /** Port per chain. Default: devstackPorts() (8545, 8546, 8547 unless WALLETPORT_CHAIN_*_PORT is set). */
  ports?: Partial<Record<ChainKey, number>>;
  /** Base URI of the NFT's tokenURI. Default: the local cloud's /devstack/nft/ route. */
  nftBaseUri?: string;
  /** Print anvil's RPC log. Default false. */
  verbose?: boolean;
};

export type RunningChain = {
  key: ChainKey;
  chainId: number;
  name: string;
  /** As DEVSTACK_CHAINS declares it: B is a main network, so identity is looked up there. */
  testnet: boolean;
  rpcUrl: string;
  port: number;
  /** The anvil process id (to check that stop() left nothing behind). */
  pid: number;
  /** A viem chain for this devnet, with Multicall3 set. */
  viemChain: Chain;
};

export type RunningChains = {
  chains: RunningChain[];
  contracts: DeployedContracts;
  /** Stops every anvil process and waits for them to exit. Idempotent. */
  stop(): Promise<void>;
};

/** A viem Chain for a local devnet (native currency ETH, Multicall3 at its canonical address). */
export function devnetChain(chainId: number, name: string, rpcUrl: string, testnet = true): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: DEPLOYED_CONTRACTS.multicall3 } },
    testnet,
  });
}

export async function startChains(options: StartChainsOptions = {}): Promise<RunningChains> {
  const keys = options.chains ?? (Object.keys(DEVSTACK_CHAINS) as ChainKey[]);
  const defaults = devstackPorts();
  const defaultPorts: Record<ChainKey, number> = { a: defaults.chainA, b: defaults.chainB, c: defaults.chainC };
  const nftBaseUri = options.nftBaseUri ?? defaultNftBaseUri(defaults.cloud);

  const started: AnvilProcess[] = [];
  const stopAll = async (): Promise<void> => {
    await Promise.all(started.map(async (anvil) => {
      await anvil.stop();
      untrack(anvil);
    }));
  };

  // allSettled, not all: on a failure every chain must have finished starting before stopAll() runs.
  const results = await Promise.allSettled(
    keys.map(async (key): Promise<RunningChain> => {
      const { chainId, name, testnet } = DEVSTACK_CHAINS[key];
      const anvil = await startAnvil({
        chainId,
        port: options.ports?.[key] ?? defaultPorts[key],
        ...(options.verbose === undefined ? {} : { verbose: options.verbose }),
      });
      started.push(anvil);
      track(anvil);
      const viemChain = devnetChain(chainId, name, anvil.rpcUrl, testnet);
      await deployAndSeed({ chain: viemChain, rpcUrl: anvil.rpcUrl, nftBaseUri });
      return { key, chainId, name, testnet, rpcUrl: anvil.rpcUrl, port: anvil.port, pid: anvil.pid, viemChain };
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure !== undefined) {
    await stopAll();
    throw failure.reason;
  }
  const chains = results.map((result) => (result as PromiseFulfilledResult<RunningChain>).value);
  let stopping: Promise<void> | undefined;
  return {
    chains,
    contracts: DEPLOYED_CONTRACTS,
    stop: () => (stopping ??= stopAll()),
  };
}

// --- Cleanup when this process ends -------------------------------------------------------------------------

const live = new Set<AnvilProcess>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killAll(): void {
  for (const anvil of live) {
    try {
      process.kill(anvil.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  uninstall();
  // Keep the default behaviour (exit) unless the host has its own handler.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function install(): void {
  process.on('exit', killAll);
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function uninstall(): void {
  process.off('exit', killAll);
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

function track(anvil: AnvilProcess): void {
  if (live.size === 0) install();
  live.add(anvil);
}

function untrack(anvil: AnvilProcess): void {
  live.delete(anvil);
  if (live.size === 0) uninstall();
}
