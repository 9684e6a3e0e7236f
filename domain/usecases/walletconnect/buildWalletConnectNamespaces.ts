/**
 * The namespaces a WalletConnect session proposal asks for, from the configured networks: eip155 first, then
 * solana, each with every configured chain of the namespace (the requested network first, and a network's
 * deprecated id beside it, since wallets still approve those), the wallet methods the modal may call and the
 * chainChanged and accountsChanged events. Other namespaces have no WalletConnect method set here and are
 * left out. The client proposes them as optional namespaces: modern wallets approve what they support
 * instead of refusing a proposal with a required chain they lack.
 */
import type { WalletConnectNamespaces } from '../../../ports/walletconnect.port.js';

export type WalletConnectNetwork = {
  caipNetworkId: string;
  chainNamespace: string;
  deprecatedCaipNetworkId?: string | undefined;
};

export type BuildWalletConnectNamespacesParameters = {
  networks: readonly WalletConnectNetwork[];
  /** The network the session should start on; listed first in its namespace. */
  caipNetworkId?: string | undefined;
};

/** The wallet methods proposed per namespace, in the order WalletConnect's own helpers list them. */
export const WALLETCONNECT_METHODS = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_sendRawTransaction',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'personal_sign',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_registerOnboarding',
    'wallet_watchAsset',
    'wallet_scanQRCode',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_sendCalls',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
} as const satisfies Record<string, readonly string[]>;

export const WALLETCONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const;

type ProposedNamespace = keyof typeof WALLETCONNECT_METHODS;
const NAMESPACE_ORDER: readonly ProposedNamespace[] = ['eip155', 'solana'];

export function buildWalletConnectNamespaces({
  networks,
  caipNetworkId,
}: BuildWalletConnectNamespacesParameters): WalletConnectNamespaces {
  const namespaces: WalletConnectNamespaces = {};
  for (const namespace of NAMESPACE_ORDER) {
    const ofNamespace = networks.filter((network) => network.chainNamespace === namespace);
    const ordered = [
      ...ofNamespace.filter((network) => network.caipNetworkId === caipNetworkId),
      ...ofNamespace.filter((network) => network.caipNetworkId !== caipNetworkId),
    ];
    const chains = [
      ...new Set(
        ordered.flatMap((network) => [network.caipNetworkId, network.deprecatedCaipNetworkId]).filter(
          (id): id is string => typeof id === 'string' && id.startsWith(`${namespace}:`),
        ),
      ),
    ];
    if (chains.length === 0) continue;
    namespaces[namespace] = { chains, methods: [...WALLETCONNECT_METHODS[namespace]], events: [...WALLETCONNECT_EVENTS] };
  }
  return namespaces;
}
