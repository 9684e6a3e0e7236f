/**
 * Shown for a view the renderer has no component for (not built yet, or a name it does not know), so the
 * dialog is never blank and the way out is obvious.
 */
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { enModal } from '../../../locales/en/modal.js';
import { enShell } from '../../../locales/en/shell.js';
import type { MessageKey } from '../../../locales/messages.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';
import { useStore } from '../../state/useStore.js';

/**
 * What the view says: a catalogue key, or a text of the core (an error's message), which is shown in the
 * visitor's language when the catalogue has it (localizeMessage) and as given otherwise.
 */
export type UnavailableMessage = MessageKey | (string & Record<never, never>);

export type UnavailableViewProps = {
  view: string;
  /** The message; "This view is not available yet" by default. */
  message?: UnavailableMessage | undefined;
  /** Extra action (e.g. retry), shown before the back button. */
  onRetry?: (() => void) | undefined;
};

/** The default message in English (what tests and logs read). */
export const UNAVAILABLE_VIEW_MESSAGE = enShell['shell.viewNotAvailable'];

const selectCanGoBack = (state: RouterState) => state.history.length > 1;

const isMessageKey = (message: string): message is MessageKey => Object.hasOwn(enModal, message);

/** The message in the shown language. */
export function unavailableText(message: UnavailableMessage, { t, localizeMessage }: Pick<UseTReturnType, 't' | 'localizeMessage'>): string {
  return isMessageKey(message) ? t(message) : localizeMessage(message);
}

export function UnavailableView({ view, message = 'shell.viewNotAvailable', onRetry }: UnavailableViewProps) {
  const { router } = useLoadedCore();
  const canGoBack = useStore(router, selectCanGoBack);
  const translator = useT();
  const { t } = translator;
  return (
    <div className="wp-unavailable">
      <p className="wp-unavailable-message">{unavailableText(message, translator)}</p>
      <p className="wp-unavailable-detail" dir="ltr">
        {t('shell.viewName', { view })}
      </p>
      <div className="wp-unavailable-actions">
        {onRetry ? (
          <button type="button" className="wp-button wp-button-secondary" onClick={onRetry}>
            {t('common.tryAgain')}
          </button>
        ) : null}
        <button type="button" className="wp-button wp-button-secondary" onClick={() => router.goBackOrCloseModal()}>
          {canGoBack ? t('shell.goBack') : t('shell.closeModal')}
        </button>
      </div>
    </div>
  );
}
