import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWalletport } from 'walletport';
import { WalletportProvider } from 'walletport/react';
import { App } from './App.js';
import { devstackOptions } from './devstack-config.js';

const client = createWalletport({ ...devstackOptions(), logLevel: 'warn' });
// Exposed for the browser tests and for poking at the client from the console.
(window as unknown as { walletport: typeof client }).walletport = client;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WalletportProvider client={client}>
      <App />
    </WalletportProvider>
  </StrictMode>,
);
