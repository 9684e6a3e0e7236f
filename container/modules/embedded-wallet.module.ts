/**
 * The embedded wallet (email and social login through the secure site's frame), its email flows, the social
 * login and the Farcaster login. Each resolves to undefined when the page has no embedded wallet (neither
 * email nor social login is on). Nothing here is built before a view or the core's start() asks for it.
 *
 * A cycle: the frame's connector asks the embedded wallet use case for the origin check before it loads
 * (callbacks.module.ts), and that use case is built over the connector.
 */
import { map } from 'rxjs';
import { AccountTypeUseCase } from '../../domain/usecases/embedded-wallet/account-type/index.js';
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
import { service } from '../service.js';
import { Connection } from './connection.module.js';
import { Core } from './core.module.js';
import { Modal } from './modal.module.js';
import { Network } from './network.module.js';
import { Transactions } from './transactions.module.js';

export const EmbeddedWallet = {
  /** The embedded (email and social) wallet; undefined when neither email nor social login is on. */
  embeddedWallet: service('EmbeddedWalletUseCase', (resolve): EmbeddedWalletUseCase | undefined => {
    const connector = resolve(EmbeddedWalletConnectorToken);
    if (!connector) return undefined;
    const platform = resolve(PlatformToken);
    const follower = resolve.lazy(Transactions.transactionFollow);
    return new EmbeddedWalletUseCase({
      connector,
      storage: resolve(KeyValueStorageToken),
      logger: resolve(LoggerToken),
      pageOrigin: () => platform.origin(),
      options: resolve(Core.options),
      alerts: resolve(Core.events),
      connection: resolve(Connection.connection),
      router: resolve(Core.router),
      modal: resolve(Modal.modal),
      theme: resolve(Core.theme),
      // The follower follows each hash once: the same transaction answered through the provider reloads nothing twice.
      onTransactionSent: (hash, caipNetworkId) => void follower().follow({ hash, caipNetworkId }),
    });
  }),

  /** The email login flow (EmailLogin, EmailVerifyDevice, EmailVerifyOtp, ConnectingEmbedded). */
  emailLogin: service('EmailLoginUseCase', (resolve): EmailLoginUseCase | undefined => {
    const embedded = resolve(EmbeddedWallet.embeddedWallet);
    if (!embedded) return undefined;
    return new EmailLoginUseCase({
      embedded,
      connection: resolve(Connection.connection),
      router: resolve(Core.router),
      modal: resolve(Modal.modal),
      scheduler: resolve(SchedulerToken),
      events: resolve(Core.events),
      logger: resolve(LoggerToken),
    });
  }),

  /** Changing the embedded wallet's email (UpdateEmailWallet and its two code steps). */
  updateEmail: service('UpdateEmailUseCase', (resolve): UpdateEmailUseCase | undefined => {
    const embedded = resolve(EmbeddedWallet.embeddedWallet);
    if (!embedded) return undefined;
    return new UpdateEmailUseCase({
      embedded,
      router: resolve(Core.router),
      toasts: resolve(Core.toasts),
      events: resolve(Core.events),
      logger: resolve(LoggerToken),
    });
  }),

  /** The embedded wallet's account type: the Account view's switch between the EOA and the smart account. */
  accountType: service('AccountTypeUseCase', (resolve): AccountTypeUseCase | undefined => {
    const embedded = resolve(EmbeddedWallet.embeddedWallet);
    if (!embedded) return undefined;
    const eip155Network$ = resolve(Connection.connection).state$.pipe(map((state) => state.namespaces.eip155?.caipNetworkId));
    return new AccountTypeUseCase({ embedded, eip155Network$, logger: resolve(LoggerToken) });
  }),

  /** The Farcaster login (ConnectingFarcaster: the sign-in address as a QR code and a link, then connect). */
  farcasterLogin: service('FarcasterLoginUseCase', (resolve): FarcasterLoginUseCase | undefined => {
    const embedded = resolve(EmbeddedWallet.embeddedWallet);
    if (!embedded) return undefined;
    return new FarcasterLoginUseCase({
      embedded,
      connection: resolve(Connection.connection),
      router: resolve(Core.router),
      modal: resolve(Modal.modal),
      toasts: resolve(Core.toasts),
      links: resolve(PlatformToken),
      events: resolve(Core.events),
      logger: resolve(LoggerToken),
    });
  }),

  /** The social login (popup, or Telegram's redirect; ConnectingSocial): `start(provider)` in the click. */
  socialLogin: service('SocialLoginUseCase', (resolve): SocialLoginUseCase | undefined => {
    const embedded = resolve(EmbeddedWallet.embeddedWallet);
    if (!embedded) return undefined;
    return new SocialLoginUseCase({
      embedded,
      connection: resolve(Connection.connection),
      network: resolve(Network.network),
      router: resolve(Core.router),
      modal: resolve(Modal.modal),
      toasts: resolve(Core.toasts),
      platform: resolve(PlatformToken),
      scheduler: resolve(SchedulerToken),
      secureSiteUrl: resolve(Core.options).snapshot.options.secureSiteUrl,
      events: resolve(Core.events),
      logger: resolve(LoggerToken),
    });
  }),
};
