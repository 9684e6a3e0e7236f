/** A tab panel's loading, empty, error or "not available" message, with an optional action. */
import type { ReactNode } from 'react';

export type PanelStateProps = {
  title: string;
  text?: string | undefined;
  tone?: 'error' | undefined;
  action?: ReactNode;
};

export function PanelState({ title, text, tone, action }: PanelStateProps) {
  return (
    <div className="wp-panel-state" data-tone={tone} role={tone === 'error' ? 'alert' : undefined}>
      <p className="wp-panel-state-title">{title}</p>
      {text ? <p className="wp-panel-state-text">{text}</p> : null}
      {action}
    </div>
  );
}
