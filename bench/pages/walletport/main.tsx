/**
 * walletport's host page: one client, the provider and a ConnectButton. Its services are the devstack's
 * cloud and its networks the devstack's chains, read from window.__WALLETPORT_BENCH__ (the benchmark sets it
 * before the page loads), so nothing it asks for leaves 127.0.0.1.
 */
import { createRoot } from 'react-dom/client';
import { createWalletport } from 'walletport';
import { ConnectButton, WalletportProvider } from 'walletport/react';

type BenchConfig = { cloudUrl: string; chains: { chainId: number; name: string; rpcUrl: string }[] };

const config = (window as unknown as { __WALLETPORT_BENCH__?: BenchConfig }).__WALLETPORT_BENCH__;
if (!config) throw new Error('window.__WALLETPORT_BENCH__ is not set: run this page through `npm run bench`.');

const client = createWalletport({
  projectId: 'walletport-bench',
  networks: config.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    chainNamespace: 'eip155' as const,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  })),
  metadata: { name: 'walletport bench', description: 'Benchmark host page', url: window.location.origin, icons: [] },
  apiUrl: config.cloudUrl,
  rpcUrl: config.cloudUrl,
  pulseUrl: config.cloudUrl,
});

createRoot(document.getElementById('root')!).render(
  <WalletportProvider client={client}>
    <ConnectButton />
  </WalletportProvider>,
);
