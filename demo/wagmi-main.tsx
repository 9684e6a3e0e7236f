/**
 * The demo's wagmi page (wagmi.html): walletport as wagmi's connector, as the README's "With wagmi" sets it up,
 * on wagmi 3 (the repository's `wagmi3`). vite.config.ts resolves `@wagmi/core` to the copy wagmi 3 depends
 * on, so walletport/wagmi's connector and wagmi's hooks share one core (two would never sync).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi3';
import { createWalletport } from 'walletport';
import { ConnectButton, NetworkButton, WalletportProvider } from 'walletport/react';
import { walletportWagmiConfig } from 'walletport/wagmi';
import { devstackOptions } from './devstack-config.js';
import { exposeForTests } from './test-hooks.js';
import { WagmiAccountPanel, WagmiChainPanel, WagmiSendPanel } from './wagmi-page.js';

const client = createWalletport({ ...devstackOptions(), logLevel: 'warn' });
// The client, and its core for the browser tests (demo/test-hooks.ts).
exposeForTests(client);
const wagmiConfig = walletportWagmiConfig(client);
const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <WalletportProvider client={client}>
          <header>
            <h1>walletport with wagmi</h1>
            <nav>
              <a href="/">React demo</a>
            </nav>
            <div className="buttons">
              <NetworkButton />
              <ConnectButton />
            </div>
          </header>
          <main>
            <WagmiAccountPanel />
            <WagmiSendPanel />
            <WagmiChainPanel />
          </main>
        </WalletportProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
