/**
 * Switching an EIP-1193 wallet to a network (EIP-3326), adding it first when the wallet does not know it
 * (EIP-3085): wallet_switchEthereumChain; on 4902 or an "Unrecognized chain ID" message,
 * wallet_addEthereumChain with the network's RPC and explorer, then wallet_switchEthereumChain again.
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { SwitchChainError } from '../../../domain/entities/errors/rpc-errors.js';
import type { Eip1193Provider, WalletConnector } from '../../../ports/wallet-connector.port.js';
import { eip155ChainIdHex } from '../evm/eip155-chain-id.js';
import { requestWallet } from './request-wallet.js';

export type SwitchNetworkParameters = Parameters<WalletConnector['switchNetwork']>[0];

/** Some wallets (older MetaMask mobile, several forks) say so in words under a generic code. */
const UNRECOGNIZED_CHAIN_MESSAGE = /unrecognized chain/i;

/** True when the wallet answered a switch with "I do not know this chain". */
export function isUnrecognizedChainError(error: WalletportError): boolean {
  return error instanceof SwitchChainError || UNRECOGNIZED_CHAIN_MESSAGE.test(error.details ?? '');
}

/** The single wallet_addEthereumChain parameter object for a network. */
export function addEthereumChainParameter(network: SwitchNetworkParameters) {
  const { name, symbol, decimals } = network.nativeCurrency;
  return {
    chainId: eip155ChainIdHex(network.caipNetworkId),
    chainName: network.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: [network.rpcUrl],
    ...(network.blockExplorerUrl === undefined ? {} : { blockExplorerUrls: [network.blockExplorerUrl] }),
  };
}

/** Only wallet_switchEthereumChain; rejects with the wallet's typed error (4902 included). */
export async function switchEthereumChain(provider: Eip1193Provider, caipNetworkId: string): Promise<void> {
  await requestWallet(provider, 'wallet_switchEthereumChain', [{ chainId: eip155ChainIdHex(caipNetworkId) }]);
}

/** Switches, adding the chain first when the wallet does not know it. */
export async function switchOrAddEthereumChain(
  provider: Eip1193Provider,
  network: SwitchNetworkParameters,
): Promise<void> {
  const addParameter = addEthereumChainParameter(network); // validates the CAIP id before any prompt
  try {
    await switchEthereumChain(provider, network.caipNetworkId);
    return;
  } catch (error) {
    if (!isUnrecognizedChainError(error as WalletportError)) throw error;
  }
  await requestWallet(provider, 'wallet_addEthereumChain', [addParameter]);
  await switchEthereumChain(provider, network.caipNetworkId);
}
