/**
 * Gas for a transaction the convert routes build: eth_estimateGas from the user's account plus a margin
 * (pool state may move between building and sending, and a hop that crosses more storage costs more), or a
 * fixed limit when the caller turns estimation off; priced at the chain's eth_gasPrice.
 */
import { BaseError, EstimateGasExecutionError, HttpRequestError, TimeoutError, type Address, type Hex } from 'viem';
import type { CloudChain } from '../chain/chain-set.js';
import { badRequest } from '../http/http-error.js';

/**
 * The limit of a swap built with `disableEstimate`. A one-hop swap through SwapFeeRouter measured up to about
 * 220,000 (token to ETH); a second hop adds one more pair swap (under 100,000), so this leaves room for both.
 */
export const SWAP_FIXED_GAS_LIMIT = 450_000n;

/** Added to an estimate, in percent. */
export const GAS_ESTIMATE_MARGIN_PERCENT = 20n;

/**
 * Added to an estimate on top of the percentage: storage a swap writes only in a later block than the one the
 * estimate ran against. Uniswap V2's pair updates its two price accumulators only when the block time moved
 * since its last trade (two slots, 20,000 each when still zero), and a first fee to the fee account creates
 * it (25,000 for native, 20,000 for a token balance). The property test (swap-quote-vs-chain) caught a swap
 * that ran out of gas by exactly such a difference with the percentage alone.
 */
export const GAS_ESTIMATE_STORAGE_ALLOWANCE = 50_000n;

export type TransactionFeesParameters = {
  chain: CloudChain;
  request: { account: Address; to: Address; data: Hex; value: bigint };
  /** undefined: estimate; else this limit, unestimated. */
  fixedGas: bigint | undefined;
  /** The field a revert answer names. */
  field: string;
};

export type TransactionFeesReturnType = { gas: bigint; gasPrice: bigint };

/** A 400 when the transaction would revert (no allowance, balance too low...); transport failures propagate. */
export async function transactionFees({ chain, request, fixedGas, field }: TransactionFeesParameters): Promise<TransactionFeesReturnType> {
  const [gas, gasPrice] = await Promise.all([
    fixedGas ?? estimateWithMargin(chain, request, field),
    chain.client.getGasPrice(),
  ]);
  return { gas, gasPrice };
}

async function estimateWithMargin(chain: CloudChain, request: TransactionFeesParameters['request'], field: string): Promise<bigint> {
  try {
    const estimate = await chain.client.estimateGas(request);
    return (estimate * (100n + GAS_ESTIMATE_MARGIN_PERCENT)) / 100n + GAS_ESTIMATE_STORAGE_ALLOWANCE;
  } catch (error) {
    if (wouldRevert(error)) {
      const reason = error instanceof BaseError ? error.shortMessage : String(error);
      throw badRequest(field, `The transaction would fail on ${chain.caipId}: ${reason}`);
    }
    throw error;
  }
}

function wouldRevert(error: unknown): boolean {
  if (!(error instanceof EstimateGasExecutionError)) return false;
  return !error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError);
}
