/**
 * The network fee of a Solana send, for the preview and Max: the fee of the transfer's own message, as the
 * chain adapter's preflight reads it (ChainAdapter.prepareTransfer). Before a receiver is typed the transfer
 * goes to the sender itself, and with a zero amount before one is: the fee is per signature, the same for any
 * receiver and amount.
 *
 * Once the form is complete (a Solana receiver, an amount) the same preflight answers the rent and fee rules
 * too (solanaTransfer.ts): the preview shows a refusal ('A new Solana account needs at least ... SOL') before
 * Send is pressed; the send checks again with fresh facts. An answer for an older form changes nothing.
 */
import { isSolanaAddress } from '../../entities/address/index.js';
import { lamportsToSol } from '../../entities/send/lamports.js';
import { usdValue, type TokenBalance } from '../../entities/token/index.js';
import type { NetworkFee } from './estimateNetworkFee.js';
import { previewTransferFee } from './previewTransferFee.js';
import type { SendContext } from './send.context.js';
import { checkSolanaTransfer, solanaTransferOf } from './solanaTransfer.js';

export type EstimateSolanaSendFeeParameters = { readonly token: TokenBalance; readonly amount: string };
export type EstimateSolanaSendFeeReturnType = NetworkFee | undefined;
/** Never rejects: a fee that cannot be read is logged and left unknown. */
export type EstimateSolanaSendFeeErrorType = never;

/** The fee of sending `amount` of `token` on solana; undefined (and logged) when it cannot be read. */
export async function estimateSolanaSendFee(
  context: SendContext,
  { token, amount }: EstimateSolanaSendFeeParameters,
): Promise<EstimateSolanaSendFeeReturnType> {
  return previewTransferFee(context, {
    namespace: 'solana',
    amount,
    isReceiver: (address) => isSolanaAddress(address),
    transferOf: ({ amount: sent, from, to, network }) => solanaTransferOf({ token, amount: sent, from, to, caipNetworkId: network.caipNetworkId }),
    check: (transfer, network) => checkSolanaTransfer(context.deps, { transfer, symbol: network.nativeCurrency.symbol }),
    networkFee: ({ fee, tokenAccountRent }, { nativePrice, network }) => {
      const rent = lamportsToSol(tokenAccountRent);
      return {
        gas: undefined,
        gasPrice: undefined,
        fee,
        amount: lamportsToSol(fee),
        symbol: network.nativeCurrency.symbol,
        usd: usdValue(lamportsToSol(fee), nativePrice),
        accountRent: tokenAccountRent > 0n ? { amount: rent, usd: usdValue(rent, nativePrice) } : undefined,
      };
    },
  });
}
