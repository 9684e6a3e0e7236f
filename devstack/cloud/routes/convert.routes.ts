/**
 * The swap API (CONTRACTS.md "swap tokens" to "build approve", /v1/convert/*), answered from the local chains'
 * Uniswap V2 pools behind the devstack's SwapFeeRouter (devstack/chains/amm.ts): quotes from the pools'
 * current reserves, allowances read from the tokens, and transactions with real calldata. See README.md.
 */
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { fromChain, supportedChain } from '../chain/use-chain.js';
import { buildSwapTransaction } from '../convert/build-swap-transaction.js';
import { requireAmm } from '../convert/cloud-amm.js';
import { baseUnitsSchema, caip10EvmSchema, requireOneChain, slippageSchema, swapAccount, swapAsset, swapPair } from '../convert/convert-input.js';
import { gasPriceTiers } from '../convert/gas-price-tiers.js';
import { quoteSwap } from '../convert/quote-swap.js';
import { swapTokens } from '../convert/swap-tokens.js';
import { transactionFees } from '../convert/transaction-fees.js';
import { caipNetworkIdSchema } from '../http/common-schemas.js';
import { badRequest } from '../http/http-error.js';
import { parseJsonBody } from '../http/read-body.js';
import { jsonReply } from '../http/reply.js';
import type { Router } from '../http/router.js';
import { parseInput, queryObject } from '../http/validate.js';

const chainQuerySchema = z.object({ chainId: caipNetworkIdSchema });

const pairFields = { userAddress: caip10EvmSchema, from: caip10EvmSchema, to: caip10EvmSchema };

const quoteQuerySchema = z.object({
  amount: baseUnitsSchema,
  ...pairFields,
  // The client sends the gas price it shows; a pool quote does not depend on it, so it is only checked.
  gasPrice: z.string().regex(/^[0-9]{1,78}$/, 'Expected the gas price in wei (digits only)').optional(),
});

const allowanceQuerySchema = z.object({ tokenAddress: caip10EvmSchema, userAddress: caip10EvmSchema });

const buildBodySchema = z.object({
  amount: baseUnitsSchema,
  eip155: z.object({ slippage: slippageSchema }),
  projectId: z.string().max(128).optional(),
  ...pairFields,
  disableEstimate: z.boolean().optional(),
});

const approveQuerySchema = z.object(pairFields);

export function convertRoutes(router: Router, cloud: CloudContext): void {
  router.add('GET', '/v1/convert/tokens', 'api', ({ query, baseUrl }) => {
    const { chainId } = parseInput(chainQuerySchema, queryObject(query), 'query');
    const chain = supportedChain(cloud, chainId);
    return jsonReply({ tokens: swapTokens({ caipId: chain.caipId, book: cloud.book, baseUrl }) });
  });

  router.add('GET', '/v1/convert/gas-price', 'api', async ({ query }) => {
    const { chainId } = parseInput(chainQuerySchema, queryObject(query), 'query');
    const chain = supportedChain(cloud, chainId);
    return jsonReply(gasPriceTiers(await fromChain(chain, () => chain.client.getGasPrice())));
  });

  router.add('GET', '/v1/convert/quotes', 'api', async ({ query }) => {
    const input = parseInput(quoteQuerySchema, queryObject(query), 'query');
    const { chain, from, to } = swapPair(cloud, input, 'query');
    const amm = requireAmm(cloud, 'query.from');
    const quote = await fromChain(chain, () =>
      quoteSwap({ chain, amm, from, to, amountIn: input.amount, fields: { pool: 'query.to', amount: 'query.amount' } }),
    );
    return jsonReply({
      quotes: [
        {
          // The block the reserves were read at: the same id means the same pool state.
          id: `${chain.caipId}:${quote.block.number}`,
          fromAmount: quote.amountIn.toString(),
          fromAccount: input.from,
          toAmount: quote.amountOut.toString(),
          toAccount: input.to,
        },
      ],
    });
  });

  router.add('GET', '/v1/convert/allowance', 'api', async ({ query }) => {
    const input = parseInput(allowanceQuerySchema, queryObject(query), 'query');
    const user = swapAccount(cloud, input.userAddress, 'query.userAddress');
    const asset = swapAsset(cloud, input.tokenAddress, 'query.tokenAddress');
    const chain = requireOneChain([
      { field: 'query.tokenAddress', value: asset },
      { field: 'query.userAddress', value: user },
    ]);
    // The native currency is sent as the call's value: nothing to approve, so nothing can be short of it.
    if (!asset.token) return jsonReply({ allowance: maxUint256.toString() });
    const { address } = asset.token;
    const amm = requireAmm(cloud, 'query.tokenAddress');
    const allowance = await fromChain(chain, () =>
      chain.client.readContract({ address, abi: erc20Abi, functionName: 'allowance', args: [user.address, amm.feeRouter] }),
    );
    return jsonReply({ allowance: allowance.toString() });
  });

  router.add('POST', '/v1/convert/build-transaction', 'api', async ({ bodyText }) => {
    const body = parseInput(buildBodySchema, parseJsonBody(bodyText), 'body');
    const pair = swapPair(cloud, body, 'body');
    const built = await buildSwapTransaction(cloud, {
      pair,
      amountIn: body.amount,
      slippagePpm: body.eip155.slippage,
      disableEstimate: body.disableEstimate ?? false,
    });
    return jsonReply(built);
  });

  router.add('GET', '/v1/convert/build-approve', 'api', async ({ query }) => {
    const input = parseInput(approveQuerySchema, queryObject(query), 'query');
    const { chain, user, from } = swapPair(cloud, input, 'query');
    if (!from.token) throw badRequest('query.from', 'The native currency is sent as value and needs no approval');
    const amm = requireAmm(cloud, 'query.from');
    // Unlimited, like the usual swap front ends: the contract API takes no amount, and one approval then
    // covers every later swap of this token instead of one approval transaction before each.
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [amm.feeRouter, maxUint256] });
    const token = from.token.address;
    const fees = await fromChain(chain, () =>
      transactionFees({ chain, request: { account: user.address, to: token, data, value: 0n }, fixedGas: undefined, field: 'query.from' }),
    );
    return jsonReply({
      tx: { from: user.address, to: token, data, value: '0', eip155: { gas: fees.gas.toString(), gasPrice: fees.gasPrice.toString() } },
    });
  });
}
