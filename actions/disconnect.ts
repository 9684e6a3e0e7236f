/**
 * Disconnects one namespace, or every namespace when none is given. The local state is cleared even when the
 * wallet does not confirm within 3 s (SPEC.md section 8); rejects with 'Failed to disconnect' when it refused.
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { ChainNamespace } from '../domain/entities/connector/connector.js';
import type { WalletportError } from '../domain/entities/errors/base.error.js';

export type DisconnectParameters = {
  namespace?: ChainNamespace | undefined;
};

export type DisconnectReturnType = void;
export type DisconnectErrorType = WalletportError<'DISCONNECT_FAILED'> | WalletportError<'NAMESPACE_NOT_CONFIGURED_FOR_CHAIN'>;

export function disconnect(client: WalletportClient, { namespace }: DisconnectParameters = {}): Promise<DisconnectReturnType> {
  return withCore(client, (core) => core.connection.disconnect(namespace));
}
