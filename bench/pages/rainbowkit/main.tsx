/**
 * RainbowKit as its installation guide sets it up: getDefaultConfig, the wagmi, react-query and RainbowKit
 * providers, its stylesheet and <ConnectButton />. The projectId is a dummy.
 */
import '@rainbow-me/rainbowkit/styles.css';
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { mainnet, arbitrum } from 'wagmi/chains';

const config = getDefaultConfig({
  appName: 'bench',
  projectId: '00000000000000000000000000000000',
  chains: [mainnet, arbitrum],
});
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <ConnectButton />
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
