/**
 * What the connection's commands share: the store (state, generations, storage), the connectors, the
 * wallet-event follower, time, logging and reporting. The use case builds one context and hands it to
 * each command, so a command's module names exactly what it works with.
 */
import type { Logger } from '../../../ports/logger.port.js';
import type { Scheduler } from '../../../ports/scheduler.port.js';
import type { ChainNamespace } from '../../entities/connector/connector.js';
import { runSafely } from '../shared/index.js';
import type { TrackEvents } from '../shared/index.js';
import type { ConnectionStore } from './connection.store.js';
import type { ConnectorDirectory } from './connectorDirectory.js';
import type { WalletEventsFollower } from './followWalletEvents.js';

/** Reports an event; a failing event bus is logged, never raised. */
export type Track = (event: string, properties: Record<string, unknown>, address?: string) => void;

export type ConnectionContext = {
  readonly store: ConnectionStore;
  readonly connectors: ConnectorDirectory;
  readonly walletEvents: WalletEventsFollower;
  readonly scheduler: Pick<Scheduler, 'schedule'>;
  readonly logger: Logger;
  readonly track: Track;
  /** Clears what goes with a disconnect besides the connection (resetSessionData.ts). */
  readonly resetSessionData: (namespaces: readonly ChainNamespace[]) => void;
};

/** Why an operation on a namespace ended: a newer one took the namespace over. */
export const SUPERSEDED = 'Another connection operation replaced this one';

export function trackWith(events: TrackEvents, logger: Logger): Track {
  return (event, properties, address) =>
    runSafely(logger, `report ${event}`, () =>
      events.emit({ type: 'track', event, properties, ...(address === undefined ? {} : { address }) }),
    );
}
