/**
 * EIP-155 chain ids at the wallet edge: the CAIP-2 id the modal speaks (`eip155:137`) and the hex quantity
 * an EIP-1193 wallet speaks (`0x89`). What a wallet sends is untrusted, so it is parsed with zod here.
 */
import { z } from 'zod/mini';
import { parseCaipNetworkId, type CaipNetworkId } from '../../../domain/entities/caip/index.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';

const HEX_QUANTITY = /^0x[0-9a-fA-F]{1,14}$/;
const DECIMAL_REFERENCE = /^[1-9]\d{0,15}$/;

const positiveChainId = lazySchema(() => z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)));

/**
 * A chain id as a wallet reports it (eth_chainId, chainChanged): a hex quantity string. A plain positive
 * integer is tolerated too, since some in-app browsers send one; decimal strings are refused as ambiguous.
 */
export const walletChainIdSchema = lazySchema(() => z.pipe(
  z.union([
    z.pipe(
      z.string().check(z.regex(HEX_QUANTITY)),
      z.transform((hex: string) => Number.parseInt(hex.slice(2), 16)),
    ),
    z.number(),
  ]),
  positiveChainId,
));

/** `eip155:<decimal>` for a numeric chain id. */
export function eip155CaipNetworkId(chainId: number): CaipNetworkId {
  return `eip155:${chainId}`;
}

/**
 * The numeric chain id of an `eip155:<decimal>` CAIP-2 id. Throws INVALID_CAIP2_NETWORK_ID for a malformed
 * id and CHAIN_NOT_SUPPORTED for another namespace.
 */
export function eip155ChainIdOf(caipNetworkId: string): number {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId);
  if (namespace !== 'eip155') {
    throw walletportError('CHAIN_NOT_SUPPORTED', [], { details: `Not an EVM network: ${caipNetworkId}` });
  }
  const chainId = DECIMAL_REFERENCE.test(reference) ? Number(reference) : Number.NaN;
  if (!Number.isSafeInteger(chainId)) {
    throw walletportError('INVALID_CAIP2_NETWORK_ID', [], { details: `Received: ${caipNetworkId}` });
  }
  return chainId;
}

/** The hex quantity wallet methods take (`wallet_switchEthereumChain`'s `chainId`). */
export function eip155ChainIdHex(caipNetworkId: string): `0x${string}` {
  return chainIdHex(eip155ChainIdOf(caipNetworkId));
}

/** True for `eip155:<decimal>` ids `eip155ChainIdOf` accepts. */
export function isEip155CaipNetworkId(value: string): boolean {
  try {
    eip155ChainIdOf(value);
    return true;
  } catch {
    return false;
  }
}

/** A chain id as an EIP-1193 hex quantity: `0x` and lowercase hex digits, no leading zeros (`137` → `0x89`). */
function chainIdHex(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}
