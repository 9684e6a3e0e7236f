/** The exchange the convert routes quote and build against: Uniswap V2 behind the devstack's SwapFeeRouter. */
import type { Address } from 'viem';
import type { CloudContext } from '../cloud-context.js';
import { badRequest } from '../http/http-error.js';
import type { SwapAsset } from './convert-input.js';

export type CloudAmm = {
  /** The router's WETH(): the native currency is swapped as this token. */
  readonly weth9: Address;
  /** UniswapV2Factory, asked for the pairs (getPair). */
  readonly factory: Address;
  /** SwapFeeRouter: what users approve and call. */
  readonly feeRouter: Address;
};

/** The cloud's exchange, or a 400 when it was started without one (`amm: null`). */
export function requireAmm(cloud: CloudContext, field: string): CloudAmm {
  if (!cloud.amm) throw badRequest(field, 'This cloud serves no swaps (started without an exchange)');
  return cloud.amm;
}

/** What the AMM trades for an asset: the token itself, or WETH9 for the native currency. */
export function ammToken(amm: CloudAmm, asset: SwapAsset): Address {
  return asset.token?.address ?? amm.weth9;
}
