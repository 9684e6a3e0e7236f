/**
 * The demo's Polkadot and Cosmos networks (issue 31). No local chain of either exists (STACK-NOTES.md: no
 * runtime for chopsticks, no gaiad), and none is needed: on these namespaces a visitor connects a wallet over
 * WalletConnect and signs in (sr25519, ADR-036), which checks signatures and addresses only. So the networks
 * are the real ones, by their real CAIP-2 ids (the sign-in server and createLocalSiwx know their address rules:
 * domain/entities/address/chainAddressFormat.ts), with no RPC URL: nothing on the page may ask a chain of them,
 * and a request to a public node would leave 127.0.0.1.
 *
 * `?polkadot` adds Polkadot after the page's other networks, `?polkadot=first` before them (the page opens on
 * it), `?polkadot=only` alone; `?cosmos` likewise for the Cosmos Hub. Both flags combine (`?polkadot&cosmos`).
 */
import type { CreateWalletportParameters } from 'walletport';

type DemoNetwork = CreateWalletportParameters['networks'][number];

/** Polkadot's relay chain: the first 32 hex characters of its genesis hash; SS58 prefix 0. */
export const DEMO_POLKADOT_NETWORK = {
  id: '91b171bb158e2d3848fa23a9f1c25182',
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: [] } },
} as const satisfies DemoNetwork;

/** The Cosmos Hub: its chain id is the CAIP-2 reference; bech32 prefix `cosmos`. */
export const DEMO_COSMOS_NETWORK = {
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: [] } },
} as const satisfies DemoNetwork;

type Placement = 'none' | 'after' | 'first' | 'only';

function placement(search: URLSearchParams, flag: string): Placement {
  const value = search.get(flag);
  if (value === null) return 'none';
  return value === 'first' || value === 'only' ? value : 'after';
}

function placed(networks: readonly DemoNetwork[], network: DemoNetwork, where: Placement): DemoNetwork[] {
  if (where === 'none') return [...networks];
  if (where === 'only') return [network];
  return where === 'first' ? [network, ...networks] : [...networks, network];
}

export type WithSignatureNetworksParameters = { networks: readonly DemoNetwork[]; search: string };
export type WithSignatureNetworksReturnType = DemoNetwork[];
export type WithSignatureNetworksErrorType = never;

/**
 * The page's networks with Polkadot and the Cosmos Hub placed as the query string says (Polkadot first, then
 * Cosmos: `?polkadot=only&cosmos` is Polkadot then the Cosmos Hub).
 */
export function withSignatureNetworks({ networks, search }: WithSignatureNetworksParameters): WithSignatureNetworksReturnType {
  const query = new URLSearchParams(search);
  const withPolkadot = placed(networks, DEMO_POLKADOT_NETWORK, placement(query, 'polkadot'));
  return placed(withPolkadot, DEMO_COSMOS_NETWORK, placement(query, 'cosmos'));
}
