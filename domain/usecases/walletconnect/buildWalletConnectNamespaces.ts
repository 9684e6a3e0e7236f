/**
 * The namespaces a WalletConnect session proposal asks for, from the configured networks: eip155 first, then
 * solana, bip122, polkadot and cosmos, each with every configured chain of the namespace (the requested network
 * first, and a network's deprecated id beside it, since wallets still approve those), the wallet methods the
 * modal may call and the namespace's events (chainChanged and accountsChanged; bip122 wallets announce
 * `bip122_addressesChanged`, as WalletConnect's Bitcoin wallets do). The client proposes them as optional namespaces: modern wallets approve what they support
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
  // The bip122 port's methods (ports/bitcoin-wallet.port.ts), WalletConnect's names for them.
  bip122: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
  // Signatures only: walletport has no chain for these (a sign-in signs with polkadot_signMessage / ADR-036).
  polkadot: ['polkadot_signMessage', 'polkadot_signTransaction'],
  cosmos: ['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect'],
} as const satisfies Record<string, readonly string[]>;

export const WALLETCONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const;

type ProposedNamespace = keyof typeof WALLETCONNECT_METHODS;
const NAMESPACE_ORDER: readonly ProposedNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'];

/** The events each namespace's wallets emit. */
const NAMESPACE_EVENTS: Readonly<Record<ProposedNamespace, readonly string[]>> = {
  eip155: WALLETCONNECT_EVENTS,
  solana: WALLETCONNECT_EVENTS,
  bip122: ['bip122_addressesChanged'],
  polkadot: WALLETCONNECT_EVENTS,
  cosmos: WALLETCONNECT_EVENTS,
};

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
    namespaces[namespace] = { chains, methods: [...WALLETCONNECT_METHODS[namespace]], events: [...NAMESPACE_EVENTS[namespace]] };
  }
  return namespaces;
}
