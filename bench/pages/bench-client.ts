/**
 * The walletport client both walletport pages (React and elements) create: its services are the devstack's
 * cloud (or, with `cloudUrl: null`, the production defaults, which the benchmark blocks and counts) and its
 * networks the devstack's chains, read from window.__WALLETPORT_BENCH__ (set before the page loads).
 */
import { createWalletport, type WalletportClient } from 'walletport';

/** `cloudUrl: null`: the production default services (the benchmark blocks them and counts the attempts). */
type BenchConfig = { cloudUrl: string | null; chains: { chainId: number; name: string; rpcUrl: string }[] };

export function createBenchClient(): WalletportClient {
  const config = (window as unknown as { __WALLETPORT_BENCH__?: BenchConfig }).__WALLETPORT_BENCH__;
  if (!config) throw new Error('window.__WALLETPORT_BENCH__ is not set: run this page through `npm run bench`.');

  const [first, ...others] = config.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    chainNamespace: 'eip155' as const,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }));
  if (!first) throw new Error('The benchmark gave the page no chains.');

  return createWalletport({
    projectId: 'walletport-bench',
    networks: [first, ...others],
    metadata: { name: 'walletport bench', description: 'Benchmark host page', url: window.location.origin, icons: [] },
    ...(config.cloudUrl === null ? {} : { apiUrl: config.cloudUrl, rpcUrl: config.cloudUrl, pulseUrl: config.cloudUrl }),
  });
}

export type CreateBenchClientParameters = Parameters<typeof createBenchClient>;
export type CreateBenchClientReturnType = ReturnType<typeof createBenchClient>;
