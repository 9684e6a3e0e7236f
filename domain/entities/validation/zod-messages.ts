/**
 * The library's schemas use zod/mini, which, unlike classic zod, registers no locale: without one every
 * issue reads 'Invalid input'. The code that shows zod's messages (error details, rejected theme variables)
 * calls this before it parses, so they read as before ('Too small: expected string to have >=1 characters').
 * Like classic zod, it sets English only when no locale is set: a host page's `z.config(locale)` still wins
 * (the config is shared by every copy of zod on the page).
 *
 * A call, not an import for its side effect: the package is `sideEffects: false`, so a bundler may drop a
 * module imported only for what it does when loaded.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

export function ensureZodMessages(): void {
  if (!config().localeError) config(en());
}
