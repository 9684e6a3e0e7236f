/**
 * What goes with a disconnect besides the connection itself: the stored social login,
 * the WalletConnect pairing (URI, expiry and the deep-link choice, which the pairing owns and clears in its
 * reset) and the sign-in sessions of the namespaces. The pairing and the sessions belong to other use
 * cases: their failure is logged and does not undo the disconnect.
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { runSafely } from '../shared/index.js';
import type { ConnectionStore } from './connection.store.js';

export type SessionDataOwners = {
  store: Pick<ConnectionStore, 'clearSocialLogin'>;
  logger: Logger;
  pairing?: { reset(): void } | undefined;
  sessions?: { clear(namespace: ChainNamespace): unknown } | undefined;
};

export function resetSessionData({ store, logger, pairing, sessions }: SessionDataOwners, namespaces: readonly ChainNamespace[]): void {
  store.clearSocialLogin();
  runSafely(logger, 'reset the pairing', () => pairing?.reset());
  for (const namespace of namespaces) runSafely(logger, `clear the ${namespace} sessions`, () => sessions?.clear(namespace));
}
