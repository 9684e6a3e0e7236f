/**
 * The public client: what `createWalletport` returns and what the React provider takes. It exposes the use
 * cases (each with `state$`, `snapshot` and commands) and a few shortcuts for the common commands.
 */
import type { Container } from 'inversify';
import type { EventsUseCase } from '../domain/usecases/events/events.usecase.js';
import type { ModalUseCase, OpenModalParameters } from '../domain/usecases/modal/modal.usecase.js';
import type { OptionsUseCase } from '../domain/usecases/options/options.usecase.js';
import type { RouterUseCase } from '../domain/usecases/router/router.usecase.js';
import type { ThemeUseCase } from '../domain/usecases/theme/theme.usecase.js';
import type { ToastUseCase } from '../domain/usecases/toast/toast.usecase.js';
import {
  EventsUseCaseToken,
  ModalUseCaseToken,
  OptionsUseCaseToken,
  RouterUseCaseToken,
  ThemeUseCaseToken,
  ToastUseCaseToken,
} from './tokens.js';

export interface WalletportClient {
  readonly options: OptionsUseCase;
  readonly router: RouterUseCase;
  readonly modal: ModalUseCase;
  readonly toasts: ToastUseCase;
  readonly events: EventsUseCase;
  /** Light or dark, and the theme variables; settable at run time. */
  readonly theme: ThemeUseCase;
  /** Opens the modal on the view the opening rules pick, or on the given one. */
  open(parameters?: OpenModalParameters): void;
  /** Closes the modal; false when closing is blocked (e.g. required sign-in). */
  close(): boolean;
  /**
   * Starts background work: loads the remote features and records INITIALIZE. The React provider calls
   * it on mount; calling it again does nothing. Nothing runs before this (no I/O at creation).
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
  let started = false;

  return {
    options,
    router,
    modal,
    toasts,
    events,
    theme,
    open: (parameters) => modal.open(parameters),
    close: () => modal.close(),
    start() {
      if (started) return;
      started = true;
      void options.loadRemoteFeatures();
      void events.emit({ type: 'track', event: 'INITIALIZE' });
    },
    dispose() {
      modal.dispose();
      toasts.dispose();
      router.dispose();
      events.dispose();
      theme.dispose();
      options.dispose();
    },
  };
}
