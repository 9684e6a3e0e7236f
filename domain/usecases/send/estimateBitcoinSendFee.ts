/**
 * The network fee of a Bitcoin send, for the preview and Max: the fee of the payment the chain adapter would
 * build now (ChainAdapter.prepareTransfer: the sender's coins at the network's 3-block fee rate). Before a
 * receiver is typed the payment goes to the sender itself, and with a zero amount before one is: the fee
 * depends on the coins spent and the outputs' kinds, so it is an estimate until the form is complete.
 *
 * Once the form is complete (a receiver of the active network, a positive amount) the same preflight answers
 * the payment's rules too (bitcoinTransfer.ts): the preview shows a refusal ('Insufficient balance for this
 * amount and the 0.00000627 BTC network fee') before Send is pressed; the send checks again with fresh coins.
 * An answer for an older form changes nothing.
 */
import { checkChainAddress } from '../../entities/address/index.js';
import { bitcoinSpendable, satoshisToBtc } from '../../entities/send/validateBitcoinTransfer.js';
import { usdValue, type TokenBalance } from '../../entities/token/index.js';
import { bitcoinTransferOf, checkBitcoinTransfer } from './bitcoinTransfer.js';
import type { NetworkFee } from './estimateNetworkFee.js';
import { previewTransferFee } from './previewTransferFee.js';
import { senderAddress, type SendContext } from './send.context.js';

export type EstimateBitcoinSendFeeParameters = { readonly token: TokenBalance; readonly amount: string };
export type EstimateBitcoinSendFeeReturnType = NetworkFee | undefined;
/** Never rejects: a fee that cannot be read is logged and left unknown. */
export type EstimateBitcoinSendFeeErrorType = never;

/** The fee of sending `amount` BTC; undefined (and logged) when it cannot be read. */
export async function estimateBitcoinSendFee(
  context: SendContext,
  { token, amount }: EstimateBitcoinSendFeeParameters,
): Promise<EstimateBitcoinSendFeeReturnType> {
  return previewTransferFee(context, {
    namespace: 'bip122',
    amount,
    isReceiver: (address, network) => checkChainAddress({ chainId: network.caipNetworkId, address }).ok,
    transferOf: ({ amount: sent, from, to, network }) => bitcoinTransferOf({ token, amount: sent, from, to, caipNetworkId: network.caipNetworkId }),
    check: (transfer, network) => checkBitcoinTransfer(context.deps, { transfer, symbol: network.nativeCurrency.symbol }),
    networkFee: ({ fee }, { nativePrice, network }) => ({
      gas: undefined,
      gasPrice: undefined,
      fee,
      amount: satoshisToBtc(fee),
      symbol: network.nativeCurrency.symbol,
      usd: usdValue(satoshisToBtc(fee), nativePrice),
    }),
  });
}

/** More satoshis than there will ever be: a payment of it spends every coin, so its fee is that of spending them all. */
const EVERY_COIN = 21_000_000n * 100_000_000n;

export type BitcoinMaxParameters = { readonly token: TokenBalance };
/** The amount in BTC ('0.99999373'); undefined (and logged) when the coins cannot be read. */
export type BitcoinMaxReturnType = string | undefined;
export type BitcoinMaxErrorType = never;

/** Max: every coin less the fee of a payment spending them all, with no change (bitcoinSpendable). */
export async function bitcoinMax(context: SendContext, { token }: BitcoinMaxParameters): Promise<BitcoinMaxReturnType> {
  const from = senderAddress(context);
  const network = context.deps.network.snapshot.activeCaipNetwork;
  if (from === undefined || network.chainNamespace !== 'bip122') return undefined;
  const { receiverAddress } = context.store.snapshot;
  const to = receiverAddress !== undefined && checkChainAddress({ chainId: network.caipNetworkId, address: receiverAddress }).ok ? receiverAddress : from;
  try {
    const transfer = { ...bitcoinTransferOf({ token, amount: '0', from, to, caipNetworkId: network.caipNetworkId }), amount: EVERY_COIN };
    const { facts } = await checkBitcoinTransfer(context.deps, { transfer, symbol: network.nativeCurrency.symbol });
    return satoshisToBtc(bitcoinSpendable(facts));
  } catch (error) {
    context.deps.logger.warn('The spendable BTC could not be read', error);
    return undefined;
  }
}
