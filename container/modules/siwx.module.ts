/**
 * Sign in with the wallet: the sign-in use case over the page's `siwx` option, or over its older
 * `siweConfig` through the adapter. Undefined when the page configured neither.
 */
import type { Container } from 'inversify';
import { siweConfigToSiwx } from '../../domain/usecases/siwx/index.js';
import { SiwxUseCase } from '../../domain/usecases/siwx/index.js';
import { ChainAdaptersToken } from '../../ports/chain-adapter.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { bindService } from '../bind-service.js';
import {
  ConnectionUseCaseToken,
  EventsUseCaseToken,
  ModalUseCaseToken,
  NetworkUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  SiwxUseCaseToken,
  ToastUseCaseToken,
} from '../tokens.js';

export function bindSiwxUseCase(container: Container): void {
  bindService(container, SiwxUseCaseToken, (resolve) => {
    const { siwx, siweConfig } = resolve(OptionsUseCaseToken).snapshot.options;
    const scheduler = resolve(SchedulerToken);
    const config = siwx ?? (siweConfig ? siweConfigToSiwx({ siwe: siweConfig, pageOrigin: resolve(PlatformToken).origin(), now: () => scheduler.now() }) : undefined);
    if (!config) return undefined;
    return new SiwxUseCase({
      siwx: config,
      connection: resolve(ConnectionUseCaseToken),
      network: resolve(NetworkUseCaseToken),
      chainAdapters: resolve(ChainAdaptersToken),
      router: resolve(RouterUseCaseToken),
      modal: resolve(ModalUseCaseToken),
      toasts: resolve(ToastUseCaseToken),
      scheduler,
      events: resolve(EventsUseCaseToken),
      logger: resolve(LoggerToken),
    });
  });
}
