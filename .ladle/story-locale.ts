/**
 * The language of the stories on screen (dev-only). A story opened with `&wpLocale=<code>` in its address
 * shows that language; `window.__walletportStoryLocale(code)` switches every story client on the page in
 * place, without a reload, so a browser check can read one rendered story in several languages (loading
 * Ladle's bundle again for each would double the checks' time).
 *
 * A client made after a switch (Ladle may render a story twice) takes the language chosen for the story it
 * draws; the next story starts from its own address again. The story, not the whole address: Ladle may
 * rewrite the rest of the address while it renders.
 */
import { useEffect } from 'react';
import type { WalletportClient } from '../client/walletport-client.js';
import { localeSlotOf } from '../client/walletport-client.js';
import { isWalletportLocale, type WalletportLocale } from '../domain/entities/i18n/locales.js';

export type StoryLocaleSwitch = (locale: WalletportLocale) => Promise<void>;

declare global {
  interface Window {
    /** Shows every story client of the page in `locale`; resolves once each has its text loaded. */
    __walletportStoryLocale?: StoryLocaleSwitch;
  }
}

const liveClients = new Set<WalletportClient>();
/** The last switch, and the story it was made on. */
let chosen: { story: string | null; locale: WalletportLocale } | undefined;

const storyOnScreen = () => new URLSearchParams(location.search).get('story');

/** The language a story client shows: the last switch made on this story, else `wpLocale`, else none. */
function localeForThisStory(): WalletportLocale | undefined {
  if (chosen && chosen.story === storyOnScreen()) return chosen.locale;
  const requested = new URLSearchParams(location.search).get('wpLocale');
  return isWalletportLocale(requested) ? requested : undefined;
}

const switchStories: StoryLocaleSwitch = async (locale) => {
  chosen = { story: storyOnScreen(), locale };
  await Promise.all([...liveClients].map((client) => localeSlotOf(client).set(locale)));
};

/** Puts a story's client under the page's language: the address's now, and every later switch. */
export function useStoryLocale(client: WalletportClient): void {
  useEffect(() => {
    window.__walletportStoryLocale ??= switchStories;
    liveClients.add(client);
    const locale = localeForThisStory();
    if (locale) void localeSlotOf(client).set(locale);
    return () => {
      liveClients.delete(client);
    };
  }, [client]);
}
