/**
 * A step that asks for an address (EmailLogin trying again, UpdateEmailWallet): a line saying what to do,
 * or, when the last try failed, why, in an alert the field points at; then the email field, filled in with
 * the last address. A new failure brings a fresh field with focus in it, ready to correct the address.
 */
import { useId } from 'react';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { EmailField } from '../Connect/EmailField.js';
import { emailStepCss } from './EmailLogin.styles.js';
import { embeddedErrorMessage } from './embeddedErrorMessage.js';
import { useT } from '../../i18n/useT.js';

export type EmailFieldStepProps = {
  /** What to do, in the shown language. */
  intro: string;
  error: WalletportError | undefined;
  initialValue: string;
  onSubmit(email: string): void;
  label?: string | undefined;
  /** Focus the field even without a failure (a step whose only job is the field). */
  autoFocus?: boolean | undefined;
};

export function EmailFieldStep({ intro, error, initialValue, onSubmit, label, autoFocus = false }: EmailFieldStepProps) {
  const errorId = useId();
  const translator = useT();
  return (
    <div className="wp-email-step">
      <ShadowStylesheet css={emailStepCss} />
      {error ? (
        <p id={errorId} className="wp-field-error" role="alert">
          {embeddedErrorMessage(error, translator)}
        </p>
      ) : (
        <p className="wp-email-step-intro">{intro}</p>
      )}
      <EmailField
        key={`${initialValue}|${error?.shortMessage ?? ''}`}
        label={label}
        initialValue={initialValue}
        autoFocus={autoFocus || error !== undefined}
        describedBy={error ? errorId : undefined}
        onSubmit={onSubmit}
      />
    </div>
  );
}
