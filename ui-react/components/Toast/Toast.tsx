/**
 * The toast of the toast use case. Two live regions always exist (so a message that appears in them is
 * announced): a polite `status` region for loading and success toasts and an `alert` region for errors.
 * The use case does the timing (one at a time, the 150 ms replacement delay, auto-close). Its text is the
 * core's English (an error's message, a use case's words), shown in the visitor's language (localizeMessage).
 */
import type { ToastState } from '../../../domain/usecases/toast/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useT } from '../../i18n/useT.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { CheckIcon, WarningIcon } from '../Icon/icons.js';
import { Spinner } from '../Spinner/Spinner.js';

const selectToast = ({ open, variant, message }: ToastState) => ({ open, variant, message });

export function Toast() {
  const { toasts } = useLoadedCore();
  const { open, variant, message } = useStore(toasts, selectToast, shallowEqual);
  const { localizeMessage } = useT();
  const shown = open && variant !== undefined;
  const pill = shown ? (
    <div className="wp-toast" data-variant={variant}>
      {variant === 'loading' ? <Spinner decorative /> : variant === 'success' ? <CheckIcon /> : <WarningIcon />}
      <span className="wp-toast-message">{message === undefined ? message : localizeMessage(message)}</span>
    </div>
  ) : null;
  return (
    <div className="wp-toast-regions">
      <div role="status" aria-live="polite" aria-atomic="true">
        {variant !== 'error' ? pill : null}
      </div>
      <div role="alert" aria-atomic="true">
        {variant === 'error' ? pill : null}
      </div>
    </div>
  );
}
