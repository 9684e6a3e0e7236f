/**
 * An email field with its Continue button, checked with zod's email rule before it goes anywhere: the
 * Connect view's form, the EmailLogin view's "try again" form and the new address of an email change all
 * are this one field, so they validate and read the same. The address is trimmed; the caller decides where
 * it goes.
 */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT.js';
import { validateEmail } from './validateEmail.js';

export type EmailFieldProps = {
  onSubmit(email: string): void;
  /** The field's label, in the shown language; 'Email' by default. */
  label?: string | undefined;
  initialValue?: string | undefined;
  /** Focus the field when it appears (a failed step shows it again: the person is typing next). */
  autoFocus?: boolean | undefined;
  /** The field got focus: the embedded wallet's frame can start loading now. */
  onFocus?: (() => void) | undefined;
  /** Ids of texts outside the field that describe it (a failure shown above it). */
  describedBy?: string | undefined;
};

export function EmailField({ onSubmit, label, initialValue = '', autoFocus = false, onFocus, describedBy }: EmailFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(initialValue);
  const { t } = useT();
  // Whether the address was refused: the words are the catalogue's, so they follow a change of language.
  const [error, setError] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateEmail(value);
    if (!result.ok) {
      setError(true);
      return;
    }
    setError(false);
    onSubmit(result.email);
  };

  const described = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <form className="wp-email-form" noValidate onSubmit={submit}>
      <label className="wp-label" htmlFor={inputId}>
        {label ?? t('email.label')}
      </label>
      <div className="wp-email-row">
        <input
          id={inputId}
          className="wp-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('email.placeholder')}
          // The field a failed step brings back: typing there is what comes next.
          autoFocus={autoFocus}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onFocus={onFocus}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(false);
          }}
        />
        <button type="submit" className="wp-button wp-button-primary">
          {t('email.continue')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="wp-field-error" role="alert">
          {t('email.invalidEmail')}
        </p>
      ) : null}
    </form>
  );
}
