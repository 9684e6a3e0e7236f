/** The connect attempt of the connecting views: begun and cancelled by the router, closing the modal on success. */
import type { Container } from 'inversify';
import { ConnectAttemptUseCase } from '../../domain/usecases/connect-attempt/connect-attempt.usecase.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { bindService } from '../bind-service.js';
import {
  ConnectAttemptUseCaseToken,
  ConnectionUseCaseToken,
  ConnectorsUseCaseToken,
  ModalUseCaseToken,
  RouterUseCaseToken,
  WalletConnectUseCaseToken,
  WalletListUseCaseToken,
} from '../tokens.js';

export function bindConnectAttemptUseCase(container: Container): void {
  bindService(container, ConnectAttemptUseCaseToken, (resolve) => {
    const walletList = resolve(WalletListUseCaseToken);
    return new ConnectAttemptUseCase({
      router: resolve(RouterUseCaseToken),
      modal: resolve(ModalUseCaseToken),
      connection: resolve(ConnectionUseCaseToken),
      connectors: resolve(ConnectorsUseCaseToken),
      walletConnect: resolve(WalletConnectUseCaseToken),
      images: {
        walletImageUrl: (wallet) => walletList.walletImageUrl(wallet),
        connectorImageUrl: (connector) => walletList.connectorImageUrl(connector),
      },
      logger: resolve(LoggerToken),
    });
  });
}
