/**
 * walletport's host page: one client (bench-client.ts: the devstack's cloud and chains, or the production
 * default services), the provider and a ConnectButton.
 */
import { createRoot } from 'react-dom/client';
import { ConnectButton, WalletportProvider } from 'walletport/react';
import { createBenchClient } from '../bench-client.js';

const client = createBenchClient();

createRoot(document.getElementById('root')!).render(
  <WalletportProvider client={client}>
    <ConnectButton />
  </WalletportProvider>,
);
