/**
 * The client's language as React state: re-renders when the shown language changes. Outside a provider (a
 * component drawn on its own in a test or a story) it is English.
 */
import { useCallback, useContext, useSyncExternalStore } from 'react';
import type { LocaleSnapshot } from '../../client/locale-slot.js';
import { localeSlotOf } from '../../client/walletport-client.js';
import { WalletportContext } from '../provider/WalletportContext.js';

const ENGLISH: LocaleSnapshot = { locale: 'en', direction: 'ltr', messages: undefined };
const noSubscription = () => () => {};

export function useLocaleSnapshot(): LocaleSnapshot {
  const client = useContext(WalletportContext);
  const slot = client === null ? undefined : localeSlotOf(client);
  const read = () => slot?.snapshot ?? ENGLISH;
  const subscribe = useCallback((onChange: () => void) => (slot ? slot.subscribe(onChange) : noSubscription()), [slot]);
  return useSyncExternalStore(subscribe, read, read);
}
