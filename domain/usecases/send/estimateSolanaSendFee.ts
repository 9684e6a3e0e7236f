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
import { parsePositiveAmount } from '../../entities/send/parsePositiveAmount.js';
import { isNativeBalance, usdValue, type TokenBalance } from '../../entities/token/index.js';
import type { NetworkFee } from './estimateNetworkFee.js';
import { senderAddress, type SendContext } from './send.context.js';
import { checkSolanaTransfer, solanaTransferOf } from './solanaTransfer.js';

export type EstimateSolanaSendFeeParameters = { readonly token: TokenBalance; readonly amount: string };
export type EstimateSolanaSendFeeReturnType = NetworkFee | undefined;

/** The fee of sending `amount` of `token` on solana; undefined (and logged) when it cannot be read. */
export async function estimateSolanaSendFee(
  context: SendContext,
  { token, amount }: EstimateSolanaSendFeeParameters,
): Promise<EstimateSolanaSendFeeReturnType> {
  const { store, deps } = context;
  const from = senderAddress(context);
  const network = deps.network.snapshot.activeCaipNetwork;
  if (from === undefined || network.chainNamespace !== 'solana') return undefined;
  const form = store.currentForm();
  const { receiverAddress, tokenBalances } = store.snapshot;
  // Complete: a Solana receiver and a positive amount (one finer than the token's units is refused as such).
  const complete = receiverAddress !== undefined && isSolanaAddress(receiverAddress) && parsePositiveAmount(amount) !== undefined;
  const to = complete ? receiverAddress : from;
  const transfer = solanaTransferOf({ token, amount: complete ? amount : '0', from, to, caipNetworkId: network.caipNetworkId });
  store.setState({ feeLoading: true });
  try {
    const checked = await checkSolanaTransfer(deps, { transfer, symbol: network.nativeCurrency.symbol });
    const { fee, tokenAccountRent } = checked.facts;
    const nativePrice = tokenBalances.find(isNativeBalance)?.price;
    const rent = lamportsToSol(tokenAccountRent);
    const networkFee: NetworkFee = {
      gas: undefined,
      gasPrice: undefined,
      fee,
      amount: lamportsToSol(fee),
      symbol: network.nativeCurrency.symbol,
      usd: usdValue(lamportsToSol(fee), nativePrice),
      accountRent: tokenAccountRent > 0n ? { amount: rent, usd: usdValue(rent, nativePrice) } : undefined,
    };
    if (form.isCurrent()) store.setState({ networkFee, feeLoading: false, ...(complete && !checked.ok ? { error: checked.error } : {}) });
    return networkFee;
  } catch (error) {
    deps.logger.warn('The network fee could not be estimated', error);
    if (form.isCurrent()) store.setState({ networkFee: undefined, feeLoading: false });
    return undefined;
  }
}

