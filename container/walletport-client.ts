/**
 * The public client: what `createWalletport` returns and what the React provider takes. It exposes the use
 * cases (each with `state$`, `snapshot` and commands) and a few shortcuts for the common commands.
 */
import type { Container } from 'inversify';
import type { AccountDataUseCase } from '../domain/usecases/account/account-data.usecase.js';
import type { ActivityUseCase } from '../domain/usecases/activity/activity.usecase.js';
import type { NetworkUseCase } from '../domain/usecases/network/network.usecase.js';
import type { ConnectAttemptUseCase } from '../domain/usecases/connect-attempt/connect-attempt.usecase.js';
import type { ConnectionUseCase } from '../domain/usecases/connection/connection.usecase.js';
import type { ConnectorsUseCase } from '../domain/usecases/connectors/connectors.usecase.js';
import type { EventsUseCase } from '../domain/usecases/events/events.usecase.js';
import type { ModalUseCase, OpenModalParameters } from '../domain/usecases/modal/modal.usecase.js';
import type { OptionsUseCase } from '../domain/usecases/options/options.usecase.js';
import type { RouterUseCase } from '../domain/usecases/router/router.usecase.js';
import type { ThemeUseCase } from '../domain/usecases/theme/theme.usecase.js';
import type { ToastUseCase } from '../domain/usecases/toast/toast.usecase.js';
import type { WalletListUseCase } from '../domain/usecases/wallet-list/wallet-list.usecase.js';
import type { WalletConnectUseCase } from '../domain/usecases/walletconnect/walletconnect.usecase.js';
import { PlatformToken, type OperatingSystem, type Platform } from '../ports/platform.port.js';
import {
  AccountDataUseCaseToken,
  ActivityUseCaseToken,
  NetworkUseCaseToken,
  ConnectAttemptUseCaseToken,
  ConnectionUseCaseToken,
  ConnectorsUseCaseToken,
  EventsUseCaseToken,
  ModalUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  ThemeUseCaseToken,
  ToastUseCaseToken,
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

export interface WalletportClient {
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
  /**
   * The WalletConnect pairing the connecting views show: URI, expiry (renewed 10 s before it), status,
   * error, deep-link choice; undefined when WalletConnect is off (`enableWalletConnect: false`).
   */
  readonly walletConnect: WalletConnectUseCase | undefined;
  /** Device class, Telegram host and operating system of the page (the Connect view's social rules). */
  readonly environment: PageEnvironment;
  /** Opens the modal on the view the opening rules pick, or on the given one. */
  open(parameters?: OpenModalParameters): void;
  /** Closes the modal; false when closing is blocked (e.g. required sign-in). */
  close(): boolean;
  /**
   * Starts background work: wallet discovery, reconnecting a stored session, loading the remote features,
   * and recording INITIALIZE. The React provider calls it on mount; calling it again does nothing. Nothing
   * runs before this (no I/O at creation).
   */
  start(): void;
  /** Stops timers and completes every state stream. */
  dispose(): void;
}

/** Resolves the use cases from a container built by createContainer and puts the client together. */
export function clientFromContainer(container: Container): WalletportClient {
  const options = container.get<OptionsUseCase>(OptionsUseCaseToken);
  const router = container.get<RouterUseCase>(RouterUseCaseToken);
  const modal = container.get<ModalUseCase>(ModalUseCaseToken);
  const toasts = container.get<ToastUseCase>(ToastUseCaseToken);
  const events = container.get<EventsUseCase>(EventsUseCaseToken);
  const theme = container.get<ThemeUseCase>(ThemeUseCaseToken);
  const connectors = container.get<ConnectorsUseCase>(ConnectorsUseCaseToken);
  const connection = container.get<ConnectionUseCase>(ConnectionUseCaseToken);
  const connectAttempt = container.get<ConnectAttemptUseCase>(ConnectAttemptUseCaseToken);
  const network = container.get<NetworkUseCase>(NetworkUseCaseToken);
  const account = container.get<AccountDataUseCase>(AccountDataUseCaseToken);
  const walletList = container.get<WalletListUseCase>(WalletListUseCaseToken);
  const activity = container.get<ActivityUseCase>(ActivityUseCaseToken);
  const walletConnect = container.get<WalletConnectUseCase | undefined>(WalletConnectUseCaseToken);
  const platform = container.get<Platform>(PlatformToken);
  let started = false;
  let stopFollowingModal: (() => void) | undefined;

  return {
    options,
    router,
    modal,
    toasts,
    events,
    theme,
    connectors,
    connection,
    connectAttempt,
    network,
    account,
    activity,
    walletList,
    walletConnect,
    environment: {
      isMobile: () => platform.isMobile(),
      isTelegram: () => platform.isTelegram(),
      operatingSystem: () => platform.operatingSystem(),
    },
    open: (parameters) => modal.open(parameters),
    close: () => modal.close(),
    start() {
      if (started) return;
      started = true;
      stopFollowingModal = undefined;
      connectors.start();
      connectAttempt.start();
      network.start();
      void connection.start();
      void options.loadRemoteFeatures();
      void events.emit({ type: 'track', event: 'INITIALIZE' });
    },
    dispose() {
      stopFollowingModal?.();
      connectAttempt.dispose();
      walletConnect?.dispose();
      walletList.dispose();
      activity.dispose();
      account.dispose();
      network.dispose();
      connection.dispose();
      connectors.dispose();
      modal.dispose();
      toasts.dispose();
      router.dispose();
      events.dispose();
      theme.dispose();
      options.dispose();
    },
  };
}
