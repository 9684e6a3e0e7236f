/**
 * Which account on which network the sign-in is about right now (when
 * connected on a supported network). Pure, so the rule is tested on its own (tests/property/siwx.property.test.ts).
 */
import type { CaipNetwork } from '../../entities/network/caipNetwork.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { ConnectionState } from '../connection/index.js';

/**
 * The namespaces whose wallets can sign a sign-in message: EIP-4361 for eip155, Sign-In-With-Solana (CAIP-122) for solana, and CAIP-122 messages signed by
 * sr25519 on polkadot, ADR-036 on cosmos and BIP-322 on bip122 (the verifiers of adapters/siwx).
 */
export const SIWX_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'cosmos', 'bip122'];

export type SiwxTarget = {
  namespace: ChainNamespace;
  /** `eip155:31337:0xab...` */
  caipAddress: string;
  /** The plain address. */
  address: string;
  network: CaipNetwork;
  /** One string per account and network: a new key is a new sign-in question. */
  key: string;
};

export type SiwxTargetParameters = {
  connection: ConnectionState;
  /** The active network of the active namespace, and whether the wallet sits on an unconfigured one. */
  activeCaipNetwork: CaipNetwork;
  isUnsupportedChain: boolean;
  /** The configured networks: a network outside them is never asked about. */
  networks: readonly CaipNetwork[];
  /** The namespaces the sign-in configuration signs in on (SiwxConfig.namespaces); absent: SIWX_NAMESPACES. */
  configured?: readonly string[] | undefined;
};

/**
 * The account to sign in, or undefined when nothing should be asked: not connected, a namespace that cannot
 * sign in (or the configuration does not sign in on), a wallet on an unconfigured network, or a wallet on
 * another chain than the active network.
 */
export function siwxTarget({ connection, activeCaipNetwork, isUnsupportedChain, networks, configured }: SiwxTargetParameters): SiwxTarget | undefined {
  const namespace = connection.activeNamespace;
  if (namespace === undefined || !SIWX_NAMESPACES.includes(namespace)) return undefined;
  if (configured !== undefined && !configured.includes(namespace)) return undefined;
  const current = connection.namespaces[namespace];
  if (current?.status !== 'connected' || current.address === undefined) return undefined;
  if (isUnsupportedChain || activeCaipNetwork.chainNamespace !== namespace) return undefined;
  if (!networks.some((network) => network.caipNetworkId === activeCaipNetwork.caipNetworkId)) return undefined;
  if (current.caipNetworkId !== undefined && current.caipNetworkId !== activeCaipNetwork.caipNetworkId) return undefined;
  const caipAddress = `${activeCaipNetwork.caipNetworkId}:${current.address}`;
  return {
    namespace,
    caipAddress,
    address: current.address,
    network: activeCaipNetwork,
    // eip155 addresses are one account in any case; a base58 (solana) address in another case is another key.
    key: `${activeCaipNetwork.caipNetworkId}:${namespace === 'eip155' ? current.address.toLowerCase() : current.address}`,
  };
}
