/**
 * The merge of CombinedDiscovery on a page with EIP-6963 and Wallet Standard discovery: each EIP-6963 wallet
 * that is also a Wallet Standard wallet (isSameWalletAcrossNamespaces) becomes one MULTI_CHAIN connector in
 * its place, and its solana side is listed with the EIP-6963 rdns (multi-chain-connector.adapter.ts). The
 * connectors made for a pair are kept for as long as both sides are, so every emission hands out the same
 * objects (the connectors use case and its subscribers key on identity).
 */
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import { isSameWalletAcrossNamespaces } from '../eip6963/dedupe-namespaces.js';
import { describedAs, MultiChainWalletConnector } from './multi-chain-connector.adapter.js';

export type PairNamespacesParameters = { activeNamespace: () => ChainNamespace | undefined };
export type PairNamespacesReturnType = (lists: readonly (readonly WalletConnector[])[]) => readonly WalletConnector[];

type Pair = { solana: WalletConnector; multi: WalletConnector; solanaSide: WalletConnector };

/** A merge for CombinedDiscovery over [EIP-6963 list, Wallet Standard list]. */
export function pairNamespaces({ activeNamespace }: PairNamespacesParameters): PairNamespacesReturnType {
  const pairs = new WeakMap<WalletConnector, Pair>();
  return ([evmList = [], solanaList = []]) => {
    const paired = new Map<WalletConnector, WalletConnector>();
    const evmSide = evmList.map((evm) => {
      const solana = solanaList.find((candidate) => !paired.has(candidate) && isSameWalletAcrossNamespaces({ evm: evm.info, solana: candidate.info }));
      if (solana === undefined) return evm;
      let pair = pairs.get(evm);
      if (pair?.solana !== solana) {
        pair = {
          solana,
          multi: new MultiChainWalletConnector({ evm, solana, activeNamespace }),
          solanaSide: describedAs(solana, { ...solana.info, info: { rdns: evm.info.info?.rdns } }),
        };
        pairs.set(evm, pair);
      }
      paired.set(solana, pair.solanaSide);
      return pair.multi;
    });
    return [...evmSide, ...solanaList.map((solana) => paired.get(solana) ?? solana)];
  };
}
