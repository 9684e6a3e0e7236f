/**
 * ConnectingEmbedded: the code was right and the embedded wallet is being connected (EmailLoginUseCase
 * connects the AUTH connector, then closes the modal). A failed connect says why, with "Try again"
 * (retryConnect); the header's back and close buttons leave the flow.
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import type { EmailLoginState, EmailLoginUseCase } from '../../../domain/usecases/embedded-wallet/email-login/index.js';
import { LockIcon } from '../../components/Icon/viewIcons.js';
import { FlowStatus } from '../../components/FlowStatus/FlowStatus.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { embeddedErrorMessage } from '../EmailLogin/embeddedErrorMessage.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

const selectConnect = ({ failedStep, error }: EmailLoginState) => ({ failed: failedStep === 'connecting', error });

function ConnectingEmbedded({ useCase: emailLogin }: { useCase: EmailLoginUseCase }) {
  const { failed, error } = useStore(emailLogin, selectConnect, shallowEqual);
  const translator = useT();
  const { t } = translator;
  if (!failed || !error) {
    return <FlowStatus tone="busy" icon={<LockIcon />} title={t('connecting.connectingYourWallet')} text={t('connecting.takesAMoment')} />;
  }
  return (
    <FlowStatus tone="error" icon={<LockIcon />} title={embeddedErrorMessage(error, translator)} text={failureDetails(error, translator)}>
      <div className="wp-flow-actions">
        <button
          type="button"
          className="wp-button wp-button-primary wp-button-block"
          // The button that replaced the status: focus follows, so a keyboard can try again at once.
          autoFocus
          onClick={() => void emailLogin.retryConnect()}
        >
          {t('common.tryAgain')}
        </button>
      </div>
    </FlowStatus>
  );
}

export const ConnectingEmbeddedView = viewWithUseCase('ConnectingEmbedded', (core) => core.emailLogin, ConnectingEmbedded);

/** The wallet's own words under the headline, when they say more than it. */
function failureDetails(error: WalletportError, { t }: UseTReturnType): string {
  return error.details && error.details !== error.shortMessage ? error.details : t('connecting.yourWalletDidNotConnect');
}
