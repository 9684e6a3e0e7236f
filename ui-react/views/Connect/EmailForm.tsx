/**
 * The email field of the Connect view: a labelled input checked with zod's email rule. A valid address goes
 * to the EmailLogin view (the email login use case takes it from there).
 */
import { useId, useState, type FormEvent } from 'react';
import { useLoadedCore } from '../../hooks/useCore.js';
import { validateEmail } from './validateEmail.js';

export function EmailForm() {
  const { router } = useLoadedCore();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateEmail(value);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    router.push('EmailLogin', { email: result.email });
  };

  return (
    <form className="wp-email-form" noValidate onSubmit={onSubmit}>
      <label className="wp-label" htmlFor={inputId}>
        Email
      </label>
      <div className="wp-email-row">
        <input
          id={inputId}
          className="wp-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <button type="submit" className="wp-button wp-button-primary">
          Continue
        </button>
      </div>
      {error ? (
        <p id={errorId} className="wp-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
