/**
 * The demo's Bitcoin network (issue 31): the devstack's regtest ledger as walletport ships it
 * (walletportBitcoinRegtest), at the address the devstack gives the page (a journey's devstack runs on free
 * ports). The product reads balances, history, UTXOs and fees through the local cloud; the URL is what the
 * network declares (the ledger's Esplora API).
 *
 * `?bitcoin` adds it after the page's other networks, `?bitcoin=first` before them (the page opens on it),
 * `?bitcoin=only` alone, as `?solana` places the Solana chain; applied after `?solana`, so `?solana&bitcoin`
 * is the EVM chains, Solana, then Bitcoin.
 */
import type { CreateWalletportParameters } from 'walletport';
// walletport/networks itself (the demo's vite config aliases only the entries the page loads; the unit test runs in Node).
import { walletportBitcoinRegtest } from '../networks.js';

type DemoNetwork = CreateWalletportParameters['networks'][number];

/** The ledger as window.__WALLETPORT_DEVSTACK__.bitcoin names it (devstack/demo-server.ts). */
export type DevstackBitcoin = { caipNetworkId: string; name: string; url: string };

type Placement = 'none' | 'after' | 'first' | 'only';

function placement(search: string): Placement {
  const value = new URLSearchParams(search).get('bitcoin');
  if (value === null) return 'none';
  return value === 'first' || value === 'only' ? value : 'after';
}

export type DemoBitcoinNetworkParameters = DevstackBitcoin;
export type DemoBitcoinNetworkReturnType = DemoNetwork;
export type DemoBitcoinNetworkErrorType = Error;

/** walletportBitcoinRegtest at the devstack's ledger; a ledger of another chain is a devstack mistake, said loudly. */
export function demoBitcoinNetwork(bitcoin: DemoBitcoinNetworkParameters): DemoBitcoinNetworkReturnType {
  if (bitcoin.caipNetworkId !== walletportBitcoinRegtest.caipNetworkId) {
    throw new Error(`The devstack's Bitcoin ledger is ${bitcoin.caipNetworkId}, not ${walletportBitcoinRegtest.caipNetworkId}`);
  }
  return { ...walletportBitcoinRegtest, rpcUrls: { default: { http: [bitcoin.url] } } };
}

export type WithBitcoinNetworkParameters = { networks: readonly DemoNetwork[]; bitcoin: DevstackBitcoin | undefined; search: string };
export type WithBitcoinNetworkReturnType = DemoNetwork[];
export type WithBitcoinNetworkErrorType = DemoBitcoinNetworkErrorType;

/** The page's networks with the Bitcoin ledger placed as the query string says (none without a ledger). */
export function withBitcoinNetwork({ networks, bitcoin, search }: WithBitcoinNetworkParameters): WithBitcoinNetworkReturnType {
  const where = placement(search);
  if (!bitcoin || where === 'none') return [...networks];
  const network = demoBitcoinNetwork(bitcoin);
  if (where === 'only') return [network];
  return where === 'first' ? [network, ...networks] : [...networks, network];
}
