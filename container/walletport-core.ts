/**
 * The client's core: what `createWalletport` loads after the page has rendered its button (see
 * client/create-walletport.ts). It is internal: the renderer, the actions and the tests use it; host pages
 * use the actions and hooks built on it. Each use case is built on first use (a getter resolves it from the
 * container), so a page that never opens the activity tab never builds the activity use case.
 *
 * `start()` is where background work begins: wallet discovery, following the router for connect attempts,
 * the active network, reconnecting a stored session, and completing a Telegram social login that came back;
 * the remote features are read when the modal first opens. Nothing reads storage, fetches or starts a timer
 * before `start()`.
 */
import type { Container } from 'inversify';
import type { AccountDataUseCase } from '../domain/usecases/account/account-data.usecase.js';
import type { ActivityUseCase } from '../domain/usecases/activity/activity.usecase.js';
import type { NamesUseCase } from '../domain/usecases/names/names.usecase.js';
import type { ConnectAttemptUseCase } from '../domain/usecases/connect-attempt/connect-attempt.usecase.js';
import type { ConnectionUseCase } from '../domain/usecases/connection/connection.usecase.js';
import type { ConnectorsUseCase } from '../domain/usecases/connectors/connectors.usecase.js';
import type { EmailLoginUseCase } from '../domain/usecases/embedded-wallet/email-login/index.js';
import type { EmbeddedWalletUseCase } from '../domain/usecases/embedded-wallet/wallet/index.js';
import type { FarcasterLoginUseCase } from '../domain/usecases/embedded-wallet/farcaster-login/index.js';
import type { SocialLoginUseCase } from '../domain/usecases/embedded-wallet/social-login/index.js';
import type { SiwxUseCase } from '../domain/usecases/siwx/index.js';
import type { SendUseCase } from '../domain/usecases/send/send.usecase.js';
import type { SwapUseCase } from '../domain/usecases/swap/swap.usecase.js';
import type { UpdateEmailUseCase } from '../domain/usecases/embedded-wallet/update-email/index.js';
import type { EventsUseCase } from '../domain/usecases/events/events.usecase.js';
import type { ModalUseCase, OpenModalParameters } from '../domain/usecases/modal/modal.usecase.js';
import type { NetworkUseCase } from '../domain/usecases/network/network.usecase.js';
import type { OptionsUseCase } from '../domain/usecases/options/options.usecase.js';
import type { RouterUseCase } from '../domain/usecases/router/router.usecase.js';
import type { ThemeUseCase } from '../domain/usecases/theme/theme.usecase.js';
import type { ToastUseCase } from '../domain/usecases/toast/toast.usecase.js';
import type { WalletListUseCase } from '../domain/usecases/wallet-list/wallet-list.usecase.js';
import type { WalletConnectUseCase } from '../domain/usecases/walletconnect/walletconnect.usecase.js';
import { loadRemoteFeaturesWhenOpened } from '../domain/usecases/options/loadRemoteFeaturesWhenOpened.js';
import { LoggerToken } from '../ports/logger.port.js';
import { PlatformToken, type OperatingSystem } from '../ports/platform.port.js';
import type { ServiceToken } from '../ports/service-token.js';
import { disposeServices, resolveService } from './bind-service.js';
import {
  AccountDataUseCaseToken,
  ActivityUseCaseToken,
  ConnectAttemptUseCaseToken,
  ConnectionUseCaseToken,
  ConnectorsUseCaseToken,
  EmailLoginUseCaseToken,
  EmbeddedWalletUseCaseToken,
  EventsUseCaseToken,
  FarcasterLoginUseCaseToken,
  ModalUseCaseToken,
  NamesUseCaseToken,
  NetworkUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  SendUseCaseToken,
  SiwxUseCaseToken,
  SwapUseCaseToken,
  SocialLoginUseCaseToken,
  ThemeUseCaseToken,
  ToastUseCaseToken,
  UpdateEmailUseCaseToken,
  WalletConnectUseCaseToken,
  WalletListUseCaseToken,
} from './tokens.js';

/**
 * What the views may know about the page they run in (read-only: opening links and popups stays with the use
 * cases). Answers are read when asked, so nothing touches `navigator` before a view renders.
 */
export type PageEnvironment = {
  isMobile(): boolean;
  isTelegram(): boolean;
  operatingSystem(): OperatingSystem;
};

