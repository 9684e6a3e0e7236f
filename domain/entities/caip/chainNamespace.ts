import { CHAIN_NAMESPACES } from '../constants.js';

/** A chain family walletport knows how to talk to: the first part of every CAIP id. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

const knownNamespaces: ReadonlySet<string> = new Set(CHAIN_NAMESPACES);

/** True when `value` is one of the namespaces of CHAIN_NAMESPACES (case-sensitive, as CAIP-2 requires). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && knownNamespaces.has(value);
}
