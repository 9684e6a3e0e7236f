/**
 * What to do with a connector given its per-connector status (SPEC.md section 4): a 'connected' (the
 * namespace's active connector) or 'active' (the namespace holds a connection with it) connector is reused
 * without a prompt; a 'disconnected' one is connected again. Any other status is a programming error and
 * raises INVALID_CONNECTION_STATUS ('Invalid connection status'), so a status added later cannot silently
 * fall through to a prompt.
 */
import { walletportError } from '../../entities/errors/catalogue.js';

export type ConnectorConnectionStatus = 'connected' | 'active' | 'disconnected';
export type ConnectionAction = 'reuse' | 'connect';

export function connectionAction(status: ConnectorConnectionStatus | (string & {})): ConnectionAction {
  switch (status) {
    case 'connected':
    case 'active':
      return 'reuse';
    case 'disconnected':
      return 'connect';
    default:
      throw walletportError('INVALID_CONNECTION_STATUS', [], { details: `Received: ${String(status)}` });
  }
}