export interface WalletportCore {
  readonly options: OptionsUseCase;
  readonly router: RouterUseCase;
  readonly modal: ModalUseCase;
  readonly toasts: ToastUseCase;
  readonly events: EventsUseCase;
  /** Light or dark, and the theme variables; settable at run time. */
  readonly theme: ThemeUseCase;
  /** Every wallet connector found (EIP-6963, injected, WalletConnect, ...), merged and deduplicated. */
  readonly connectors: ConnectorsUseCase;
  /** Connection status, address and accounts per namespace; connect, disconnect, reconnect. */
  readonly connection: ConnectionUseCase;
  /** The connect attempt of the connecting view on screen (begun and cancelled by the router). */
  readonly connectAttempt: ConnectAttemptUseCase;
  /** The active network per namespace, switching (with the SwitchNetwork/SwitchActiveChain views). */
  readonly network: NetworkUseCase;
  /** Balance, token balances, profile name and avatar of the connected account on the active network. */
  readonly account: AccountDataUseCase;
  /** The wallet catalogue lists: featured, recommended, All Wallets pages and search, wallet images. */
  readonly walletList: WalletListUseCase;
  /** The account's transactions on the active network (fetched on demand), by month, and the NFTs they show. */
  readonly activity: ActivityUseCase;
  /** Send (eip155): token, amount, receiver (address or name), fee, and the send through the wallet. */
  readonly send: SendUseCase;
  /** Token swaps (eip155 swap networks): tokens, debounced quotes, allowance, approval and swap through the wallet. */
  readonly swap: SwapUseCase;
  /** The WalletConnect pairing; undefined when WalletConnect is off (`enableWalletConnect: false`). */
  readonly walletConnect: WalletConnectUseCase | undefined;
  /** The embedded (email and social) wallet; undefined when neither email nor social login is on. */
  readonly embeddedWallet: EmbeddedWalletUseCase | undefined;
  /** The email login flow (EmailLogin, EmailVerifyDevice, EmailVerifyOtp, ConnectingEmbedded). */
  readonly emailLogin: EmailLoginUseCase | undefined;
  /** Changing the embedded wallet's email (UpdateEmailWallet and its two code steps). */
  readonly updateEmail: UpdateEmailUseCase | undefined;
  /** The Farcaster login (ConnectingFarcaster: the sign-in address as a QR code and a link, then connect). */
  readonly farcasterLogin: FarcasterLoginUseCase | undefined;
  /** The social login (popup, or Telegram's redirect; ConnectingSocial): `start(provider)` in the click. */
  readonly socialLogin: SocialLoginUseCase | undefined;
  /** Sign in with the wallet (SIWXSignMessage, sessions); undefined when the page configured no sign-in. */
  readonly siwx: SiwxUseCase | undefined;
  /** Account names (RegisterAccountName): availability and suggestions as typed, registration, look-ups. */
  readonly names: NamesUseCase;
  /** Device class, Telegram host and operating system of the page (the Connect view's social rules). */
  readonly environment: PageEnvironment;
  /** Opens the modal on the view the opening rules pick, or on the given one. */
  open(parameters?: OpenModalParameters): void;
  /** Closes the modal; false when closing is blocked (e.g. required sign-in). */
  close(): boolean;
  /** Starts background work (see the top of this file). Calling it again does nothing. */
  start(): void;
  /** Disposes every use case that was built, newest first. */
  dispose(): void;
}

/** The core over a container built by createContainer. Builds nothing until asked. */
export function coreFromContainer(container: Container): WalletportCore {
  let started = false;
  let disposed = false;
  const get = <TService>(token: ServiceToken<TService>): TService => {
    // A use case built after dispose would live on unowned: refuse, loudly.
    if (disposed) throw new Error('This walletport client was disposed');
    return resolveService(container, token);
  };
  let stopLoadingFeatures: (() => void) | undefined;

  const core: WalletportCore = {
    get options() {
      return get(OptionsUseCaseToken);
    },
    get router() {
      return get(RouterUseCaseToken);
    },
    get modal() {
      return get(ModalUseCaseToken);
    },
    get toasts() {
      return get(ToastUseCaseToken);
    },
    get events() {
      return get(EventsUseCaseToken);
    },
    get theme() {
      return get(ThemeUseCaseToken);
    },
    get connectors() {
      return get(ConnectorsUseCaseToken);
    },
    get connection() {
      return get(ConnectionUseCaseToken);
    },
    get connectAttempt() {
      return get(ConnectAttemptUseCaseToken);
    },
    get network() {
      return get(NetworkUseCaseToken);
    },
    get account() {
      return get(AccountDataUseCaseToken);
    },
    get walletList() {
      return get(WalletListUseCaseToken);
    },
    get activity() {
      return get(ActivityUseCaseToken);
    },
    get send() {
      return get(SendUseCaseToken);
    },
    get swap() {
      return get(SwapUseCaseToken);
    },
    get walletConnect() {
      return get(WalletConnectUseCaseToken);
    },
    get embeddedWallet() {
      return get(EmbeddedWalletUseCaseToken);
    },
    get emailLogin() {
      return get(EmailLoginUseCaseToken);
    },
    get updateEmail() {
      return get(UpdateEmailUseCaseToken);
    },
    get farcasterLogin() {
      return get(FarcasterLoginUseCaseToken);
    },
    get socialLogin() {
      return get(SocialLoginUseCaseToken);
    },
    get siwx() {
      return get(SiwxUseCaseToken);
    },
    get names() {
      return get(NamesUseCaseToken);
    },
    environment: {
      isMobile: () => get(PlatformToken).isMobile(),
      isTelegram: () => get(PlatformToken).isTelegram(),
      operatingSystem: () => get(PlatformToken).operatingSystem(),
    },
    open: (parameters) => core.modal.open(parameters),
    close: () => core.modal.close(),
    start() {
      if (started || disposed) return;
      started = true;
      stopLoadingFeatures = loadRemoteFeaturesWhenOpened({ modal: core.modal, options: core.options });
      core.connectors.start();
      core.connectAttempt.start();
      core.network.start();
      core.embeddedWallet?.start();
      core.emailLogin?.start();
      core.farcasterLogin?.start();
      core.socialLogin?.resume();
      // Before the connection starts, so a reconnected account is checked for a session like a new one.
      core.siwx?.start();
      void core.connection.start();
      void core.events.emit({ type: 'track', event: 'INITIALIZE' });
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      stopLoadingFeatures?.();
      const logger = resolveService(container, LoggerToken);
      disposeServices(container, (error) => logger.warn('A use case failed to dispose', error));
    },
  };
  return core;
}
