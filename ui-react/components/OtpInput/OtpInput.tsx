/**
 * The one-time-code field: one labelled input (not six boxes: one field is what password managers, SMS
 * autofill and screen readers handle well) that keeps digits only (otpDigits) and calls `onComplete` as soon
 * as the sixth digit is there. A pasted "12 34-56" is read whole: the browser would cut it at maxLength
 * before the digits are picked out.
 */
import { useId, type ClipboardEvent, type Ref } from 'react';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { OTP_LENGTH, otpDigits } from './otpDigits.js';
import { otpInputCss } from './OtpInput.styles.js';

export type OtpInputProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The field holds a whole code (typed, pasted or filled in by the system). */
  onComplete(code: string): void;
  /** The code is being checked: the field stays focusable but cannot change. */
  busy?: boolean | undefined;
  invalid?: boolean | undefined;
  /** Ids of the texts that describe the field (the step's explanation, its error). */
  describedBy?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
};

export function OtpInput({ label, value, onChange, onComplete, busy = false, invalid = false, describedBy, ref }: OtpInputProps) {
  const inputId = useId();

  const take = (raw: string) => {
    const next = otpDigits(raw);
    onChange(next);
    if (next.length === OTP_LENGTH && next !== value) onComplete(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (busy) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? value.length;
    take(value.slice(0, start) + event.clipboardData.getData('text') + value.slice(end));
  };

  return (
    <div className="wp-otp">
      <ShadowStylesheet css={otpInputCss} />
      <label className="wp-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="wp-input wp-otp-input"
        type="text"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        spellCheck={false}
        value={value}
        readOnly={busy}
        aria-busy={busy ? true : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => take(event.target.value)}
        onPaste={onPaste}
      />
    </div>
  );
}
