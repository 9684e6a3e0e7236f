/**
 * The language the modal shows now and its writing direction. English until the client has started in a
 * browser (the provider starts it on mount) and the negotiated language's text has arrived.
 */
import { localeSlotOf } from '../client/walletport-client.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type { TextDirection, WalletportLocale } from '../domain/entities/i18n/locales.js';

export type Locale = { locale: WalletportLocale; direction: TextDirection };

export type GetLocaleReturnType = Locale;
export type GetLocaleErrorType = TypeError;

const cache = new WeakMap<object, Locale>();

export function getLocale(client: WalletportClient): GetLocaleReturnType {
  const { snapshot } = localeSlotOf(client);
  // Stable until it changes, so React's useSyncExternalStore and a watcher's comparison see one object.
  const cached = cache.get(snapshot);
  if (cached) return cached;
  const locale = { locale: snapshot.locale, direction: snapshot.direction };
  cache.set(snapshot, locale);
  return locale;
}
