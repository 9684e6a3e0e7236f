/**
 * CAIP-10 account ids, `namespace:reference:address` (`eip155:1:0xab16...`). SPEC.md section 5: three
 * non-empty parts, the first a known namespace. The parts must also match the CAIP-2/CAIP-10 grammar.
 * Whether the address is valid for its namespace is a separate question: see `isAddressForNamespace`.
 */
import { walletportError } from '../errors/catalogue.js';
import type { ChainNamespace } from './chainNamespace.js';
import { isCaipNetworkId, type CaipNetworkId } from './caipNetworkId.js';

export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

export type ParsedCaipAddress = {
  namespace: ChainNamespace;
  reference: string;
  address: string;
  caipNetworkId: CaipNetworkId;
};

/** CAIP-10: `[-.%a-zA-Z0-9]{1,128}`, wide enough for hex, base58 and bech32 addresses. */
const ADDRESS_PATTERN = /^[-.%a-zA-Z0-9]{1,128}$/;

function splitCaipAddress(value: string): ParsedCaipAddress | undefined {
  const parts = value.split(':');
  const [namespace, reference, address] = parts;
  if (parts.length !== 3 || address === undefined || !ADDRESS_PATTERN.test(address)) return undefined;
  const caipNetworkId = `${namespace}:${reference}`;
  if (!isCaipNetworkId(caipNetworkId)) return undefined;
  return { namespace: namespace as ChainNamespace, reference: reference as string, address, caipNetworkId };
}

/** Splits a CAIP-10 id; throws INVALID_CAIP10_ADDRESS ('Invalid CAIP-10 address') when it is not one. */
export function parseCaipAddress(caipAddress: string): ParsedCaipAddress {
  const parsed = typeof caipAddress === 'string' ? splitCaipAddress(caipAddress) : undefined;
  if (!parsed) throw walletportError('INVALID_CAIP10_ADDRESS', [], { details: `Received: ${String(caipAddress)}` });
  return parsed;
}

/** Joins a network id and an address; throws INVALID_CAIP10_ADDRESS when the result would not parse back. */
export function formatCaipAddress<TNetworkId extends CaipNetworkId>(
  caipNetworkId: TNetworkId,
  address: string,
): `${TNetworkId}:${string}` {
  const caipAddress = `${caipNetworkId}:${address}` as const;
  if (typeof address !== 'string' || !isCaipNetworkId(caipNetworkId) || !ADDRESS_PATTERN.test(address)) {
    throw walletportError('INVALID_CAIP10_ADDRESS', [], { details: `Received: ${caipAddress}` });
  }
  return caipAddress;
}

/** True when `value` is a string `parseCaipAddress` accepts. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  return typeof value === 'string' && splitCaipAddress(value) !== undefined;
}

/**
 * The address part of a CAIP-10 id, for display and lookups. Lenient on purpose: the namespace and
 * reference are not checked, so an id from a wallet on a namespace we do not know still shows its address.
 * Throws INVALID_CAIP_ADDRESS ('Invalid CAIP Address') when there are not three parts or the address is empty.
 */
export function getPlainAddress(caipAddress: string): string {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : [];
  const address = parts[2];
  if (parts.length !== 3 || !address) {
    throw walletportError('INVALID_CAIP_ADDRESS', [], { details: `Received: ${String(caipAddress)}` });
  }
  return address;
}
