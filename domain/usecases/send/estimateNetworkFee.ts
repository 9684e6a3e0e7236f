/**
 * The network fee of a send (the preview shows it): the gas the transfer needs,
 * estimated by the chain, times the network's gas price. The same estimate sizes what Max keeps back.
 */
import type { ChainAdapter, SendTransactionParameters } from '../../../ports/chain-adapter.port.js';
import { BigDecimal } from '../../entities/number/bigDecimal.js';
import { usdValue } from '../../entities/token/usdValue.js';

export type NetworkFee = {
  /** The gas the transaction needs; undefined on solana (a fee per signature, no gas). */
  readonly gas: bigint | undefined;
  readonly gasPrice: bigint | undefined;
  /** gas * gasPrice (solana: the message's fee), in the native currency's smallest unit. */
  readonly fee: bigint;
  /** The fee in the native currency, as a decimal string ('0.000021'). */
  readonly amount: string;
  readonly symbol: string;
  /** The fee in US dollars as an exact decimal ('0.042'), when the native currency has a price. */
  readonly usd: string | undefined;
  /**
   * Solana: what the sender also pays to open the receiver's token account (its rent-exempt deposit), in the
   * native currency ('0.00203928'), so the preview shows everything the send costs; absent when nothing is opened.
   */
  readonly accountRent?: { readonly amount: string; readonly usd: string | undefined } | undefined;
};

export type EstimateNetworkFeeParameters = {
  adapter: Pick<ChainAdapter, 'estimateGas' | 'getGasPrice'>;
  from: string;
  caipNetworkId: string;
  transaction: SendTransactionParameters;
  nativeCurrency: { symbol: string; decimals: number };
  /** The native currency's price in US dollars, when known. */
  nativePrice: number | undefined;
};

export type EstimateNetworkFeeReturnType = NetworkFee;

/** Rejects with the chain's typed error when the gas cannot be estimated or the adapter has no gas price. */
export async function estimateNetworkFee({
  adapter,
  from,
  caipNetworkId,
  transaction,
  nativeCurrency,
  nativePrice,
}: EstimateNetworkFeeParameters): Promise<EstimateNetworkFeeReturnType> {
  if (!adapter.getGasPrice) throw new Error('This chain adapter cannot tell the gas price');
  const [gas, gasPrice] = await Promise.all([
    adapter.estimateGas({ from, caipNetworkId, transaction }),
    adapter.getGasPrice({ caipNetworkId }),
  ]);
  const fee = gas * gasPrice;
  const amount = BigDecimal.fromUnits(fee, nativeCurrency.decimals);
  return { gas, gasPrice, fee, amount: amount.toString(), symbol: nativeCurrency.symbol, usd: usdValue(amount, nativePrice) };
}
