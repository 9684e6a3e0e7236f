/**
 * Which Substrate network an SS58 address belongs to. The same key has one address per network (the prefix
 * byte differs), and a wallet holding a Kusama address has not proven anything about Polkadot: a sign-in or a
 * payment on a network takes that network's addresses only, and says which network the address was for.
 */
import { decodeSs58 } from './ss58.js';

/** The SS58 registry's prefixes for the networks walletport names. */
export const SS58_PREFIXES = { polkadot: 0, kusama: 2, substrate: 42 } as const;

const NETWORK_NAMES: ReadonlyMap<number, string> = new Map([
  [SS58_PREFIXES.polkadot, 'Polkadot'],
  [SS58_PREFIXES.kusama, 'Kusama'],
  [SS58_PREFIXES.substrate, 'generic Substrate'],
]);

export type Ss58NetworkNameParameters = number;
export type Ss58NetworkNameReturnType = string;
export type Ss58NetworkNameErrorType = never;

/** A person-readable name of an SS58 prefix: 'Polkadot', 'Kusama', 'generic Substrate', else 'SS58 network 5'. */
export function ss58NetworkName(prefix: Ss58NetworkNameParameters): Ss58NetworkNameReturnType {
  return NETWORK_NAMES.get(prefix) ?? `SS58 network ${prefix}`;
}

export type CheckSs58NetworkParameters = {
  address: unknown;
  /** The prefix of the network the address must belong to. */
  prefix: number;
};
export type CheckSs58NetworkReturnType =
  | { ok: true; publicKey: Uint8Array }
  | { ok: false; reason: 'invalid' }
  /** A valid address of another network: `prefix` is the one it carries. */
  | { ok: false; reason: 'other-network'; prefix: number };
export type CheckSs58NetworkErrorType = never;

/** Whether `address` is a valid SS58 address of the network `prefix`, and why not. */
export function checkSs58Network({ address, prefix }: CheckSs58NetworkParameters): CheckSs58NetworkReturnType {
  if (typeof address !== 'string') return { ok: false, reason: 'invalid' };
  let decoded: ReturnType<typeof decodeSs58>;
  try {
    decoded = decodeSs58(address);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  return decoded.prefix === prefix ? { ok: true, publicKey: decoded.publicKey } : { ok: false, reason: 'other-network', prefix: decoded.prefix };
}
