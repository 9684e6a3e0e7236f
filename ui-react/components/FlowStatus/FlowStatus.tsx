/**
 * The status block of the step-by-step views (email login, email change, embedded connect): a picture, a
 * title and a line of text, read out as a status while something is under way and as an alert when it
 * failed, then the step's actions. The block is keyed by its tone so a new failure is announced again.
 * Titles and texts are rendered as text: they may carry an address or a message from outside. The caller's
 * text is in the shown language already; a core message (an error's English text) is shown in it too
 * (localizeMessage), and any other text as given.
 */
import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.js';
import { useT } from '../../i18n/useT.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { flowStatusCss } from './FlowStatus.styles.js';

export type FlowStatusTone = 'busy' | 'waiting' | 'error';

export type FlowStatusProps = {
  tone: FlowStatusTone;
  title: string;
  text?: string | undefined;
  /** The picture above the text (decorative). */
  icon?: ReactNode;
  /** The step's controls, under the text. */
  children?: ReactNode;
};

export function FlowStatus({ tone, title, text, icon, children }: FlowStatusProps) {
  const { localizeMessage } = useT();
  return (
    <div className="wp-flow" data-tone={tone}>
      <ShadowStylesheet css={flowStatusCss} />
      {icon || tone === 'busy' ? (
        <span className="wp-flow-picture" aria-hidden="true">
          {icon}
          {tone === 'busy' ? <Spinner decorative /> : null}
        </span>
      ) : null}
      {/* No aria-busy on the status: a busy live region is not read out until it is done, and this one is the news. */}
      <div key={tone} className="wp-flow-copy" role={tone === 'error' ? 'alert' : 'status'}>
        <p className="wp-flow-title">{localizeMessage(title)}</p>
        {text ? <p className="wp-flow-text">{localizeMessage(text)}</p> : null}
      </div>
      {children}
    </div>
  );
}
