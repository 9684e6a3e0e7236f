/**
 * WalletConnect's bip122, polkadot or cosmos namespace as a WalletConnector (type WALLET_CONNECT, ids
 * 'walletConnectBip122', 'walletConnectPolkadot', 'walletConnectCosmos'), over the same client and session as
 * the eip155 and solana WalletConnect connectors. The connection logic (connect with the others as `linked`,
 * the connector's own chain, switchNetwork without asking, a restore without a prompt, events) is
 * session-namespace-connector.ts's; the namespace's rules are here:
 *
 * - its chains are those of the namespace;
 * - an account must be an address of the namespace (a Bitcoin address of the chain's network, an SS58
 *   address, a bech32 Cosmos address). A Polkadot address of another SS58 network is kept: which network's
 *   addresses a chain takes is the sign-in server's question (it refuses a Kusama address on Polkadot);
 * - getProvider: the namespace's request provider (walletconnect-namespace-provider.ts).
 */
import { isBitcoinAddress } from '../../../domain/entities/address/bitcoinAddress.js';
import { chainAddressFormat } from '../../../domain/entities/address/chainAddressFormat.js';
import { decodeCosmosAddress } from '../../../domain/entities/address/cosmosAddress.js';
import { isAddressForNamespace } from '../../../domain/entities/address/isAddressForNamespace.js';
import { isPolkadotAddress } from '../../../domain/entities/address/ss58.js';
import type { WalletConnectNetwork } from '../../../domain/usecases/walletconnect/index.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { WalletConnectClient } from '../../../ports/walletconnect.port.js';
import { SessionNamespaceConnector } from './session-namespace-connector.js';
import { walletConnectNamespaceConnectorInfo, type WalletConnectOtherNamespace } from './walletconnect-namespace-connector-info.js';
import { WalletConnectNamespaceProvider } from './walletconnect-namespace-provider.js';

export type WalletConnectNamespaceConnectorOptions = {
  namespace: WalletConnectOtherNamespace;
  client: WalletConnectClient;
  /** The configured networks: a connect proposes all of them. */
  networks: readonly WalletConnectNetwork[];
  /** The connectors of the session's other namespaces, read after a connect. */
  linked?: (() => readonly WalletConnector[]) | undefined;
};

const NAMES: Readonly<Record<WalletConnectOtherNamespace, string>> = { bip122: 'Bitcoin', polkadot: 'Polkadot', cosmos: 'Cosmos' };

/** The session's connector of `namespace`: the shared connection logic with the namespace's rules. */
export class WalletConnectNamespaceConnector extends SessionNamespaceConnector {
  constructor({ namespace, client, networks, linked }: WalletConnectNamespaceConnectorOptions) {
    super({
      info: walletConnectNamespaceConnectorInfo(namespace),
      client,
      networks,
      linked,
      rules: {
        name: NAMES[namespace],
        isOwnChain: (chain): chain is string => chain?.startsWith(`${namespace}:`) === true,
        isAccount: (chain, address) => isAccountOf(namespace, chain, address),
        provider: (access) => new WalletConnectNamespaceProvider({ namespace, ...access }),
      },
    });
  }
}

/** Whether `address` can be an account of the namespace on `chain` (see the top of this file). */
function isAccountOf(namespace: WalletConnectOtherNamespace, chain: string, address: string): boolean {
  const format = chainAddressFormat(chain);
  switch (namespace) {
    case 'bip122':
      return format?.namespace === 'bip122' ? isBitcoinAddress(address, format.bitcoinNetwork) : isAddressForNamespace('bip122', address);
    case 'polkadot':
      return isPolkadotAddress(address);
    case 'cosmos':
      return decodeCosmosAddress(address) !== undefined;
  }
}
