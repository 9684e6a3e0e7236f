/**
 * The language a client's renderers show, kept on the client itself rather than in the lazily loaded core:
 * the buttons are on screen before the core loads, and they are already in the page's language.
 *
 * It starts in English. `start()` (the client's start, in a browser) negotiates the language from the
 * `locale` option, the page's `<html lang>` and the visitor's browser languages, and loads that language's
 * catalogue (resolve-locale.ts, loaded lazily so the entry carries none of it); `set()` changes it at run
 * time. The shown language changes only once its catalogue has arrived, so a renderer never shows a mix of
 * two languages.
 */
import type { TextDirection, WalletportLocale } from '../domain/entities/i18n/locales.js';
import type { Messages } from '../locales/messages.js';

export type LocaleSnapshot = {
  readonly locale: WalletportLocale;
  readonly direction: TextDirection;
  /** The catalogue of a language other than English; undefined for English (built into the renderer). */
  readonly messages: Messages | undefined;
};

type Listener = () => void;
/** Picks the language for a request (undefined: follow the page and the browser) and loads its text. */
export type ResolveLocale = (requested: string | undefined) => Promise<LocaleSnapshot>;

const ENGLISH: LocaleSnapshot = { locale: 'en', direction: 'ltr', messages: undefined };

const resolveLazily: ResolveLocale = async (requested) => (await import('./resolve-locale.js')).resolveLocale(requested);

export class LocaleSlot {
  #snapshot: LocaleSnapshot = ENGLISH;
  #requested: string | undefined;
  #started = false;
  /** Bumped by every change, so a slow catalogue that lost the race does not overwrite a newer choice. */
  #generation = 0;
  readonly #listeners = new Set<Listener>();
  readonly #resolve: ResolveLocale;

  constructor(requested: string | undefined, resolve: ResolveLocale = resolveLazily) {
    this.#requested = requested;
    this.#resolve = resolve;
  }

  get snapshot(): LocaleSnapshot {
    return this.#snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Negotiates and loads the language once, in a browser; later calls do nothing. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.#show().catch(reportLoadFailure);
  }

  /** Shows `requested` (matched to a shipped language, English when none fits) once its catalogue has loaded. */
  set(requested: string): Promise<WalletportLocale> {
    this.#requested = requested;
    this.#started = true;
    return this.#show();
  }

  /**
   * Shows a language whose text is already at hand, at once (a test's pseudo-language; a renderer that bundles
   * its catalogue). A load still under way for an earlier choice no longer applies.
   */
  showLoaded(snapshot: LocaleSnapshot): void {
    this.#started = true;
    this.#generation += 1;
    this.#publish(snapshot);
  }

  async #show(): Promise<WalletportLocale> {
    const generation = ++this.#generation;
    const snapshot = await this.#resolve(this.#requested);
    if (generation === this.#generation) this.#publish(snapshot);
    return snapshot.locale;
  }

  #publish(snapshot: LocaleSnapshot): void {
    if (snapshot.locale === this.#snapshot.locale && snapshot.messages === this.#snapshot.messages) return;
    this.#snapshot = snapshot;
    for (const listener of [...this.#listeners]) listener();
  }
}

/** A language that cannot load leaves the modal in the language it had; the reason goes to the console. */
function reportLoadFailure(error: unknown): void {
  console.error('walletport could not load its language:', error);
}

const slots = new WeakMap<object, LocaleSlot>();

/** Registers a client's slot (createClient does). */
export function attachLocaleSlot(client: object, slot: LocaleSlot): void {
  slots.set(client, slot);
}

/** The locale slot behind a client (internal: the renderers and the locale actions use it). */
export function localeSlotOf(client: object): LocaleSlot {
  const slot = slots.get(client);
  if (!slot) throw new TypeError('This is not a walletport client: create one with createWalletport(...)');
  return slot;
}
