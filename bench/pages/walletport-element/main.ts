/**
 * walletport's elements page (walletport/element): the walletport page's client, and a
 * <walletport-connect-button> in the HTML instead of React's provider and button. No React on the page.
 * Its services and networks come from window.__WALLETPORT_BENCH__, as for the walletport page.
 */
import { createWalletport } from 'walletport';
import { defineWalletportElements } from 'walletport/element';

/** `cloudUrl: null`: the production default services (the benchmark blocks them and counts the attempts). */
type BenchConfig = { cloudUrl: string | null; chains: { chainId: number; name: string; rpcUrl: string }[] };

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

defineWalletportElements(
  createWalletport({
    projectId: 'walletport-bench',
    networks: [first, ...others],
    metadata: { name: 'walletport bench', description: 'Benchmark host page', url: window.location.origin, icons: [] },
    ...(config.cloudUrl === null ? {} : { apiUrl: config.cloudUrl, rpcUrl: config.cloudUrl, pulseUrl: config.cloudUrl }),
  }),
);
