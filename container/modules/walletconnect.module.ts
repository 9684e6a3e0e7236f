/**
 * The WalletConnect pairing (URI, expiry, deep-link choice). Resolves to undefined when the page has no
 * WalletConnect client (`enableWalletConnect: false`, or a test without one).
 *
 * A cycle: the pairing connects through the connection use case, and the connection use case resets the
 * pairing on disconnect. The pairing resolves the connection lazily, when it connects.
 */
import { pairingConnectorId, WalletConnectUseCase } from '../../domain/usecases/walletconnect/index.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { WalletConnectClientToken } from '../../ports/walletconnect.port.js';
import { service } from '../service.js';
import { Connection } from './connection.module.js';
import { Connectors } from './connectors.module.js';
import { Network } from './network.module.js';
import { Core } from './core.module.js';

export const WalletConnect = {
  /** The WalletConnect pairing; undefined when WalletConnect is off (`enableWalletConnect: false`). */
  walletConnect: service('WalletConnectUseCase', (resolve): WalletConnectUseCase | undefined => {
    const client = resolve(WalletConnectClientToken);
    if (!client) return undefined;
    const connection = resolve.lazy(Connection.connection);
    const connectors = resolve.lazy(Connectors.connectors);
    const network = resolve.lazy(Network.network);
    return new WalletConnectUseCase({
      client,
      connection: { connect: (parameters) => connection().connect(parameters) },
      scheduler: resolve(SchedulerToken),
      storage: resolve(KeyValueStorageToken),
      events: resolve(Core.events),
      logger: resolve(LoggerToken),
      // The connector of the namespace the modal shows: that namespace is the active one after the pairing.
      connectorId: () =>
        pairingConnectorId({
          activeNamespace: network().snapshot.activeCaipNetwork.chainNamespace,
          hasConnector: (id) => connectors().getConnector(id) !== undefined,
        }),
    });
  }),
};
