/**
 * A panel's or a list's loading, empty, error or "not available" message, with an optional action (the
 * Account tabs, the token pickers, the Swap view). The caller's text is in the shown language already; a core
 * message (an error's English text) is shown in it too (localizeMessage), and any other text as given.
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { panelStateCss } from './PanelState.styles.js';

export type PanelStateProps = {
  title: string;
  text?: string | undefined;
  tone?: 'error' | undefined;
  action?: ReactNode;
};

export function PanelState({ title, text, tone, action }: PanelStateProps) {
  const { localizeMessage } = useT();
  return (
    <div className="wp-panel-state" data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <ShadowStylesheet css={panelStateCss} />
      <p className="wp-panel-state-title">{localizeMessage(title)}</p>
      {text ? <p className="wp-panel-state-text">{localizeMessage(text)}</p> : null}
      {action}
    </div>
  );
}
