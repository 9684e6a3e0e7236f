/**
 * The page the wagmi journey opens: the README's wagmi app (its config module, its SendUsdc component and the
 * client it imports, swapped for the devstack one) under the README's providers, with what the journey reads:
 * wagmi's own view of the connection, and wagmi's connect and disconnect on buttons. The README's main.tsx is
 * still built beside it (tests/readme/wagmi-apps.ts), with the Base USDC it names, which the devstack lacks.
 */
import type { Address } from 'viem';

export type JourneyEntryParameters = { usdc: Address; receiver: Address };
export type JourneyEntryReturnType = string;
export type JourneyEntryErrorType = never;

/** The module's source text (src/journey.tsx). */
export function journeyEntry({ usdc, receiver }: JourneyEntryParameters): JourneyEntryReturnType {
  return `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { useAccount, useConnect, useDisconnect, WagmiProvider } from 'wagmi';
import { ConnectButton, WalletportProvider } from 'walletport/react';
import { SendUsdc } from './SendUsdc.js';
import { walletport } from './walletport.js';
import { wagmiConfig } from './wagmi.js';

/** wagmi's view: "<status> <address> <chain id>", and its own connect and disconnect. */
function WagmiSide() {
  const { status, address, chainId } = useAccount();
  const { connect, connectors, error } = useConnect();
  const { disconnect } = useDisconnect();
  return (
    <section>
      <p data-testid="wagmi">{\`\${status} \${address ?? '-'} \${chainId ?? '-'}\`}</p>
      <button onClick={() => connect({ connector: connectors[0]! })}>wagmi connect</button>
      <button onClick={() => disconnect()}>wagmi disconnect</button>
      <p data-testid="wagmi-connect-error">{error?.name ?? ''}</p>
    </section>
  );
}

const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiConfig}>
    <QueryClientProvider client={queryClient}>
      <WalletportProvider client={walletport}>
        <ConnectButton />
        <WagmiSide />
        <SendUsdc token="${usdc}" to="${receiver}" />
      </WalletportProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
`;
}
