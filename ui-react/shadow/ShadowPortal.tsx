/**
 * Renders children inside a Shadow DOM root attached to `host`, with its own stylesheet and the theme:
 * the stylesheet (adopted first, see ShadowStylesheet.tsx) and `<div class="wp-root">` inside the shadow
 * root; components below add theirs with <ShadowStylesheet>. The host gets `data-wp-theme` (light or dark:
 * the page's mode, else the visitor's prefers-color-scheme),
 * which the palette rules select on; the host page's theme variables are inline custom properties on
 * `.wp-root`. React portals into shadow roots keep React's event handling (React listens on the portal's
 * container), and the component tree (context) is preserved.
 *
 * `.wp-root` states the language and direction of its text (UI_LANGUAGE): both would otherwise be inherited
 * from the host page through the shadow host (`lang` always, and `direction` is one of the two properties
 * `all: initial` leaves alone), so a German or right-to-left page would have the English modal read out with
 * the wrong pronunciation (WCAG 3.1.2) and laid out mirrored.
 */
import { useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getTheme } from '../../actions/getTheme.js';
import type { WalletportCore } from '../../container/walletport-core.js';
import { useClientValue } from '../hooks/useClientValue.js';
import { useWalletport } from '../hooks/useWalletport.js';
import { THEME_ATTRIBUTE, themeVariablesToStyle } from '../theme/themeStyle.js';
import { useEffectiveThemeMode } from '../theme/useEffectiveThemeMode.js';
import { ShadowRootContext, ShadowStylesheet } from './ShadowStylesheet.js';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect.js';

export type ShadowPortalProps = {
  /** The element that carries the shadow root (created by the caller). */
  host: HTMLElement;
  /** The whole stylesheet of this root. */
  css: string;
  children?: ReactNode;
};

/** The language and direction of every text walletport shows (its strings are English). */
export const UI_LANGUAGE = { lang: 'en', dir: 'ltr' } as const;

const themeStores = (core: WalletportCore) => [core.theme];

export function ShadowPortal({ host, css, children }: ShadowPortalProps) {
  // The buttons render before the client's core has loaded: the theme then is the options' mode alone.
  const theme = useClientValue(useWalletport(), getTheme, themeStores);
  const themeMode = useEffectiveThemeMode(theme.themeMode);
  const themeVariables = theme.themeVariables;
  const [root, setRoot] = useState<ShadowRoot | null>(null);

  useIsomorphicLayoutEffect(() => {
    // An element takes one shadow root for life: reuse it (React StrictMode runs effects twice).
    setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, [host]);

  useIsomorphicLayoutEffect(() => {
    host.setAttribute(THEME_ATTRIBUTE, themeMode);
  }, [host, themeMode]);

  if (root === null) return null;
  return createPortal(
    <ShadowRootContext.Provider value={root}>
      <ShadowStylesheet css={css} base />
      <div className="wp-root" lang={UI_LANGUAGE.lang} dir={UI_LANGUAGE.dir} style={themeVariablesToStyle(themeVariables) as CSSProperties}>
        {children}
      </div>
    </ShadowRootContext.Provider>,
    root,
  );
}
