/** The connect attempt of the connecting views: begun and cancelled by the router, closing the modal on success. */
import { ConnectAttemptUseCase } from '../../domain/usecases/connect-attempt/index.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { service } from '../service.js';
import { Connection } from './connection.module.js';
import { Connectors } from './connectors.module.js';
import { Core } from './core.module.js';
import { Modal } from './modal.module.js';
import { WalletConnect } from './walletconnect.module.js';
import { WalletList } from './wallet-list.module.js';

export const ConnectAttempt = {
  /** The connect attempt of the connecting view on screen (begun and cancelled by the router). */
  connectAttempt: service('ConnectAttemptUseCase', (resolve): ConnectAttemptUseCase => {
    const walletList = resolve(WalletList.walletList);
    return new ConnectAttemptUseCase({
      router: resolve(Core.router),
      modal: resolve(Modal.modal),
      connection: resolve(Connection.connection),
      connectors: resolve(Connectors.connectors),
      walletConnect: resolve(WalletConnect.walletConnect),
      images: {
        walletImageUrl: (wallet) => walletList.walletImageUrl(wallet),
        connectorImageUrl: (connector) => walletList.connectorImageUrl(connector),
      },
      logger: resolve(LoggerToken),
    });
  }),
};
