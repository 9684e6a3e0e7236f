/**
 * A panel's or a list's loading, empty, error or "not available" message, with an optional action (the
 * Account tabs, the token pickers, the Swap view).
 */
import type { ReactNode } from 'react';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { panelStateCss } from './PanelState.styles.js';

export type PanelStateProps = {
  title: string;
  text?: string | undefined;
  tone?: 'error' | undefined;
  action?: ReactNode;
};

export function PanelState({ title, text, tone, action }: PanelStateProps) {
  return (
    <div className="wp-panel-state" data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <ShadowStylesheet css={panelStateCss} />
      <p className="wp-panel-state-title">{title}</p>
      {text ? <p className="wp-panel-state-text">{text}</p> : null}
      {action}
    </div>
  );
}
