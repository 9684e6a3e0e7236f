/**
 * The mode the modal shows: the page's explicit one, else the visitor's own `prefers-color-scheme`, followed
 * live (switching the system to dark turns an open modal dark). On the server, and where the browser cannot
 * tell, it is light.
 */
import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '../../domain/usecases/options/index.js';

/** The mode where nothing else decides (the server, or no media queries). */
export const FALLBACK_THEME_MODE: ThemeMode = 'light';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
}

function subscribe(listener: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

function systemThemeMode(): ThemeMode {
  return darkQuery()?.matches === true ? 'dark' : FALLBACK_THEME_MODE;
}

const serverThemeMode = (): ThemeMode => FALLBACK_THEME_MODE;

export function useEffectiveThemeMode(explicit: ThemeMode | undefined): ThemeMode {
  const system = useSyncExternalStore(subscribe, systemThemeMode, serverThemeMode);
  return explicit ?? system;
}
