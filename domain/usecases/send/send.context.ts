/**
 * What the send's commands share: the store (state, form generations, the pending name lookup, reporting)
 * and the collaborators. The use case builds one context and hands it to each command's module.
 */
import type { SendStore } from './send.store.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import type { SendUseCaseDependencies } from './send.types.js';

export type SendContext = {
  readonly store: SendStore;
  readonly deps: SendUseCaseDependencies;
};

/** The active network's namespace (sends go out on eip155 and solana). */
export function activeNamespace({ deps }: SendContext): string {
  return deps.network.snapshot.activeCaipNetwork.chainNamespace;
}

/** The account connected on the active network's namespace, the one a send goes out from. */
export function senderAddress(context: SendContext): string | undefined {
  const namespace = activeNamespace(context);
  return context.deps.connection.snapshot.namespaces[namespace as ChainNamespace]?.address;
}

/** The connected EVM account, if any. */
export function evmAddress({ deps }: SendContext): string | undefined {
  return deps.connection.snapshot.namespaces.eip155?.address;
}
