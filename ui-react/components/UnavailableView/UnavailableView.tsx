/**
 * Shown for a view the renderer has no component for (not built yet, or a name it does not know), so the
 * dialog is never blank and the way out is obvious.
 */
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useStore } from '../../state/useStore.js';

export type UnavailableViewProps = {
  view: string;
  /** The message; defaults to "This view is not available yet". */
  message?: string;
  /** Extra action (e.g. retry), shown before the back button. */
  onRetry?: (() => void) | undefined;
};

export const UNAVAILABLE_VIEW_MESSAGE = 'This view is not available yet';

const selectCanGoBack = (state: RouterState) => state.history.length > 1;

export function UnavailableView({ view, message = UNAVAILABLE_VIEW_MESSAGE, onRetry }: UnavailableViewProps) {
  const { router } = useLoadedCore();
  const canGoBack = useStore(router, selectCanGoBack);
  return (
    <div className="wp-unavailable">
      <p className="wp-unavailable-message">{message}</p>
      <p className="wp-unavailable-detail">({view})</p>
      <div className="wp-unavailable-actions">
        {onRetry ? (
          <button type="button" className="wp-button wp-button-secondary" onClick={onRetry}>
            Try again
          </button>
        ) : null}
        <button type="button" className="wp-button wp-button-secondary" onClick={() => router.goBackOrCloseModal()}>
          {canGoBack ? 'Go back' : 'Close modal'}
        </button>
      </div>
    </div>
  );
}
