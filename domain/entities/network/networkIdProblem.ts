/**
 * What is wrong with a network's CAIP-2 id, in words a page developer can act on, or undefined when nothing
 * is (SPEC.md section 5: a CAIP network id has exactly 2 parts, the first a known namespace). Beyond the
 * shape, a namespace's own reference rule is checked where a wrong reference names no chain a wallet knows:
 * eip155 references are chain numbers and solana references are the first 32 base58 characters of the
 * cluster's genesis hash. Both schemas that read networks from outside (caipNetwork.schema.ts and the
 * options' network schema) use it, so the page hears the same message from either.
 */
import { CHAIN_NAMESPACES } from '../constants.js';

export type NetworkIdProblemParameters = {
  readonly caipNetworkId: string;
  /** The network's declared namespace, when it has one: the id must be on it. */
  readonly chainNamespace?: string | undefined;
};

export type NetworkIdProblemReturnType = string | undefined;

const namespaces: ReadonlySet<string> = new Set(CHAIN_NAMESPACES);
/** Base58 leaves out 0, O, I and l. */
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/;
const EIP155_REFERENCE = /^[1-9][0-9]*$/;

export function networkIdProblem({ caipNetworkId, chainNamespace }: NetworkIdProblemParameters): NetworkIdProblemReturnType {
  const parts = caipNetworkId.split(':');
  const [namespace = '', reference = ''] = parts;
  if (parts.length !== 2 || namespace === '' || reference === '') {
    return `"${caipNetworkId}" is not a CAIP-2 network id (namespace:reference)`;
  }
  if (!namespaces.has(namespace)) {
    return `"${namespace}" is not a known namespace (one of ${CHAIN_NAMESPACES.join(', ')})`;
  }
  if (chainNamespace !== undefined && chainNamespace !== namespace) {
    return `"${caipNetworkId}" is not on the network's namespace ${chainNamespace}`;
  }
  if (namespace === 'solana' && !SOLANA_REFERENCE.test(reference)) {
    return `"${caipNetworkId}": a solana network reference is the first 32 base58 characters of the cluster's genesis hash`;
  }
  if (namespace === 'eip155' && !EIP155_REFERENCE.test(reference)) {
    return `"${caipNetworkId}": an eip155 network reference is the chain's number`;
  }
  return undefined;
}
