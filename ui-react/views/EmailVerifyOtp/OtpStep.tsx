/**
 * A one-time-code step, shared by the email login (EmailVerifyOtp) and the two codes of an email change:
 * the sentence naming where the code went, the code field (sent by itself at six digits, or by Enter), a
 * status while the code is checked, the failure in an alert (a wrong code empties the field and puts focus
 * back in it, ready for the next try), and "Resend code". What to do with a code is the caller's use case.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { OTP_LENGTH } from '../../components/OtpInput/otpDigits.js';
import { OtpInput } from '../../components/OtpInput/OtpInput.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { emailStepCss } from '../EmailLogin/EmailLogin.styles.js';
import { embeddedErrorMessage } from '../EmailLogin/embeddedErrorMessage.js';
import { interpolate } from '../../../domain/entities/i18n/message.js';
import { enEmail } from '../../../locales/en/email.js';
import { useT } from '../../i18n/useT.js';

/** The English texts (what tests read); the step shows the shown language's. */
export const OTP_FIELD_LABEL = enEmail['email.verificationCode'];
export const INCOMPLETE_CODE_MESSAGE = interpolate(enEmail['email.incompleteCode'], { length: OTP_LENGTH });

export type OtpStepProps = {
  /** Where the code went ("Enter the code we sent to …"), in the shown language. */
  intro: string;
  checking: boolean;
  error: WalletportError | undefined;
  onSubmit(code: string): void;
  onResend(): Promise<void>;
};

export function OtpStep({ intro, checking, error, onSubmit, onResend }: OtpStepProps) {
  const introId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const [resent, setResent] = useState(false);
  const translator = useT();
  const { t } = translator;

  // The code is what comes next: the field has focus when the step appears.
  useEffect(() => inputRef.current?.focus(), []);

  // Each new failure: the code was wrong (or the resend refused), so the field is emptied for the next try.
  useEffect(() => {
    if (!error) return;
    setCode('');
    inputRef.current?.focus();
  }, [error]);

  const submit = (value: string) => {
    setResent(false);
    setIncomplete(false);
    onSubmit(value);
  };
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    if (code.length === OTP_LENGTH) submit(code);
    else setIncomplete(true);
  };
  const resend = async () => {
    setResent(false);
    setIncomplete(false);
    setCode('');
    await onResend();
    setResent(true);
  };

  const message = error ? embeddedErrorMessage(error, translator) : incomplete ? t('email.incompleteCode', { length: OTP_LENGTH }) : undefined;
  const status = checking ? t('email.checkingCode') : resent && !error ? t('email.newCodeSent') : '';

  return (
    <div className="wp-email-step">
      <ShadowStylesheet css={emailStepCss} />
      <p id={introId} className="wp-email-step-intro">
        {intro}
      </p>
      <form noValidate onSubmit={onFormSubmit}>
        <OtpInput
          ref={inputRef}
          label={t('email.verificationCode')}
          value={code}
          busy={checking}
          invalid={message !== undefined}
          describedBy={message ? `${introId} ${errorId}` : introId}
          onChange={(value) => {
            setCode(value);
            setIncomplete(false);
          }}
          onComplete={(value) => {
            if (!checking) submit(value);
          }}
        />
      </form>
      {/* One line under the field: the failure, or the status (kept mounted, so what it says next is read out). */}
      <div className="wp-otp-feedback">
        {message ? (
          <p id={errorId} className="wp-field-error" role="alert">
            {message}
          </p>
        ) : null}
        <p className="wp-otp-status" role="status">
          {checking ? <Spinner decorative /> : null}
          {status}
        </p>
      </div>
      <button type="button" className="wp-link-button" onClick={() => void resend()}>
        {t('email.resendCode')}
      </button>
    </div>
  );
}
