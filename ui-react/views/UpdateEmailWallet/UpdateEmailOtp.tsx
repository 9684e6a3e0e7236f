/**
 * The two code steps of an email change (UpdateEmailUseCase): UpdateEmailPrimaryOtp, the code mailed to the
 * current address (`data.email`), then UpdateEmailSecondaryOtp, the code mailed to the new one
 * (`data.newEmail`). Each is the shared code step (OtpStep); "Resend code" starts the change again with the
 * same new address, which mails a new first code.
 */
import type { UpdateEmailState, UpdateEmailUseCase } from '../../../domain/usecases/embedded-wallet/update-email/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { OtpStep } from '../EmailVerifyOtp/OtpStep.js';
import { useT } from '../../i18n/useT.js';

const selectCheck = ({ step, error }: UpdateEmailState) => ({ checking: step === 'checking', error });
const selectAddresses = (state: RouterState) => ({ email: state.data?.email, newEmail: state.data?.newEmail });

function PrimaryCode({ useCase }: { useCase: UpdateEmailUseCase }) {
  return <UpdateEmailCode which="primary" updateEmail={useCase} />;
}

function SecondaryCode({ useCase }: { useCase: UpdateEmailUseCase }) {
  return <UpdateEmailCode which="secondary" updateEmail={useCase} />;
}

function UpdateEmailCode({ which, updateEmail }: { which: 'primary' | 'secondary'; updateEmail: UpdateEmailUseCase }) {
  const { router } = useLoadedCore();
  const { t } = useT();
  const { checking, error } = useStore(updateEmail, selectCheck, shallowEqual);
  const { email, newEmail } = useStore(router, selectAddresses, shallowEqual);
  const address = which === 'primary' ? (email ?? t('email.yourCurrentEmail')) : (newEmail ?? t('email.yourNewEmail'));
  return (
    <OtpStep
      intro={t('email.enterCode', { email: address })}
      checking={checking}
      error={error}
      onSubmit={(code) => void (which === 'primary' ? updateEmail.submitPrimaryOtp(code) : updateEmail.submitSecondaryOtp(code))}
      onResend={() => updateEmail.resend()}
    />
  );
}

export const UpdateEmailPrimaryOtpView = viewWithUseCase('UpdateEmailPrimaryOtp', (core) => core.updateEmail, PrimaryCode);
export const UpdateEmailSecondaryOtpView = viewWithUseCase('UpdateEmailSecondaryOtp', (core) => core.updateEmail, SecondaryCode);
