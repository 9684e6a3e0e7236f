/**
 * POST /v1/convert/build-transaction: a SwapFeeRouter call the user sends as is. The minimum out is the fresh
 * quote less the slippage, the deadline SWAP_DEADLINE_SECONDS ahead, the gas estimated from the user's account
 * (so a missing approval or balance answers 400 here, not a revert later) unless estimation is disabled.
 */
import type { BuildSwapResponse } from '../../../domain/entities/api/blockchain-api.schema.js';
import type { CloudContext } from '../cloud-context.js';
import { fromChain } from '../chain/use-chain.js';
import { requireAmm } from './cloud-amm.js';
import type { SwapPair } from './convert-input.js';
import { quoteSwap } from './quote-swap.js';
import { minimumOut, swapCall, swapDeadline } from './swap-call.js';
import { SWAP_FIXED_GAS_LIMIT, transactionFees } from './transaction-fees.js';

export type BuildSwapTransactionParameters = {
  pair: SwapPair;
  amountIn: bigint;
  slippagePpm: bigint;
  disableEstimate: boolean;
};

export async function buildSwapTransaction(
  cloud: CloudContext,
  { pair, amountIn, slippagePpm, disableEstimate }: BuildSwapTransactionParameters,
): Promise<BuildSwapResponse> {
  const amm = requireAmm(cloud, 'body.from');
  const { chain, user, from, to } = pair;
  return fromChain(chain, async () => {
    const quote = await quoteSwap({ chain, amm, from, to, amountIn, fields: { pool: 'body.to', amount: 'body.amount' } });
    const call = swapCall({
      path: quote.path,
      amountIn,
      amountOutMin: minimumOut(quote.amountOut, slippagePpm),
      recipient: user.address,
      deadline: swapDeadline(quote.block.timestamp, cloud.now()),
      nativeIn: from.token === undefined,
      nativeOut: to.token === undefined,
    });
    const fees = await transactionFees({
      chain,
      request: { account: user.address, to: amm.feeRouter, data: call.data, value: call.value },
      fixedGas: disableEstimate ? SWAP_FIXED_GAS_LIMIT : undefined,
      field: 'body.from',
    });
    return {
      tx: {
        from: user.address,
        to: amm.feeRouter,
        data: call.data,
        amount: call.value.toString(),
        eip155: { gas: fees.gas.toString(), gasPrice: fees.gasPrice.toString() },
      },
    };
  });
}
