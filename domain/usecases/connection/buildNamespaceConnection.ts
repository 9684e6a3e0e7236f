/**
 * A connected namespace from what the wallet reports: its accounts (the first is the active one) and its
 * CAIP-2 network. EVM addresses are checksummed (EIP-55) and deduplicated; each account gets the type its wallet
 * says it has (walletAccountType): an EVM account is an EOA unless its wallet's capabilities
 * say it batches atomically, the embedded wallet's as any other (its secure site says so while its smart account acts).
 *
 * Throws CONNECT_FAILED when there is no account, INVALID_ADDRESS for an address that is not an EVM address
 * on eip155 or a Solana address on solana, and INVALID_CAIP2_NETWORK_ID when the network is not a CAIP-2 id of the connector's namespace.
 */
import type { AccountEntry } from '../../entities/account/account.js';
import { walletAccountType, type WalletChainCapabilities } from '../../entities/account/walletAccountType.js';
import { checksumEvmAddress } from '../../entities/address/checksumEvmAddress.js';
import { isAddressForNamespace } from '../../entities/address/isAddressForNamespace.js';
import { isSolanaAddress } from '../../entities/address/isSolanaAddress.js';
import { isCaipNetworkId } from '../../entities/caip/caipNetworkId.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import type { NamespaceConnection } from './connection.types.js';
import { sameAccounts, sameHeldConnections } from './heldConnections.js';

export type BuildNamespaceConnectionParameters = {
  namespace: ChainNamespace;
  connectorId: string;
  accounts: readonly string[];
  caipNetworkId: string;
  /** The wallet's capabilities for the active (first) account on this network, when it gave them. */
  capabilities?: WalletChainCapabilities | undefined;
};

/**
 * The address as the modal shows and stores it: EIP-55 on eip155, as given elsewhere. A solana address must be
 * one (32 to 44 base58 characters): a wallet's answer is checked before it is shown or stored.
 */
export function normalizeAddress(namespace: ChainNamespace, address: string): string {
  if (namespace === 'solana' && !isSolanaAddress(address)) throw walletportError('INVALID_ADDRESS', [String(address)]);
  // A bip122 account is a Bitcoin address (of any network: which network's the chain takes is the connector's rule).
  if (namespace === 'bip122' && !isAddressForNamespace('bip122', address)) throw walletportError('INVALID_ADDRESS', [String(address)]);
  if (namespace !== 'eip155') return address;
  try {
    return checksumEvmAddress(address);
  } catch (error) {
    // The same INVALID_ADDRESS, with the refused value kept in `details` for the connect failure it becomes.
    throw walletportError('INVALID_ADDRESS', [String(address)], { cause: error });
  }
}

export function buildNamespaceConnection({
  namespace,
  connectorId,
  accounts,
  caipNetworkId,
  capabilities,
}: BuildNamespaceConnectionParameters): NamespaceConnection {
  if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith(`${namespace}:`)) {
    throw walletportError('INVALID_CAIP2_NETWORK_ID', [], { details: `Received: ${String(caipNetworkId)}` });
  }
  const addresses = [...new Set(accounts.map((account) => normalizeAddress(namespace, account)))];
  const [address] = addresses;
  if (address === undefined) {
    throw walletportError('CONNECT_FAILED', [], { details: 'The wallet returned no accounts' });
  }
  const allAccounts: AccountEntry[] = addresses.map((entry, index) => ({
    address: entry,
    type: walletAccountType({ namespace, capabilities: index === 0 ? capabilities : undefined }),
  }));
  return {
    namespace,
    status: 'connected',
    connectorId,
    address,
    caipAddress: `${caipNetworkId}:${address}`,
    allAccounts,
    caipNetworkId,
  };
}

/** A namespace with no connection. */
export function disconnectedConnection(namespace: ChainNamespace): NamespaceConnection {
  return {
    namespace,
    status: 'disconnected',
    connectorId: undefined,
    address: undefined,
    caipAddress: undefined,
    allAccounts: [],
    caipNetworkId: undefined,
  };
}

/** True when two namespace connections hold the same values (so state is not re-emitted for nothing). */
export function sameConnection(a: NamespaceConnection | undefined, b: NamespaceConnection): boolean {
  if (!a) return false;
  return (
    a.namespace === b.namespace &&
    a.status === b.status &&
    a.connectorId === b.connectorId &&
    a.address === b.address &&
    a.caipAddress === b.caipAddress &&
    a.caipNetworkId === b.caipNetworkId &&
    sameAccounts(a.allAccounts, b.allAccounts) &&
    sameHeldConnections(a.connections ?? [], b.connections ?? [])
  );
}
