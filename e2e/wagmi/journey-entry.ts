/**
 * The page the wagmi journey opens: the README's wagmi app (its config module, its SendUsdc component and the
 * client it imports, swapped for the devstack one) under the README's providers, with what the journey reads:
 * wagmi's own view of the connection, wagmi's connect and disconnect on buttons, and an EIP-5792 batch of two
 * USDC transfers sent with useSendCalls. The README's main.tsx is
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
import { encodeFunctionData, erc20Abi } from 'viem';
import { useAccount, useConnect, useDisconnect, useSendCalls, WagmiProvider } from 'wagmi';
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

/** Two transfers of 1 USDC to the receiver, as one EIP-5792 batch through the connector's provider. */
function SendBatch() {
  const { sendCalls, data, error } = useSendCalls();
  const transfer = { to: '${usdc}' as const, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: ['${receiver}', 1_000_000n] }) };
  return (
    <section>
      <button onClick={() => sendCalls({ calls: [transfer, transfer] })}>wagmi send calls</button>
      <p data-testid="calls-id">{data?.id ?? ''}</p>
      <p data-testid="calls-error">{error?.message ?? ''}</p>
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
        <SendBatch />
      </WalletportProvider>
    </QueryClientProvider>
  </WagmiProvider>,
);
`;
}
