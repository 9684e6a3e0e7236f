/**
 * The primary button of a step that waits on the wallet (Sign, Send): while busy it shows a spinner and its
 * busy label, and says so with aria-busy and aria-disabled. Not `disabled`: a focused button that turns
 * disabled drops the keyboard user's focus. The caller's handler ignores presses while busy.
 */
import { Spinner } from '../Spinner/Spinner.js';

export type BusyButtonProps = {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
};

export function BusyButton({ busy, label, busyLabel, onClick }: BusyButtonProps) {
  return (
    <button
      type="button"
      className="wp-button wp-button-primary"
      aria-busy={busy ? true : undefined}
      aria-disabled={busy ? true : undefined}
      onClick={onClick}
    >
      {busy ? <Spinner decorative /> : null}
      <span>{busy ? busyLabel : label}</span>
    </button>
  );
}
