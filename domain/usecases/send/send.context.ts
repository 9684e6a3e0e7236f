/**
 * What the send's commands share: the store (state, form generations, the pending name lookup, reporting)
 * and the collaborators. The use case builds one context and hands it to each command's module.
 */
import type { SendStore } from './send.store.js';
import type { SendUseCaseDependencies } from './send.types.js';

export type SendContext = {
  readonly store: SendStore;
  readonly deps: SendUseCaseDependencies;
};

/** The active network's namespace (only eip155 sends today). */
export function activeNamespace({ deps }: SendContext): string {
  return deps.network.snapshot.activeCaipNetwork.chainNamespace;
}

/** The connected EVM account, if any. */
export function evmAddress({ deps }: SendContext): string | undefined {
  return deps.connection.snapshot.namespaces.eip155?.address;
}
