/**
 * CAIP-2 network ids, `namespace:reference` (`eip155:1`, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`).
 * SPEC.md section 5: exactly two parts, the first a known namespace. The reference must also match the
 * CAIP-2 reference grammar, so an id with spaces or stray punctuation never reaches storage keys or RPC maps.
 */
import { walletportError } from '../errors/catalogue.js';
import { isChainNamespace, type ChainNamespace } from './chainNamespace.js';

export type CaipNetworkId = `${ChainNamespace}:${string}`;

export type ParsedCaipNetworkId<TNamespace extends ChainNamespace = ChainNamespace> = {
  namespace: TNamespace;
  reference: string;
};

/** CAIP-2: `[-_a-zA-Z0-9]{1,32}`. */
const REFERENCE_PATTERN = /^[-_a-zA-Z0-9]{1,32}$/;

/** True when `value` is a CAIP-2 reference (the part after the namespace). */
export function isCaipReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}

/** Splits a CAIP-2 id; throws INVALID_CAIP2_NETWORK_ID ('Invalid CAIP-2 network id') when it is not one. */
export function parseCaipNetworkId(id: string): ParsedCaipNetworkId {
  const parts = typeof id === 'string' ? id.split(':') : [];
  const [namespace, reference] = parts;
  if (parts.length !== 2 || !isChainNamespace(namespace) || !isCaipReference(reference)) {
    throw walletportError('INVALID_CAIP2_NETWORK_ID', [], { details: `Received: ${String(id)}` });
  }
  return { namespace, reference };
}

/** Joins a namespace and a reference; throws INVALID_CAIP2_NETWORK_ID when the result would not parse back. */
export function formatCaipNetworkId<TNamespace extends ChainNamespace>(
  namespace: TNamespace,
  reference: string,
): `${TNamespace}:${string}` {
  if (!isChainNamespace(namespace) || !isCaipReference(reference)) {
    throw walletportError('INVALID_CAIP2_NETWORK_ID', [], {
      details: `Received namespace ${String(namespace)} and reference ${String(reference)}`,
    });
  }
  return `${namespace}:${reference}`;
}

/** True when `value` is a string `parseCaipNetworkId` accepts. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  const parts = value.split(':');
  return parts.length === 2 && isChainNamespace(parts[0]) && isCaipReference(parts[1]);
}
