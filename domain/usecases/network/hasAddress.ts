import type { NamespaceConnection } from '../connection/index.js';

/** A wallet holds the namespace: it is connected with an address. */
export function hasAddress(connection: NamespaceConnection | undefined): boolean {
  return connection?.status === 'connected' && connection.address !== undefined;
}
