/**
 * The params of the two wallet RPC methods that move funds, as JSON-RPC sends them (quantities as hex).
 * The embedded-wallet and WalletConnect paths validate requests with these before asking the user.
 * Unknown keys are kept: chains add fields (paymaster, feeCurrency, ...) a wallet must still receive.
 */
import { z } from 'zod/mini';
import { findFeeFieldsViolation } from './assertFeeFields.js';
import { lazySchema } from '../validation/lazySchema.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;
const hexQuantity = lazySchema(() => z.string().check(z.regex(HEX_QUANTITY, 'Expected a hex quantity')));
const hexData = lazySchema(() => z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x-prefixed hex data')));
const address = lazySchema(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed 20-byte address')));
const storageKey = lazySchema(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte storage key')));
const optionalHexQuantity = lazySchema(() => z.optional(hexQuantity));
const optionalHexData = lazySchema(() => z.optional(hexData));

// The refinement can run even when a field failed its regex, so only well-formed quantities are converted.
const toBigInt = (quantity: unknown): bigint | undefined =>
  typeof quantity === 'string' && HEX_QUANTITY.test(quantity) ? BigInt(quantity) : undefined;

/** An EIP-1474 transaction request object (the only param of `eth_sendTransaction`). */
export const rpcTransactionRequestSchema = lazySchema(() => z
  .looseObject({
    from: address,
    to: z.nullish(address),
    gas: optionalHexQuantity,
    gasPrice: optionalHexQuantity,
    maxFeePerGas: optionalHexQuantity,
    maxPriorityFeePerGas: optionalHexQuantity,
    value: optionalHexQuantity,
    nonce: optionalHexQuantity,
    chainId: optionalHexQuantity,
    type: optionalHexQuantity,
    data: optionalHexData,
    input: optionalHexData,
    accessList: z.optional(z.array(z.object({ address, storageKeys: z.array(storageKey) }))),
  })
  .check(
    z.superRefine((request, context) => {
      const violation = findFeeFieldsViolation({
        gasPrice: toBigInt(request.gasPrice),
        maxFeePerGas: toBigInt(request.maxFeePerGas),
        maxPriorityFeePerGas: toBigInt(request.maxPriorityFeePerGas),
      });
      if (violation) context.addIssue({ code: 'custom', message: violation.reason, params: { rule: violation.rule } });
    }),
  ));
export type RpcTransactionRequest = z.infer<typeof rpcTransactionRequestSchema>;

export const ethSendTransactionParamsSchema = lazySchema(() => z.tuple([rpcTransactionRequestSchema]));
export type EthSendTransactionParams = z.infer<typeof ethSendTransactionParamsSchema>;

const capabilities = lazySchema(() => z.record(z.string(), z.unknown()));

/** One call of a `wallet_sendCalls` batch; `to` is required. */
export const rpcSendCallSchema = lazySchema(() => z.looseObject({
  to: address,
  data: optionalHexData,
  value: optionalHexQuantity,
  capabilities: z.optional(capabilities),
}));

/** The single param of `wallet_sendCalls` (EIP-5792); `atomicRequired` is absent in version 1.0 requests. */
export const walletSendCallsParamsSchema = lazySchema(() => z.tuple([
  z.looseObject({
    version: z.string().check(z.minLength(1)),
    id: z.optional(z.string().check(z.minLength(1))),
    from: z.optional(address),
    chainId: hexQuantity,
    atomicRequired: z.optional(z.boolean()),
    calls: z.array(rpcSendCallSchema),
    capabilities: z.optional(capabilities),
  }),
]));
export type WalletSendCallsParams = z.infer<typeof walletSendCallsParamsSchema>;
