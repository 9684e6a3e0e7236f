/**
 * The browser wallets a page discovers: EIP-6963 (and the legacy `window.ethereum`) always, plus Wallet Standard
 * wallets when the page has a Solana network. The Wallet Standard part is a lazy chunk (LazyDiscovery): an
 * EVM-only page never loads it, and a Solana page loads it when the client starts discovery. A wallet that
 * announces itself both ways is one MULTI_CHAIN row (pair-namespaces.ts). With a bip122 network, the
 * sats-connect wallets of `window.btc_providers` join them, from a chunk of their own loaded the same way.
 */
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import type { ConnectorDiscovery } from '../../../ports/wallet-connector.port.js';
import { Eip6963Discovery } from '../eip6963/eip6963-discovery.adapter.js';
import { CombinedDiscovery } from './combined-discovery.adapter.js';
import { LazyDiscovery } from './lazy-discovery.adapter.js';
import { pairNamespaces } from './pair-namespaces.js';

export type BrowserWalletDiscoveryParameters = {
  enableEIP6963?: boolean | undefined;
  enableInjected?: boolean | undefined;
  /** The CAIP-2 ids of the page's Solana networks; none: no Wallet Standard discovery. */
  solanaNetworks: readonly string[];
  /** The CAIP-2 ids of the page's bip122 networks; none: no sats-connect discovery. */
  bitcoinNetworks?: readonly string[] | undefined;
  /** The namespace of the active network (what a two-namespace wallet's row connects). */
  activeNamespace?: () => ChainNamespace | undefined;
  /** Told when the Wallet Standard or sats-connect chunk fails to load. */
  onError?: (error: unknown) => void;
};
export type BrowserWalletDiscoveryReturnType = ConnectorDiscovery;

export function browserWalletDiscovery(parameters: BrowserWalletDiscoveryParameters): BrowserWalletDiscoveryReturnType {
  const evmAndSolana = evmAndSolanaDiscovery(parameters);
  const bitcoinNetworks = [...(parameters.bitcoinNetworks ?? [])];
  if (bitcoinNetworks.length === 0) return evmAndSolana;
  const bitcoin = new LazyDiscovery({
    load: async () => {
      const { SatsConnectDiscovery } = await import('../bitcoin/discovery-sats-connect.adapter.js');
      return new SatsConnectDiscovery({ networks: bitcoinNetworks });
    },
    ...(parameters.onError === undefined ? {} : { onError: parameters.onError }),
  });
  return new CombinedDiscovery({ sources: [evmAndSolana, bitcoin] });
}

function evmAndSolanaDiscovery(parameters: BrowserWalletDiscoveryParameters): ConnectorDiscovery {
  const eip6963 = new Eip6963Discovery({ enableEIP6963: parameters.enableEIP6963, enableInjected: parameters.enableInjected });
  if (parameters.solanaNetworks.length === 0) return eip6963;
  const networks = [...parameters.solanaNetworks];
  const walletStandard = new LazyDiscovery({
    load: async () => {
      const { WalletStandardDiscovery } = await import('./wallet-standard-discovery.adapter.js');
      return new WalletStandardDiscovery({ networks });
    },
    ...(parameters.onError === undefined ? {} : { onError: parameters.onError }),
  });
  const activeNamespace = parameters.activeNamespace ?? (() => undefined);
  return new CombinedDiscovery({ sources: [eip6963, walletStandard], merge: pairNamespaces({ activeNamespace }) });
}
