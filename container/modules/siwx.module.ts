/**
 * Sign in with the wallet: the sign-in use case over the page's `siwx` option, or over its older
 * `siweConfig` through the adapter. Undefined when the page configured neither.
 *
 * A cycle: connectors that sign in while connecting call this use case (callbacks.module.ts), and it is
 * built over the connection, which holds the connectors.
 */
import { siweConfigToSiwx, SiwxUseCase } from '../../domain/usecases/siwx/index.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { service } from '../service.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';
import { Modal } from './modal.module.js';
import { Network } from './network.module.js';

export const Siwx = {
  /** Sign in with the wallet (SIWXSignMessage, sessions); undefined when the page configured no sign-in. */
  siwx: service('SiwxUseCase', (resolve): SiwxUseCase | undefined => {
    const { siwx, siweConfig } = resolve(Core.options).snapshot.options;
    const scheduler = resolve(SchedulerToken);
    const config = siwx ?? (siweConfig ? siweConfigToSiwx({ siwe: siweConfig, pageOrigin: resolve(PlatformToken).origin(), now: () => scheduler.now() }) : undefined);
    if (!config) return undefined;
    return new SiwxUseCase({
      siwx: config,
      connection: resolve(Connection.connection),
      network: resolve(Network.network),
      chainAdapters: resolve(ChainAdaptersToken),
      router: resolve(Core.router),
      modal: resolve(Modal.modal),
      toasts: resolve(Core.toasts),
      scheduler,
      events: resolve(Core.events),
      logger: resolve(LoggerToken),
    });
  }),
};
