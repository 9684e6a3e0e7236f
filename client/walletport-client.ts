/**
 * The public client: what `createWalletport` returns, what `<WalletportProvider>` takes and what every action
 * (`getAccount(client)`, `connect(client, ...)`) is given. It is deliberately small: the options as given,
 * `start` and `dispose`. The use cases behind it load as a separate chunk once `start()` runs (the provider
 * calls it on mount) and are internal: reach them through the actions and hooks.
 */
import type { CaipNetwork } from '../domain/entities/network/caipNetwork.js';
import type { NetworkInput } from '../domain/entities/network/toCaipNetwork.js';
import type { WalletportOptions } from '../domain/usecases/options/index.js';
import type { LogLevel } from '../ports/logger.port.js';
import type { WalletConnector } from '../ports/wallet-connector.port.js';
import type { WalletportLocale } from '../domain/entities/i18n/locales.js';
import { ClientDisposedError, CoreSlot, type CoreLoader } from './core-slot.js';
import { createLocaleSlot, type LocaleSlot } from './locale-slot.js';
import { hasStoredSession } from './stored-session-hint.js';

type ClientSettings = {
  /** Diagnostics threshold; 'error' by default. */
  logLevel?: LogLevel | undefined;
  /** The modal is rendered inline in the page rather than as an overlay. */
  embedded?: boolean | undefined;
  /**
   * The page's own wallet connectors (a host connector, or `mockConnector(...)` from walletport/testing in
   * the page's tests), listed before WalletConnect's and the browser wallets found on the page.
   */
  connectors?: readonly WalletConnector[] | undefined;
  /**
   * The language of the modal and the buttons. Left out: the page's `<html lang>`, then the visitor's browser
   * languages, then English. Change it later with `setLocale(client, ...)`.
   */
  locale?: WalletportLocale | undefined;
};

/** What createWalletport takes: `networks` are walletport networks (walletport/networks) or viem chains. */
export type CreateWalletportParameters = Omit<WalletportOptions<CaipNetwork>, 'networks' | 'defaultNetwork'> &
  ClientSettings & {
    /** At least one network: `[mainnet, base]` from walletport/networks, or viem chains. */
    networks: readonly [NetworkInput, ...NetworkInput[]];
    defaultNetwork?: NetworkInput | undefined;
  };

/** The options a client runs with: as given, with every network a CAIP network. */
export type WalletportClientOptions = WalletportOptions<CaipNetwork> & ClientSettings;

export type WalletportClient = {
  /** The options the client was created with (networks as CAIP networks). */
  readonly options: Readonly<WalletportClientOptions>;
  /**
   * Loads the core and starts its background work: wallet discovery and reconnecting a stored session.
   * The provider calls it on mount; the load begins after the browser's next paint, so the button is on
   * screen before the core is evaluated. Calling it again does nothing. Before it nothing is fetched, stored or
   * timed. Never throws: a failed load is reported on the console and tried again by the next command.
   */
  start(): void;
  /** Stops everything the client started; the client cannot be used afterwards. */
  dispose(): void;
};

const slots = new WeakMap<WalletportClient, CoreSlot>();
const localeSlots = new WeakMap<WalletportClient, LocaleSlot>();

/** The core slot behind a client (internal: the renderer and the actions use it). */
export function coreSlotOf(client: WalletportClient): CoreSlot {
  const slot = slots.get(client);
  if (!slot) throw new TypeError('This is not a walletport client: create one with createWalletport(...)');
  return slot;
}

/** The language behind a client (internal: the renderers and the locale actions use it). */
export function localeSlotOf(client: WalletportClient): LocaleSlot {
  coreSlotOf(client);
  return localeSlots.get(client)!;
}

/** Puts a client together over a core loader (createWalletport's lazy chunk, or a test's core). */
export function createClient(options: WalletportClientOptions, loadCore: CoreLoader): WalletportClient {
  let started = false;
  let disposed = false;
  // A core loaded after start() is started before anyone reads it (see CoreSlot).
  const slot = new CoreSlot(loadCore, (core) => {
    if (started) core.start();
  });
  const locale = createLocaleSlot(options.locale);
  const client: WalletportClient = {
    options,
    start() {
      if (started) return;
      started = true;
      // The language after the page's next paint, before the core: its chunk must not compete with the button's
      // first paint; the buttons are on screen in English until their language arrives.
      afterNextPaint(() => {
        // A client disposed before that paint (a test's, a page's torn down at once) loads no language.
        if (!disposed) locale.start();
      });
      const loaded = slot.getCore();
      if (loaded) {
        // A core that was there already (a test's, or one an action loaded before the provider mounted).
        loaded.start();
        return;
      }
      if (hasStoredSession()) slot.markRestoring();
      // After the page's next paint: evaluating the core must not hold back the button mounted beside it.
      afterNextPaint(() => slot.load().catch((error: unknown) => reportLoadFailure(error)));
    },
    dispose() {
      disposed = true;
      slot.dispose();
    },
  };
  slots.set(client, slot);
  localeSlots.set(client, locale);
  return client;
}

/** Runs `task` once the browser has painted the next frame (a task after it); outside a browser, on the next task. */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(task, 0));
  else setTimeout(task, 0);
}

/**
 * A core that cannot load leaves the page with a button that does nothing visible, so the reason goes to the
 * console as an error: the options the full check refused, or the chunk the network did not deliver.
 */
function reportLoadFailure(error: unknown): void {
  if (error instanceof ClientDisposedError) return;
  console.error('walletport could not start:', error);
}
