/**
 * EmailVerifyDevice: a new device (or a new user) must be approved from the inbox first. The view names the
 * address, says a link was sent to approve this device, and waits (EmailLoginUseCase waits for the frame's
 * CONNECT_DEVICE, then moves on to the code). "Send a new link" asks again, while waiting (the mail got lost)
 * or after a failure; the 30 s cooldown and the frame's failures are said in an alert.
 */
import type { EmailLoginState, EmailLoginUseCase } from '../../../domain/usecases/embedded-wallet/email-login/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { MailIcon } from '../../components/Icon/viewIcons.js';
import { FlowStatus } from '../../components/FlowStatus/FlowStatus.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { embeddedErrorMessage } from '../EmailLogin/embeddedErrorMessage.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { useT } from '../../i18n/useT.js';

const selectDevice = ({ email, error, failedStep }: EmailLoginState) => ({ email, error, failedStep });
const selectRouteEmail = (state: RouterState) => state.data?.email;

function VerifyDevice({ useCase: emailLogin }: { useCase: EmailLoginUseCase }) {
  const { router } = useLoadedCore();
  const translator = useT();
  const { t } = translator;
  const { email, error, failedStep } = useStore(emailLogin, selectDevice, shallowEqual);
  const routeEmail = useStore(router, selectRouteEmail);
  const address = email ?? routeEmail ?? t('email.yourEmail');

  return (
    <FlowStatus
      tone={error ? 'error' : 'busy'}
      icon={<MailIcon />}
      title={error ? embeddedErrorMessage(error, translator) : t('email.registerDevice')}
      text={
        error
          ? failedStep === 'verify-device'
            ? t('email.deviceNotConfirmed', { email: address })
            : t('email.deviceLinkOnItsWay', { email: address })
          : t('email.deviceLinkSent', { email: address })
      }
    >
      <div className="wp-flow-actions">
        <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={() => void emailLogin.resendCode()}>
          {t('email.sendNewLink')}
        </button>
      </div>
    </FlowStatus>
  );
}

export const EmailVerifyDeviceView = viewWithUseCase('EmailVerifyDevice', (core) => core.emailLogin, VerifyDevice);
