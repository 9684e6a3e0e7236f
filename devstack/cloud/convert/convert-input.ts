/**
 * The convert routes' input: zod schemas for the shapes (CAIP-10 ids, integer amounts, slippage), then the
 * checks that need the cloud (a served chain, a token the devstack knows, one chain for every field, two
 * different tokens). Every failure is a 400 whose reason names the field.
 */
import { getAddress, maxUint256, type Address } from 'viem';
import { z } from 'zod';
import type { CloudContext } from '../cloud-context.js';
import { NATIVE_TOKEN_ADDRESS, tokenByAddress, type CloudToken } from '../chain/assets.js';
import type { CloudChain } from '../chain/chain-set.js';
import { supportedChain } from '../chain/use-chain.js';
import { badRequest } from '../http/http-error.js';

const CAIP10_EVM = /^eip155:([1-9][0-9]{0,17}):(0x[0-9a-fA-F]{40})$/;

/** `eip155:<chainId>:<0x address>`: the only kind of account and token id the swap API takes. */
export const caip10EvmSchema = z.string().regex(CAIP10_EVM, 'Expected a CAIP-10 EVM id such as eip155:31337:0x…');

/** A positive whole number of base units that fits a uint256 (78 digits at most before the range check). */
export const baseUnitsSchema = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'Expected a whole number of base units (digits only)')
  .transform((digits) => BigInt(digits))
  .refine((amount) => amount > 0n, 'The amount must be greater than 0')
  .refine((amount) => amount <= maxUint256, 'The amount does not fit in a uint256');

/** Slippage as SPEC.md's constant has it (1 = 1%), 0 to 50 with at most 4 decimals, in parts per million. */
export const slippageSchema = z
  .number({ error: 'Expected the slippage in percent, a number from 0 to 50' })
  .min(0, 'The slippage must be from 0 to 50 percent')
  .max(50, 'The slippage must be from 0 to 50 percent')
  .refine((percent) => /^[0-9]+(\.[0-9]{1,4})?$/.test(String(percent)), 'The slippage takes at most 4 decimals')
  .transform((percent) => percentToPpm(String(percent)));

/** '1.25' (percent) -> 12500 (parts per million), exactly. */
function percentToPpm(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

/** An account of a served chain. */
export type SwapAccount = { caip10: string; chain: CloudChain; address: Address };

/** A token of a served chain: `token` is undefined for the chain's native currency. */
export type SwapAsset = { caip10: string; chain: CloudChain; token: CloudToken | undefined };

function parts(caip10: string): { caipId: string; address: string } {
  const match = CAIP10_EVM.exec(caip10);
  // The schemas ran first; this guards callers that skipped them.
  if (!match?.[1] || !match[2]) throw badRequest('caip10', `${caip10} is not a CAIP-10 EVM id`);
  return { caipId: `eip155:${match[1]}`, address: match[2] };
}

export function swapAccount(cloud: CloudContext, caip10: string, field: string): SwapAccount {
  const { caipId, address } = parts(caip10);
  return { caip10, chain: supportedChain(cloud, caipId, field), address: getAddress(address) };
}

export function swapAsset(cloud: CloudContext, caip10: string, field: string): SwapAsset {
  const { caipId, address } = parts(caip10);
  const chain = supportedChain(cloud, caipId, field);
  if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) return { caip10, chain, token: undefined };
  const token = tokenByAddress(cloud.book, address);
  if (!token) throw badRequest(field, `${address} is not a token the devstack swaps on ${caipId}`);
  return { caip10, chain, token };
}

/** Every field must name the first one's chain. */
export function requireOneChain(fields: readonly { field: string; value: { chain: CloudChain } }[]): CloudChain {
  const [first, ...others] = fields;
  if (!first) throw new Error('requireOneChain needs at least one field');
  for (const other of others) {
    if (other.value.chain.caipId !== first.value.chain.caipId) {
      throw badRequest(other.field, `${other.field} is on ${other.value.chain.caipId}, ${first.field} on ${first.value.chain.caipId}`);
    }
  }
  return first.value.chain;
}

export function requireTwoTokens(from: SwapAsset, to: SwapAsset, toField: string): void {
  if (from.token?.address.toLowerCase() === to.token?.address.toLowerCase()) {
    throw badRequest(toField, 'The tokens to swap from and to are the same');
  }
}

export type SwapPair = { chain: CloudChain; user: SwapAccount; from: SwapAsset; to: SwapAsset };

/** The user and two different tokens, all on one served chain; `part` prefixes the field names. */
export function swapPair(
  cloud: CloudContext,
  input: { userAddress: string; from: string; to: string },
  part: 'query' | 'body',
): SwapPair {
  const user = swapAccount(cloud, input.userAddress, `${part}.userAddress`);
  const from = swapAsset(cloud, input.from, `${part}.from`);
  const to = swapAsset(cloud, input.to, `${part}.to`);
  const chain = requireOneChain([
    { field: `${part}.userAddress`, value: user },
    { field: `${part}.from`, value: from },
    { field: `${part}.to`, value: to },
  ]);
  requireTwoTokens(from, to, `${part}.to`);
  return { chain, user, from, to };
}
