/**
 * ConnectKit as its getting-started guide sets it up: createConfig(getDefaultConfig(...)), the wagmi,
 * react-query and ConnectKit providers and <ConnectKitButton />. The WalletConnect projectId is a dummy.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConnectKitButton, ConnectKitProvider, getDefaultConfig } from 'connectkit';
import { createRoot } from 'react-dom/client';
import { createConfig, http, WagmiProvider } from 'wagmi';
import { mainnet, arbitrum } from 'wagmi/chains';

const config = createConfig(
  getDefaultConfig({
    chains: [mainnet, arbitrum],
    transports: { [mainnet.id]: http(), [arbitrum.id]: http() },
    walletConnectProjectId: '00000000000000000000000000000000',
    appName: 'bench',
  }),
);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <ConnectKitProvider>
        <ConnectKitButton />
      </ConnectKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
