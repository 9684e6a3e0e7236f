/**
 * Reown AppKit with its wagmi adapter, as its React installation guide sets it up: a WagmiAdapter, one
 * createAppKit call, the wagmi and react-query providers, and the <appkit-button> web component.
 * The projectId is a dummy: AppKit reaches for its cloud anyway, which the external-hosts column shows.
 */
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi';
import { mainnet, arbitrum } from '@reown/appkit/networks';
import { createAppKit } from '@reown/appkit/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';

const projectId = '00000000000000000000000000000000';
const networks: [typeof mainnet, typeof arbitrum] = [mainnet, arbitrum];
const metadata = { name: 'bench', description: 'Benchmark host page', url: window.location.origin, icons: [] };

const wagmiAdapter = new WagmiAdapter({ networks, projectId });
createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata });

const queryClient = new QueryClient();

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': Record<string, unknown>;
    }
  }
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <appkit-button />
    </QueryClientProvider>
  </WagmiProvider>,
);
