/**
 * The rule that shows a wallet announcing itself both ways (EIP-6963 for eip155, Wallet Standard for solana)
 * as one row: the two announcements are the same wallet when they carry the same name (trimmed, ignoring
 * case) and the same icon. Wallet Standard has no rdns, so name and icon are what both sides say; requiring
 * both keeps two different wallets that share a name apart.
 */
import type { Connector } from '../../../domain/entities/connector/connector.js';

export type IsSameWalletAcrossNamespacesParameters = { evm: Connector; solana: Connector };

const normalized = (name: string) => name.trim().toLowerCase();

/** True when an EIP-6963 wallet and a Wallet Standard wallet are one wallet (see the top of this file). */
export function isSameWalletAcrossNamespaces({ evm, solana }: IsSameWalletAcrossNamespacesParameters): boolean {
  return (
    evm.type === 'ANNOUNCED' &&
    evm.chain === 'eip155' &&
    solana.chain === 'solana' &&
    normalized(evm.name) === normalized(solana.name) &&
    evm.imageUrl !== undefined &&
    evm.imageUrl === solana.imageUrl
  );
}
