/**
 * Reads what the devstack told the page (window.__WALLETPORT_DEVSTACK__) and turns it into walletport
 * options: the local cloud as every service, the local relay for WalletConnect (with the library's telemetry
 * off), the local secure site for the embedded wallet, and the local chains as networks. The config script also switched the WalletConnect clients' Verify
 * calls off before this module loaded (devstack/demo-server.ts); nothing the demo does leaves 127.0.0.1.
 */
import type { CreateWalletportParameters } from 'walletport';
import { withBitcoinNetwork, type DevstackBitcoin } from './bitcoin-network.js';
import { withSignatureNetworks } from './signature-networks.js';

/** The demo's icon, a file of demo/public/ (the favicon too). */
export const DEMO_ICON_PATH = '/icon.svg';

type DevstackChain = { chainId: number; name: string; rpcUrl: string; testnet?: boolean };
type DevstackSolana = { caipNetworkId: string; name: string; rpcUrl: string };
type DevstackPageConfig = {
  cloudUrl: string;
  chains: DevstackChain[];
  solana?: DevstackSolana;
  bitcoin?: DevstackBitcoin;
  relayUrl?: string;
  secureSiteUrl?: string;
};

/**
 * Where the local Solana chain goes among the demo's networks: `?solana` after the EVM chains, `?solana=first`
 * before them (the page opens on it), `?solana=only` alone. Without the parameter the demo is EVM only.
 */
type SolanaPlacement = 'none' | 'after' | 'first' | 'only';

function solanaPlacement(search: string): SolanaPlacement {
  const value = new URLSearchParams(search).get('solana');
  if (value === null) return 'none';
  return value === 'first' || value === 'only' ? value : 'after';
}

declare global {
  interface Window {
    __WALLETPORT_DEVSTACK__?: DevstackPageConfig;
  }
}

export function devstackOptions(): CreateWalletportParameters {
  const config = window.__WALLETPORT_DEVSTACK__;
  if (!config) throw new Error('The demo runs inside the devstack: start it with `npm start`.');
  const evm = config.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    chainNamespace: 'eip155' as const,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    // As the devstack declares it: chain B is a main network, so the identity rule applies there unchanged.
    testnet: chain.testnet ?? true,
  }));
  const withSolanaChain = withSolana(evm, config.solana, solanaPlacement(window.location.search));
  // `?bitcoin`: the local Bitcoin ledger, placed as `?solana` places its chain (bitcoin-network.ts).
  const withChains = withBitcoinNetwork({ networks: withSolanaChain, bitcoin: config.bitcoin, search: window.location.search });
  // `?polkadot` / `?cosmos`: networks without a local chain, for WalletConnect sign-in (signature-networks.ts).
  const [first, ...others] = withSignatureNetworks({ networks: withChains, search: window.location.search });
  if (!first) throw new Error('The devstack told the page no chains.');
  return {
    projectId: 'walletport-demo',
    networks: [first, ...others],
    metadata: {
      name: 'walletport demo',
      description: 'A host page using walletport against the offline devstack',
      url: window.location.origin,
      // An absolute address on the demo's own origin. With none, the WalletConnect client would read the
      // page's <link rel="icon"> and send a data: favicon to the wallet as a broken URL.
      icons: [new URL(DEMO_ICON_PATH, window.location.origin).href],
    },
    apiUrl: config.cloudUrl,
    rpcUrl: config.cloudUrl,
    pulseUrl: config.cloudUrl,
    ...(config.relayUrl ? { relayUrl: config.relayUrl } : {}),
    ...(config.secureSiteUrl ? { secureSiteUrl: config.secureSiteUrl } : {}),
    walletConnect: { telemetryEnabled: false },
    termsConditionsUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
  };
}

type DemoNetwork = NonNullable<CreateWalletportParameters['networks']>[number];

function withSolana(evm: readonly DemoNetwork[], solana: DevstackSolana | undefined, placement: SolanaPlacement): DemoNetwork[] {
  if (!solana || placement === 'none') return [...evm];
  const [, reference = ''] = solana.caipNetworkId.split(':');
  const network: DemoNetwork = {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    chainNamespace: 'solana',
    name: solana.name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
    testnet: true,
  };
  if (placement === 'only') return [network];
  return placement === 'first' ? [network, ...evm] : [...evm, network];
}
