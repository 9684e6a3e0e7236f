/**
 * The numbers a quote shows (SPEC.md sections 4 and 9): the destination amount, its and the source's value in
 * US dollars, the price impact, the slippage allowance and the minimum received, the provider fee, the network
 * fee. Exact decimal arithmetic only (BigDecimal); the float constants and the API's float prices are read
 * through their decimal text, never multiplied as floats.
 */
import {
  SWAP_DESTINATION_AMOUNT_DECIMALS,
  SWAP_GAS_ESTIMATE_DISPLAY_UNITS,
  SWAP_MESSAGE_AMOUNT_DECIMALS,
  SWAP_PROVIDER_FEE_RATE,
} from '../../entities/constants.js';
import { BigDecimal, type BigDecimalInput } from '../../entities/number/bigDecimal.js';
import { formatNumber } from '../../entities/number/formatNumber.js';

/** SWAP_PROVIDER_FEE_RATE (0.0085) as the exact decimal its text says. */
export const PROVIDER_FEE_RATE = BigDecimal.from(String(SWAP_PROVIDER_FEE_RATE));

/** Places a price impact is rounded to (half up): it is shown as a percentage like '0.42'. */
const PRICE_IMPACT_DECIMALS = 2;

/** A quote's destination amount (base units) in token units, floored to SWAP_DESTINATION_AMOUNT_DECIMALS (6). */
export function destinationAmount(units: string, decimals: number): string {
  return BigDecimal.fromUnits(BigInt(units), decimals).floor(SWAP_DESTINATION_AMOUNT_DECIMALS).toString();
}

/** The provider's fee: `amount` x SWAP_PROVIDER_FEE_RATE, in the source token's units. */
export function providerFee(amount: BigDecimalInput): string {
  return BigDecimal.from(amount).mul(PROVIDER_FEE_RATE).toString();
}

export type SlippageAmountsReturnType = {
  /** What the slippage may take off `toTokenAmount`: toTokenAmount x slippage / 100. */
  maxSlippage: string;
  /** toTokenAmount - maxSlippage. */
  minimumReceived: string;
};

/** The slippage allowance and the least a swap delivers, for a slippage tolerance in percent. */
export function slippageAmounts(toTokenAmount: BigDecimalInput, slippagePercent: number): SlippageAmountsReturnType {
  const amount = BigDecimal.from(toTokenAmount);
  const maxSlippage = amount.mul(String(slippagePercent)).div(100);
  return { maxSlippage: maxSlippage.toString(), minimumReceived: amount.sub(maxSlippage).toString() };
}

/**
 * How much less the destination is worth than the source, in percent of the source's value, rounded half up to
 * 2 places ('0.85'); undefined when the source has no US dollar value (no price).
 */
export function priceImpact(sourceValueInUsd: string | undefined, destinationValueInUsd: string | undefined): string | undefined {
  if (sourceValueInUsd === undefined || destinationValueInUsd === undefined) return undefined;
  const input = BigDecimal.from(sourceValueInUsd);
  if (input.compare(0) <= 0) return undefined;
  return input.sub(destinationValueInUsd).div(input).mul(100).round(PRICE_IMPACT_DECIMALS).toString();
}

export type NetworkFeeReturnType = {
  /** gasPrice x SWAP_GAS_ESTIMATE_DISPLAY_UNITS (150000), in the native currency's units. */
  gasFee: string;
  /** `gasFee` in US dollars; '0' without a native price. */
  gasFeeInUSD: string;
};

/** The network fee a swap is shown with, from the network's gas price (wei) and the native currency's price. */
export function networkFee(gasPrice: bigint, nativeDecimals: number, nativePriceInUsd: BigDecimalInput): NetworkFeeReturnType {
  const fee = BigDecimal.fromUnits(gasPrice * SWAP_GAS_ESTIMATE_DISPLAY_UNITS, nativeDecimals);
  return { gasFee: fee.toString(), gasFeeInUSD: fee.mul(nativePriceInUsd).toString() };
}

/** An amount in a message: SWAP_MESSAGE_AMOUNT_DECIMALS (3) decimals, rounded half up ('10.000'). */
export function messageAmount(amount: BigDecimalInput): string {
  return formatNumber(amount, { decimals: SWAP_MESSAGE_AMOUNT_DECIMALS });
}

/** The success toast of a swap: 'Swapped 10.000 USDC for 0.003 WETH'. */
export function swapSuccessMessage(parameters: {
  sourceAmount: string;
  sourceSymbol: string;
  toAmount: string;
  toSymbol: string;
}): string {
  const { sourceAmount, sourceSymbol, toAmount, toSymbol } = parameters;
  return `Swapped ${messageAmount(sourceAmount)} ${sourceSymbol} for ${messageAmount(toAmount)} ${toSymbol}`;
}
