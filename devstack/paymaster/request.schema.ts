/** ERC-7677 requests as they arrive over HTTP: validated here, at the edge, before anything is signed. */
import { isAddress, type Address, type Hex } from 'viem';
import { z } from 'zod';
import type { SponsoredUserOperation } from './sponsorship.js';

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'a 0x-prefixed hex string');
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'a 0x-prefixed hex quantity')
  .transform((value) => BigInt(value));
const address = z.string().refine((value) => isAddress(value, { strict: false }), 'an address').transform((value) => value as Address);
/**
 * EIP-7702 operations name the factory 0x7702. Kept as sent, never padded: bundlers pack the operation with
 * viem's toPackedUserOperation, so the initCode the paymaster hashes on chain is exactly factory ++ factoryData
 * as the wallet sent them (the short marker stays 2 bytes).
 */
const factory = z.union([z.literal('0x7702').transform((marker) => marker as Address), address]);

export const userOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: factory.optional(),
  factoryData: hex.transform((value) => value as Hex).optional(),
  callData: hex.transform((value) => value as Hex),
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
}) satisfies z.ZodType<SponsoredUserOperation, unknown>;

/** [userOperation, entryPoint, chainId (hex), context]: the params of both ERC-7677 methods. */
export const paymasterParamsSchema = z.tuple([
  userOperationSchema,
  address,
  quantity,
  z.record(z.string(), z.unknown()).nullish(),
]);

export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  method: z.string().min(1).max(128),
  params: z.unknown().optional(),
});

export type PaymasterParams = z.infer<typeof paymasterParamsSchema>;
