/**
 * The client's core: what `createWalletport` loads after the page has rendered its button (see
 * client/create-walletport.ts). It is internal: the renderer, the actions and the tests use it; host pages
 * use the actions and hooks built on it. Its use cases are the services the areas register
 * (container/areas.ts), each a getter that resolves it from the container, so a page that never opens the
 * activity tab never builds the activity use case.
 *
 * `start()` is where background work begins: wallet discovery, following the router for connect attempts,
 * the active network, reconnecting a stored session, and completing a Telegram social login that came back;
 * the remote features are read when the modal first opens. Nothing reads storage, fetches or starts a timer
 * before `start()`.
 */
import type { Container } from './container.js';
import type { OpenModalParameters } from '../domain/usecases/modal/index.js';
import { loadRemoteFeaturesWhenOpened } from '../domain/usecases/options/index.js';
import { LoggerToken } from '../ports/logger.port.js';
import { PlatformToken, type OperatingSystem } from '../ports/platform.port.js';
import type { ServiceToken } from '../ports/service-token.js';
import { serviceEntriesInBuildOrder, type CoreServices } from './areas.js';
import { loadFlows, type FlowName } from './flows.js';
import { resolveFrom } from './service.js';

/**
 * What the views may know about the page they run in (read-only: opening links and popups stays with the use
 * cases). Answers are read when asked, so nothing touches `navigator` before a view renders.
 */
export type PageEnvironment = {
  isMobile(): boolean;
  isTelegram(): boolean;
  operatingSystem(): OperatingSystem;
};

/** The use cases (CoreServices: every area's services, by name) and the commands over them. */
export interface WalletportCore extends CoreServices {
  /** Device class, Telegram host and operating system of the page (the Connect view's social rules). */
  readonly environment: PageEnvironment;
  /** Opens the modal on the view the opening rules pick, or on the given one. */
  open(parameters?: OpenModalParameters): void;
  /** Closes the modal; false when closing is blocked (e.g. required sign-in). */
  close(): boolean;
  /** Starts background work (see the top of this file). Calling it again does nothing. */
  start(): void;
  /**
   * Loads flows' use case modules (container/flows.ts) before a command uses them: the actions reach a flow
   * (`core.calls`) through this, since they may not import the container.
   */
  loadFlows(...names: FlowName[]): Promise<void>;
  /** Disposes every use case that was built, in reverse build order; nothing is built after. */
  dispose(): void;
}

/** The core over a container built by createContainer. Builds nothing until asked. */
export function coreFromContainer(container: Container): WalletportCore {
  let started = false;
  let disposed = false;
  const get = <TService>(token: ServiceToken<TService>): TService => {
    // A use case built after dispose would live on unowned: refuse, loudly.
    if (disposed) throw new Error('This walletport client was disposed');
    return resolveFrom(container, token);
  };
  let stopLoadingFeatures: (() => void) | undefined;

  const commands: Omit<WalletportCore, keyof CoreServices> = {
    environment: {
      isMobile: () => get(PlatformToken).isMobile(),
      isTelegram: () => get(PlatformToken).isTelegram(),
      operatingSystem: () => get(PlatformToken).operatingSystem(),
    },
    open: (parameters) => core.modal.open(parameters),
    loadFlows: (...names) => loadFlows(...names),
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
      const logger = resolveFrom(container, LoggerToken);
      // Unbinding a built service disposes it (container/service.ts).
      for (const [, entry] of [...serviceEntriesInBuildOrder()].reverse()) {
        try {
          container.unbind(entry.token);
        } catch (error) {
          logger.warn('A use case failed to dispose', error);
        }
      }
    },
  };
  // The shared getters make it a WalletportCore: one per `service` entry (CoreServices), under its name.
  const core: WalletportCore = Object.assign(Object.create(serviceGetters()) as CoreServices, commands, { [RESOLVE]: get });
  return core;
}

/** Where the shared getters find their own core's container. */
const RESOLVE = Symbol('walletport.resolve');

type ServiceHost = { readonly [RESOLVE]: (token: symbol) => unknown };

let sharedGetters: object | undefined;

/**
 * The core's use cases: a getter per `service` entry, under its name, resolving it from the core's own
 * container. They sit on a prototype every core shares, defined once: a core is then a small object of its
 * own (its commands and its container) rather than a dictionary of two dozen accessors, 10 KiB less each.
 */
function serviceGetters(): object {
  if (sharedGetters) return sharedGetters;
  const getters: PropertyDescriptorMap = {};
  for (const [name, entry] of serviceEntriesInBuildOrder()) {
    if (!entry.onCore) continue;
    getters[name] = {
      get(this: ServiceHost) {
        return this[RESOLVE](entry.token);
      },
      enumerable: true,
      configurable: true,
    };
  }
  sharedGetters = Object.defineProperties({}, getters);
  return sharedGetters;
}
