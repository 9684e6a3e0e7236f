/**
 * The language a client's renderers show, kept on the client itself rather than in the lazily loaded core:
 * the buttons are on screen before the core loads, and they are already in the page's language.
 *
 * It starts in English. `start()` (the client's start, in a browser) negotiates the language from the
 * `locale` option, the page's `<html lang>` and the visitor's browser languages, and loads that language's
 * catalogue (resolve-locale.ts, loaded lazily: the page's entry carries only this small store); `set()`
 * changes it at run time. The shown language changes only once its catalogue has arrived, so a renderer
 * never shows a mix of two languages, and a slow catalogue that lost the race to a newer choice is dropped.
 */
import type { TextDirection, WalletportLocale } from '../domain/entities/i18n/locales.js';
import type { Messages } from '../locales/messages.js';

export type LocaleSnapshot = {
  readonly locale: WalletportLocale;
  readonly direction: TextDirection;
  /** The catalogue of a language other than English; undefined for English (built into the renderer). */
  readonly messages: Messages | undefined;
};

/** Picks the language for a request (undefined: follow the page and the browser) and loads its text. */
export type ResolveLocale = (requested: string | undefined) => Promise<LocaleSnapshot>;

export type LocaleSlot = {
  readonly snapshot: LocaleSnapshot;
  subscribe(listener: () => void): () => void;
  /** Negotiates and loads the language once, in a browser; later calls do nothing. */
  start(): void;
  /** Shows `requested` (matched to a shipped language, English when none fits) once its catalogue has loaded. */
  set(requested: string): Promise<WalletportLocale>;
  /** Shows a language whose text is at hand, at once (a test's pseudo-language); a load under way no longer applies. */
  showLoaded(snapshot: LocaleSnapshot): void;
};

const ENGLISH: LocaleSnapshot = { locale: 'en', direction: 'ltr', messages: undefined };

const resolveLazily: ResolveLocale = async (requested) => (await import('./resolve-locale.js')).resolveLocale(requested);

export function createLocaleSlot(requested: string | undefined, resolve: ResolveLocale = resolveLazily): LocaleSlot {
  let snapshot = ENGLISH;
  let started = false;
  let generation = 0;
  const listeners = new Set<() => void>();
  const publish = (next: LocaleSnapshot) => {
    if (next.locale === snapshot.locale && next.messages === snapshot.messages) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  const show = async () => {
    const mine = ++generation;
    const next = await resolve(requested);
    if (mine === generation) publish(next);
    return next.locale;
  };
  return {
    get snapshot() {
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (started) return;
      started = true;
      // Nothing asked for and no page to read a language from (a program or a test outside a browser):
      // English, and no module to load for it.
      if (requested === undefined && typeof document === 'undefined') return;
      // A language that cannot load leaves the modal in the one it had; the reason goes to the console.
      show().catch((error: unknown) => console.error('walletport could not load its language:', error));
    },
    set(next) {
      requested = next;
      started = true;
      return show();
    },
    showLoaded(next) {
      started = true;
      generation += 1;
      publish(next);
    },
  };
}
