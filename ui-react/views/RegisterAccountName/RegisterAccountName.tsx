/**
 * Choose Name (SPEC.md sections 2, 5 and 8): a name field with the '.reown.id' suffix beside it, the name
 * service's answer as the visitor types (the names use case debounces and validates: letters, digits and
 * hyphens, at least 4 characters), suggestions to pick from, and Register, which asks the wallet to sign.
 * Success replaces this view with RegisterAccountNameSuccess; a failure comes back here with 'Error
 * registering name {name}' in an alert.
 *
 * Suggestions and errors come from the service: rendered as text only.
 */
import { useId, useState, type FormEvent } from 'react';
import { NAME_SUFFIX } from '../../../domain/entities/constants.js';
import { stripNameSuffix } from '../../../domain/entities/name/index.js';
import type { NamesState } from '../../../domain/usecases/names/index.js';
import { BusyButton } from '../../components/BusyButton/BusyButton.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { nameStatus } from './nameStatus.js';
import { useT } from '../../i18n/useT.js';
import { registerAccountNameCss } from './RegisterAccountName.styles.js';

const selectForm = ({ query, availability, suggestions, registering, error }: NamesState) => ({
  query,
  availability,
  suggestions,
  registering,
  error,
});

export function RegisterAccountNameView() {
  const { names } = useLoadedCore();
  const { query, availability, suggestions, registering, error } = useStore(names, selectForm, shallowEqual);
  // The field keeps what was typed (case included); the use case holds the lower-case name it looks up. The
  // form is the use case's: opened afresh it is empty (ChooseNameButton resets it), and a failed
  // registration comes back to it as it was, error included.
  const [value, setValue] = useState(() => names.snapshot.query);
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();
  const { t, localizeMessage } = useT();

  const type = (next: string) => {
    setValue(next);
    names.search(next);
  };
  const canRegister = availability === 'available' && !registering;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canRegister) void names.register(query);
  };

  return (
    <form className="wp-name" onSubmit={submit} noValidate>
      <ShadowStylesheet css={registerAccountNameCss} />
      <label className="wp-label" htmlFor={inputId}>
        {t('names.name')}
      </label>
      <div className="wp-name-field" data-invalid={availability === 'invalid' || availability === 'taken' ? 'true' : undefined}>
        <input
          id={inputId}
          className="wp-input"
          type="text"
          value={value}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('names.chooseName')}
          aria-describedby={`${hintId} ${statusId}`}
          aria-invalid={availability === 'invalid' || availability === 'taken' ? true : undefined}
          onChange={(event) => type(event.target.value)}
        />
        <span className="wp-name-suffix wp-ltr" aria-hidden="true">
          {NAME_SUFFIX}
        </span>
      </div>
      <p className="wp-name-hint" id={hintId}>
        {t('names.hint', { suffix: NAME_SUFFIX })}
      </p>
      <p className="wp-name-status" id={statusId} role="status" data-availability={availability}>
        {nameStatus({ query, availability, t })}
      </p>
      {/* A new search or registration clears the error, so each failure mounts a new alert and is announced. */}
      {error ? (
        <p className="wp-name-error" role="alert">
          {localizeMessage(error.shortMessage)}
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <section aria-labelledby={`${inputId}-suggestions`}>
          <h3 className="wp-name-suggestions-title" id={`${inputId}-suggestions`}>
            {t('names.suggestions')}
          </h3>
          <ul className="wp-name-suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="wp-name-suggestion"
                  aria-disabled={suggestion.registered ? true : undefined}
                  onClick={() => {
                    if (!suggestion.registered) type(stripNameSuffix(suggestion.name));
                  }}
                >
                  <span className="wp-name-suggestion-name wp-ltr">{suggestion.name}</span>
                  <span className="wp-name-suggestion-tag">
                    {suggestion.registered ? t('names.suggestionTaken') : t('names.suggestionAvailable')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <BusyButton
        type="submit"
        block
        busy={registering}
        unavailable={!canRegister}
        label={t('names.register')}
        busyLabel={t('names.signInWallet')}
      />
    </form>
  );
}
