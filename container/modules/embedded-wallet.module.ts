/**
 * The embedded wallet (email and social login through the secure site's frame), its email flows, the social
 * login and the Farcaster login. Each resolves to undefined when the page has no embedded wallet (neither
 * email nor social login is on).
 * The use cases resolve the connection, router and modal they drive; nothing here is built before a view or
 * the core's start() asks for it.
 */
import type { Container } from 'inversify';
import { EmailLoginUseCase } from '../../domain/usecases/embedded-wallet/email-login/index.js';
import { EmbeddedWalletUseCase } from '../../domain/usecases/embedded-wallet/wallet/index.js';
import { FarcasterLoginUseCase } from '../../domain/usecases/embedded-wallet/farcaster-login/index.js';
import { SocialLoginUseCase } from '../../domain/usecases/embedded-wallet/social-login/index.js';
import { UpdateEmailUseCase } from '../../domain/usecases/embedded-wallet/update-email/index.js';
import { EmbeddedWalletConnectorToken } from '../../ports/embedded-wallet.port.js';
import { LoggerToken } from '../../ports/logger.port.js';
import { PlatformToken } from '../../ports/platform.port.js';
import { SchedulerToken } from '../../ports/scheduler.port.js';
import { KeyValueStorageToken } from '../../ports/storage.port.js';
import { bindService, resolveService } from '../bind-service.js';
import {
  ConnectionUseCaseToken,
  EmailLoginUseCaseToken,
  EmbeddedWalletUseCaseToken,
  EventsUseCaseToken,
  FarcasterLoginUseCaseToken,
  ModalUseCaseToken,
  NetworkUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  SocialLoginUseCaseToken,
  ThemeUseCaseToken,
  ToastUseCaseToken,
  TransactionFollowUseCaseToken,
  UpdateEmailUseCaseToken,
} from '../tokens.js';

export function bindEmbeddedWalletUseCases(container: Container): void {
  bindService(container, EmbeddedWalletUseCaseToken, (resolve) => {
    const connector = resolve(EmbeddedWalletConnectorToken);
    if (!connector) return undefined;
    const platform = resolve(PlatformToken);
    return new EmbeddedWalletUseCase({
      connector,
      storage: resolve(KeyValueStorageToken),
      logger: resolve(LoggerToken),
      pageOrigin: () => platform.origin(),
      options: resolve(OptionsUseCaseToken),
      alerts: resolve(EventsUseCaseToken),
      connection: resolve(ConnectionUseCaseToken),
      router: resolve(RouterUseCaseToken),
      modal: resolve(ModalUseCaseToken),
      theme: resolve(ThemeUseCaseToken),
      // The follower follows each hash once: the same transaction answered through the provider reloads nothing twice.
      onTransactionSent: (hash, caipNetworkId) => void resolveService(container, TransactionFollowUseCaseToken).follow({ hash, caipNetworkId }),
    });
  });

  bindService(container, EmailLoginUseCaseToken, (resolve) => {
    const embedded = resolve(EmbeddedWalletUseCaseToken);
    if (!embedded) return undefined;
    return new EmailLoginUseCase({
      embedded,
      connection: resolve(ConnectionUseCaseToken),
      router: resolve(RouterUseCaseToken),
      modal: resolve(ModalUseCaseToken),
      scheduler: resolve(SchedulerToken),
      events: resolve(EventsUseCaseToken),
      logger: resolve(LoggerToken),
    });
  });

  bindService(container, FarcasterLoginUseCaseToken, (resolve) => {
    const embedded = resolve(EmbeddedWalletUseCaseToken);
    if (!embedded) return undefined;
    return new FarcasterLoginUseCase({
      embedded,
      connection: resolve(ConnectionUseCaseToken),
      router: resolve(RouterUseCaseToken),
      modal: resolve(ModalUseCaseToken),
      toasts: resolve(ToastUseCaseToken),
      links: resolve(PlatformToken),
      events: resolve(EventsUseCaseToken),
      logger: resolve(LoggerToken),
    });
  });

  bindService(container, SocialLoginUseCaseToken, (resolve) => {
    const embedded = resolve(EmbeddedWalletUseCaseToken);
    if (!embedded) return undefined;
    return new SocialLoginUseCase({
      embedded,
      connection: resolve(ConnectionUseCaseToken),
      network: resolve(NetworkUseCaseToken),
      router: resolve(RouterUseCaseToken),
      modal: resolve(ModalUseCaseToken),
      toasts: resolve(ToastUseCaseToken),
      platform: resolve(PlatformToken),
      scheduler: resolve(SchedulerToken),
      secureSiteUrl: resolve(OptionsUseCaseToken).snapshot.options.secureSiteUrl,
      events: resolve(EventsUseCaseToken),
      logger: resolve(LoggerToken),
    });
  });

  bindService(container, UpdateEmailUseCaseToken, (resolve) => {
    const embedded = resolve(EmbeddedWalletUseCaseToken);
    if (!embedded) return undefined;
    return new UpdateEmailUseCase({
      embedded,
      router: resolve(RouterUseCaseToken),
      toasts: resolve(ToastUseCaseToken),
      events: resolve(EventsUseCaseToken),
      logger: resolve(LoggerToken),
    });
  });
}
