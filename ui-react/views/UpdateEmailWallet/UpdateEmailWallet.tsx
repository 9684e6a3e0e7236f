/**
 * UpdateEmailWallet: the first step of an email change (UpdateEmailUseCase): the new address, then the
 * frame mails a code to the current one and the use case moves on to UpdateEmailPrimaryOtp. While it is
 * sent, a status; a refused address (invalid, the same as now, the frame's failures) is said in an alert.
 * Back from a code step comes here with the new address still filled in.
 */
import type { WalletportCore } from '../../../container/walletport-core.js';
import type { EmbeddedWalletState, EmbeddedWalletUseCase } from '../../../domain/usecases/embedded-wallet/wallet/index.js';
import type { UpdateEmailState, UpdateEmailUseCase } from '../../../domain/usecases/embedded-wallet/update-email/index.js';
import { MailIcon } from '../../components/Icon/viewIcons.js';
import { FlowStatus } from '../../components/FlowStatus/FlowStatus.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { EmailFieldStep } from '../EmailLogin/EmailFieldStep.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { enEmail } from '../../../locales/en/email.js';
import { useT } from '../../i18n/useT.js';

/** In English (what tests read); the field shows the shown language's. */
export const NEW_EMAIL_LABEL = enEmail['email.newEmail'];

const selectChange = ({ step, newEmail, error }: UpdateEmailState) => ({ step, newEmail, error });
const selectCurrentEmail = (state: EmbeddedWalletState) => state.email;

type EmailChange = { updateEmail: UpdateEmailUseCase; embeddedWallet: EmbeddedWalletUseCase };

function NewEmail({ useCase: { updateEmail, embeddedWallet } }: { useCase: EmailChange }) {
  const { step, newEmail, error } = useStore(updateEmail, selectChange, shallowEqual);
  const current = useStore(embeddedWallet, selectCurrentEmail);
  const { t } = useT();

  if (step === 'sending') {
    return (
      <FlowStatus
        tone="busy"
        icon={<MailIcon />}
        title={t('email.sendingCode', { email: current ?? t('email.yourCurrentEmail') })}
        text={t('email.takesAFewSeconds')}
      />
    );
  }
  return (
    <EmailFieldStep
      intro={current ? t('email.changeIntro', { email: current }) : t('email.changeIntroWithoutEmail')}
      label={t('email.newEmail')}
      error={error}
      initialValue={newEmail ?? ''}
      autoFocus
      onSubmit={(value) => void updateEmail.submitNewEmail(value)}
    />
  );
}

// Both exist together (the embedded wallet's module builds them, or neither).
const emailChangeOf = ({ updateEmail, embeddedWallet }: WalletportCore): EmailChange | undefined =>
  updateEmail && embeddedWallet ? { updateEmail, embeddedWallet } : undefined;

export const UpdateEmailWalletView = viewWithUseCase('UpdateEmailWallet', emailChangeOf, NewEmail);
