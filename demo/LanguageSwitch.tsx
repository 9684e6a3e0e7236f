/**
 * The demo's language select: the 21 languages walletport speaks, each named in its own language, calling
 * setLocale as a host page would. The choice also goes into the address (`?locale=ar`), which main.tsx passes
 * as the `locale` option, so a reload (or a link, or a browser test) opens the page in that language.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { getLocale, setLocale, watchLocale, WALLETPORT_LOCALES, type WalletportClient, type WalletportLocale } from 'walletport';

/** `?locale=<code>` when it names a shipped language; otherwise the page and the browser decide. */
export function localeFromPage(): WalletportLocale | undefined {
  const requested = new URLSearchParams(window.location.search).get('locale');
  return WALLETPORT_LOCALES.find((locale) => locale === requested);
}

/** A language's name in that language ('العربية', 'Deutsch'); the code when the browser has no name for it. */
function ownName(locale: WalletportLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

const OPTIONS = WALLETPORT_LOCALES.map((locale) => ({ locale, name: ownName(locale) }));

export type LanguageSwitchProps = { client: WalletportClient };

export function LanguageSwitch({ client }: LanguageSwitchProps) {
  const subscribe = useCallback((onChange: () => void) => watchLocale(client, { onChange }), [client]);
  const { locale } = useSyncExternalStore(subscribe, () => getLocale(client));
  return (
    <label className="theme-switch">
      Language{' '}
      <select
        data-testid="language"
        value={locale}
        onChange={(event) => {
          const next = event.target.value as WalletportLocale;
          const address = new URL(window.location.href);
          address.searchParams.set('locale', next);
          history.replaceState(history.state, '', address);
          // A language that cannot load leaves the modal as it was; the demo says why in the console.
          setLocale(client, next).catch((error: unknown) => console.error('The demo could not switch the language:', error));
        }}
      >
        {OPTIONS.map(({ locale: code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
