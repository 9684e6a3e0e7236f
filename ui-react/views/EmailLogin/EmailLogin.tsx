/**
 * EmailLogin: the first step of the email login (EmailLoginUseCase follows the router: the Connect view's
 * form pushes this view with the address, and the use case sends it to the frame). While the address is
 * sent it shows a status; when sending failed (the 30 s cooldown, an invalid address, the frame's failures)
 * it says why and shows the email field again, filled in, to try again. Opened without an address it is
 * just the field.
 */
import type { EmailLoginState, EmailLoginUseCase } from '../../../domain/usecases/embedded-wallet/email-login/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { MailIcon } from '../../components/Icon/viewIcons.js';
import { FlowStatus } from '../../components/FlowStatus/FlowStatus.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { EmailFieldStep } from './EmailFieldStep.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { useT } from '../../i18n/useT.js';

const selectLogin = ({ step, email, error }: EmailLoginState) => ({ step, email, error });
const selectRouteEmail = (state: RouterState) => state.data?.email;

function EmailLoginStep({ useCase: emailLogin }: { useCase: EmailLoginUseCase }) {
  const { router } = useLoadedCore();
  const { t } = useT();
  const { step, email, error } = useStore(emailLogin, selectLogin, shallowEqual);
  const routeEmail = useStore(router, selectRouteEmail);
  const address = email ?? routeEmail ?? '';
  if (step === 'sending') {
    return <FlowStatus tone="busy" icon={<MailIcon />} title={t('email.sendingCode', { email: address })} text={t('email.takesAFewSeconds')} />;
  }
  return (
    <EmailFieldStep
      intro={t('email.signInIntro')}
      error={error}
      initialValue={address}
      onSubmit={(value) => void emailLogin.submitEmail(value)}
    />
  );
}

export const EmailLoginView = viewWithUseCase('EmailLogin', (core) => core.emailLogin, EmailLoginStep);
