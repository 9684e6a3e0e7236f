/**
 * `disconnect` ends the connection of one namespace, or of every configured namespace.
 *
 * Every connector the namespace holds (the active one, the other held connections, a stored leftover) is
 * asked to disconnect, each for at most DISCONNECT_TIMEOUT_MS. Then, whatever the wallets answered, the
 * namespace is cleared (account, stored session), the connectors are remembered as disconnected so a reload
 * does not reconnect them, and the session data goes too (resetSessionData.ts). A wallet that failed is
 * reported with DISCONNECT_ERROR and 'Failed to disconnect'; otherwise DISCONNECT_SUCCESS.
 */
import type { WalletConnector } from '../../../ports/wallet-connector.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { SIGN_OUT_TIMEOUT_MS } from '../../entities/constants.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { parseWalletError } from '../../entities/errors/rpc-errors.js';
import type { ConnectionContext } from './connection.context.js';
import { clearNamespace } from './namespaceSession.js';

/**
 * How long a disconnect waits for the wallet to confirm (3 s); after that the local state is cleared anyway, so a silent wallet cannot keep the user
 * connected.
 */
export const DISCONNECT_TIMEOUT_MS = SIGN_OUT_TIMEOUT_MS;

/** A wallet's answer to a disconnect: undefined when done (or silent past the timeout), else its refusal. */
export type Outcome = { error: unknown } | undefined;

export async function disconnect(context: ConnectionContext, namespace?: ChainNamespace): Promise<void> {
  const { store, resetSessionData } = context;
  store.hydrate();
  const targets = namespace === undefined ? store.namespaces : [store.requireNamespace(namespace)];
  const outcomes = await Promise.all(targets.map((target) => disconnectNamespace(context, target)));
  resetSessionData(targets);
  const failure = outcomes.find((outcome) => outcome !== undefined);
  reportDisconnect(context, failure, namespace ?? 'all');
}

/** DISCONNECT_SUCCESS, or DISCONNECT_ERROR and 'Failed to disconnect' when a wallet refused. */
export function reportDisconnect({ track }: Pick<ConnectionContext, 'track'>, failure: Outcome, scope: ChainNamespace | 'all'): void {
  if (failure) {
    const error = walletportError('DISCONNECT_FAILED', [], { cause: parseWalletError(failure.error) });
    track('DISCONNECT_ERROR', { message: error.details ?? error.shortMessage });
    throw error;
  }
  track('DISCONNECT_SUCCESS', { namespace: scope });
}

/** Disconnects every connector `namespace` holds; resolves with the first failure, if any. */
async function disconnectNamespace(context: ConnectionContext, namespace: ChainNamespace): Promise<Outcome> {
  const { store, connectors, walletEvents } = context;
  const current = store.connection(namespace);
  const connectorIds = [
    ...new Set(
      [
        current.connectorId,
        ...store.connections(namespace).map((entry) => entry.connectorId),
        store.storedConnectorId(namespace),
      ].filter((id): id is string => id !== undefined),
    ),
  ];
  const generation = store.claim(namespace);
  walletEvents.unfollow(namespace);

  let failure: Outcome;
  for (const connectorId of connectorIds) {
    const connector = connectors.get(connectorId);
    if (!connector) continue;
    // Every connector is asked, even after one refused: the first refusal is what the caller hears.
    const outcome = await disconnectConnector(context, connector);
    failure ??= outcome;
  }
  // A connect that started meanwhile owns the namespace now; it must not be cleared.
  if (!store.isCurrent(namespace, generation)) return failure;
  clearNamespace(context, namespace);
  store.rememberDisconnected(namespace, connectorIds);
  return failure;
}

/** The wallet's disconnect, bounded by DISCONNECT_TIMEOUT_MS (a silent wallet counts as done). */
export function disconnectConnector({ scheduler, logger }: ConnectionContext, connector: WalletConnector): Promise<Outcome> {
  return new Promise((resolve) => {
    const cancel = scheduler.schedule(() => {
      logger.warn(`${connector.info.id} did not confirm the disconnect within ${DISCONNECT_TIMEOUT_MS} ms`);
      resolve(undefined);
    }, DISCONNECT_TIMEOUT_MS);
    Promise.resolve()
      .then(() => connector.disconnect())
      .then(
        () => {
          cancel();
          resolve(undefined);
        },
        (error: unknown) => {
          cancel();
          resolve({ error });
        },
      );
  });
}
