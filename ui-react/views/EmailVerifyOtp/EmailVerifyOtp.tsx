/**
 * EmailVerifyOtp: the code mailed to the address (EmailLoginUseCase put the view here after CONNECT_EMAIL
 * or the device approval). A right code connects (ConnectingEmbedded, then the modal closes); a wrong one
 * says the frame's words and the field is ready for another try; "Resend code" asks for a new one (the 30 s
 * cooldown applies and says so).
 */
import type { EmailLoginState, EmailLoginUseCase } from '../../../domain/usecases/embedded-wallet/email-login/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { OtpStep } from './OtpStep.js';
import { useT } from '../../i18n/useT.js';

const selectOtp = ({ step, email, error }: EmailLoginState) => ({ checking: step === 'checking-otp', email, error });
const selectRouteEmail = (state: RouterState) => state.data?.email;

function VerifyOtp({ useCase: emailLogin }: { useCase: EmailLoginUseCase }) {
  const { router } = useLoadedCore();
  const { t } = useT();
  const { checking, email, error } = useStore(emailLogin, selectOtp, shallowEqual);
  const routeEmail = useStore(router, selectRouteEmail);
  return (
    <OtpStep
      intro={t('email.enterCode', { email: email ?? routeEmail ?? t('email.yourEmail') })}
      checking={checking}
      error={error}
      onSubmit={(code) => void emailLogin.submitOtp(code)}
      onResend={() => emailLogin.resendCode()}
    />
  );
}

export const EmailVerifyOtpView = viewWithUseCase('EmailVerifyOtp', (core) => core.emailLogin, VerifyOtp);
