/**
 * The fee rate a payment pays: the network's estimate for confirmation within 3 blocks (about half an hour),
 * or, where the estimates skip that target, the nearest one given (the faster one on a tie). Never below
 * 1 sat/vB, the least a node relays.
 */
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import type { BitcoinFeeRates } from '../../../ports/bitcoin-api.port.js';

/** Blocks the payment should confirm within. */
export const FEE_TARGET_BLOCKS = 3;
/** sat/vB: Bitcoin Core's default minimum relay fee. */
export const MIN_RELAY_FEE_RATE = 1;

export type ChooseFeeRateParameters = BitcoinFeeRates;
/** sat/vB, possibly fractional. */
export type ChooseFeeRateReturnType = number;
/** No usable estimate at all: the fee cannot be set, so nothing is built. */
export type ChooseFeeRateErrorType = WalletportError<'INVALID_RESPONSE'>;

export function chooseFeeRate(rates: ChooseFeeRateParameters): ChooseFeeRateReturnType {
  let best: { distance: number; target: number; rate: number } | undefined;
  for (const [key, rate] of Object.entries(rates)) {
    const target = Number(key);
    // The API adapter checked the shape; a rate that is not a finite positive number is skipped, not trusted.
    if (!Number.isInteger(target) || target < 1 || !Number.isFinite(rate) || rate <= 0) continue;
    const distance = Math.abs(target - FEE_TARGET_BLOCKS);
    if (!best || distance < best.distance || (distance === best.distance && target < best.target)) best = { distance, target, rate };
  }
  if (!best) throw walletportError('INVALID_RESPONSE', ['the fee estimates'], { details: 'no fee rate for any confirmation target' });
  return Math.max(best.rate, MIN_RELAY_FEE_RATE);
}
