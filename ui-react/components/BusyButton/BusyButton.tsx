/**
 * The one button that waits (Sign, Send, Swap, Register, Disconnect): while busy it shows a spinner and its
 * busy label, and says so with aria-busy and aria-disabled. Not `disabled`: a focused button that turns
 * disabled drops the keyboard user's focus; `unavailable` (a form not ready yet) is aria-disabled for the same
 * reason. The caller's handler ignores presses while busy or unavailable.
 */
import { Spinner } from '../Spinner/Spinner.js';

export type BusyButtonProps = {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** A press does nothing now (the form is not ready); said with aria-disabled. */
  unavailable?: boolean | undefined;
  /** 'submit' for a form's own button (Enter in a field presses it); the press is then the form's onSubmit. */
  type?: 'button' | 'submit' | undefined;
  variant?: 'primary' | 'secondary' | undefined;
  /** As wide as its column. */
  block?: boolean | undefined;
  onClick?: (() => void) | undefined;
  'data-testid'?: string | undefined;
};

export function BusyButton({
  busy,
  label,
  busyLabel,
  unavailable = false,
  type = 'button',
  variant = 'primary',
  block = false,
  onClick,
  'data-testid': testId,
}: BusyButtonProps) {
  return (
    <button
      type={type}
      className={`wp-button wp-button-${variant}${block ? ' wp-button-block' : ''}`}
      aria-busy={busy ? true : undefined}
      aria-disabled={busy || unavailable ? true : undefined}
      data-testid={testId}
      onClick={onClick}
    >
      {busy ? <Spinner decorative /> : null}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}
