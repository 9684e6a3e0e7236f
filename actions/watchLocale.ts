/** Calls `onChange` each time the modal's language changes; returns the function that stops watching. */
import { localeSlotOf } from '../client/walletport-client.js';
import type { WalletportClient } from '../client/walletport-client.js';
import { getLocale, type Locale } from './getLocale.js';

export type WatchLocaleParameters = { onChange(locale: Locale, previous: Locale): void };
export type WatchLocaleReturnType = () => void;

export function watchLocale(client: WalletportClient, { onChange }: WatchLocaleParameters): WatchLocaleReturnType {
  let previous = getLocale(client);
  return localeSlotOf(client).subscribe(() => {
    const next = getLocale(client);
    if (next === previous) return;
    const before = previous;
    previous = next;
    onChange(next, before);
  });
}
