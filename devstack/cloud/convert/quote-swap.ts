/**
 * A swap quote from the chain's current state: the pairs the factory holds (direct, else through WETH9), their
 * reserves at one block, SwapFeeRouter's fee taken from the input, then Uniswap V2's pricing on the rest.
 * Sent in the same block state, the swap delivers exactly `amountOut`.
 */
import { zeroAddress, type Address, type Block } from 'viem';
import { swapFee, UNISWAP_V2_FACTORY_ABI, UNISWAP_V2_PAIR_ABI } from '../../chains/amm.js';
import type { CloudChain } from '../chain/chain-set.js';
import { isNoContract } from '../chain/read-balances.js';
import { badRequest, type HttpError } from '../http/http-error.js';
import { ammToken, type CloudAmm } from './cloud-amm.js';
import { amountsOut, type HopReserves } from './constant-product.js';
import type { SwapAsset } from './convert-input.js';
import { candidatePairs, isToken0, swapPath } from './swap-path.js';

export type QuoteSwapParameters = {
  chain: CloudChain;
  amm: CloudAmm;
  from: SwapAsset;
  to: SwapAsset;
  /** What the user pays, fee included, in base units of `from`. */
  amountIn: bigint;
  /** The field a "no pool" or "too small" answer names (query.to, body.amount...). */
  fields: { pool: string; amount: string };
};

export type SwapQuote = {
  /** The router path: WETH9 stands for the native currency. */
  path: Address[];
  amountIn: bigint;
  /** SwapFeeRouter's provider fee, taken from amountIn. */
  fee: bigint;
  amountOut: bigint;
  /** The block whose state was read (its time sets swap deadlines). */
  block: Pick<Block<bigint, false, 'latest'>, 'number' | 'timestamp'>;
};

/** 400 for no exchange, no pool or nothing to receive; any other failure is the chain's (502 through fromChain). */
export type QuoteSwapErrorType = HttpError;

export async function quoteSwap({ chain, amm, from, to, amountIn, fields }: QuoteSwapParameters): Promise<SwapQuote> {
  const client = chain.client;
  const block = await client.getBlock({ blockTag: 'latest' });
  const blockNumber = block.number;
  const tokenIn = ammToken(amm, from);
  const tokenOut = ammToken(amm, to);
  const candidates = candidatePairs(tokenIn, tokenOut, amm.weth9);
  const pairs = await Promise.all(
    candidates.map(([tokenA, tokenB]) =>
      client.readContract({ address: amm.factory, abi: UNISWAP_V2_FACTORY_ABI, functionName: 'getPair', args: [tokenA, tokenB], blockNumber }),
    ),
  ).catch((error: unknown) => {
    if (isNoContract(error)) throw badRequest(fields.pool, `No exchange is deployed on ${chain.caipId}`);
    throw error;
  });
  const pairOf = (tokenA: Address, tokenB: Address): Address | undefined => {
    const index = candidates.findIndex(([a, b]) => a === tokenA && b === tokenB);
    const pair = pairs[index];
    return pair && pair !== zeroAddress ? pair : undefined;
  };
  const path = swapPath({ tokenIn, tokenOut, weth9: amm.weth9, hasPair: (a, b) => pairOf(a, b) !== undefined });
  if (!path) throw badRequest(fields.pool, `No pool connects ${from.caip10} and ${to.caip10}`);

  const hops = await Promise.all(
    path.slice(1).map(async (hopOut, index): Promise<HopReserves> => {
      const hopIn = path[index] as Address;
      const pair = pairOf(hopIn, hopOut);
      if (!pair) throw new Error(`swapPath chose ${hopIn}/${hopOut} without a pair`);
      const [reserve0, reserve1] = await client.readContract({ address: pair, abi: UNISWAP_V2_PAIR_ABI, functionName: 'getReserves', blockNumber });
      return isToken0(hopIn, hopOut) ? { reserveIn: reserve0, reserveOut: reserve1 } : { reserveIn: reserve1, reserveOut: reserve0 };
    }),
  );
  const fee = swapFee(amountIn);
  const amountOut = amountsOut({ amountIn: amountIn - fee, hops }).at(-1) ?? 0n;
  if (amountOut === 0n) {
    throw badRequest(fields.amount, 'The amount is too small (or the pool too empty): the swap would return nothing');
  }
  return { path, amountIn, fee, amountOut, block: { number: blockNumber, timestamp: block.timestamp } };
}
