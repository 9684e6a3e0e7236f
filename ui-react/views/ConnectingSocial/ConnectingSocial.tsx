/**
 * ConnectingSocial: a social login under way (SocialLoginUseCase; the dialog is named after the provider). The
 * provider's picture, then what happens now: the popup opening, "Continue in <Provider>" while the person signs
 * in there, the wallet connecting, or (Telegram) the page going to the provider.
 *
 * A failure says why (the catalogue's words: 'Social login timed out. Please try again.', 'Could not open
 * social popup', ...) with "Try again", which starts the login again in its own click so the new popup opens
 * synchronously, and "Back" to Connect. Shown without a login (a host page opened the view by name), it
 * offers to continue with the provider it names.
 */
import { isWalletportError, type WalletportError } from '../../../domain/entities/errors/base.error.js';
import { SOCIAL_PROVIDERS } from '../../../domain/entities/constants.js';
import type { FrameSocialProvider } from '../../../domain/entities/frame/frame-payloads.schema.js';
import type { SocialLoginState, SocialLoginUseCase } from '../../../domain/usecases/embedded-wallet/social-login/index.js';
import type { RouterState } from '../../../domain/usecases/router/index.js';
import { FlowStatus } from '../../components/FlowStatus/FlowStatus.js';
import { SocialIcon } from '../../components/SocialIcon/SocialIcon.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { socialLabel } from '../Connect/socialLabel.js';
import { embeddedErrorMessage } from '../EmailLogin/embeddedErrorMessage.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

const select = ({ step, provider, error }: SocialLoginState) => ({ step, provider, error });
const selectRoutedProvider = ({ data }: RouterState) => data?.socialProvider;

function ConnectingSocial({ useCase: socialLogin }: { useCase: SocialLoginUseCase }) {
  const { router } = useLoadedCore();
  const translator = useT();
  const { t } = translator;
  const { step, provider: loginProvider, error } = useStore(socialLogin, select, shallowEqual);
  const routed = useStore(router, selectRoutedProvider);
  const provider = loginProvider ?? (isRedirectProvider(routed) ? routed : undefined);
  const back = () => (router.snapshot.history.length > 1 ? router.goBack() : router.replace('Connect'));

  if (provider === undefined) {
    return (
      <FlowStatus tone="error" title={t('connecting.noSocialChosen')} text={t('connecting.pickSignIn')}>
        <div className="wp-flow-actions">
          <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={back}>
            {t('connecting.backToConnect')}
          </button>
        </div>
      </FlowStatus>
    );
  }

  const label = socialLabel(provider);
  const continueIn = t('connecting.continueInProvider', { provider: label });
  const icon = <SocialIcon provider={provider} size={24} />;
  // In the click itself: the new popup opens before anything is awaited.
  const start = () => void socialLogin.start(provider);

  switch (step) {
    case 'opening':
      return <FlowStatus tone="busy" icon={icon} title={continueIn} text={t('connecting.openingSignInWindow', { provider: label })} />;
    case 'waiting':
      return (
        <FlowStatus
          tone="waiting"
          icon={icon}
          title={continueIn}
          text={t('connecting.signInInWindow', { provider: label })}
        />
      );
    case 'connecting':
      return (
        <FlowStatus
          tone="busy"
          icon={icon}
          title={t('connecting.connectingYourWallet')}
          text={t('connecting.signedInWith', { provider: label })}
        />
      );
    case 'redirecting':
      return <FlowStatus tone="busy" icon={icon} title={continueIn} text={t('connecting.takingYouTo', { provider: label })} />;
    case 'failed':
      return (
        <FlowStatus
          tone="error"
          icon={icon}
          title={error ? embeddedErrorMessage(error, translator) : t('connecting.socialLoginFailed')}
          text={failureText(error, label, translator)}
        >
          <div className="wp-flow-actions">
            <button
              type="button"
              className="wp-button wp-button-primary wp-button-block"
              // The button that replaced the status: focus follows, so a keyboard can try again at once.
              autoFocus
              onClick={start}
            >
              {t('common.tryAgain')}
            </button>
            <button type="button" className="wp-button wp-button-secondary wp-button-block" onClick={back}>
              {t('connecting.backToConnect')}
            </button>
          </div>
        </FlowStatus>
      );
    default:
      return (
        <FlowStatus tone="waiting" icon={icon} title={continueIn} text={t('connecting.signInWithAccount', { provider: label })}>
          <div className="wp-flow-actions">
            <button type="button" className="wp-button wp-button-primary wp-button-block" onClick={start}>
              {t('connecting.continueWith', { provider: label })}
            </button>
          </div>
        </FlowStatus>
      );
  }
}

export const ConnectingSocialView = viewWithUseCase('ConnectingSocial', (core) => core.socialLogin, ConnectingSocial);

/**
 * Under the headline: the reason underneath when it says more (the frame's words, or an alert's title rather
 * than a wire code), else what to do.
 */
function failureText(error: WalletportError | undefined, label: string, translator: UseTReturnType): string {
  const { t } = translator;
  if (error?.code === 'SOCIAL_POPUP_OPEN_FAILED') return t('connecting.popupBlocked');
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  if (error && isWalletportError(cause)) {
    // Compared in English (as the core words both), then shown in the visitor's language.
    if (embeddedErrorMessage(cause) !== error.shortMessage) return embeddedErrorMessage(cause, translator);
  } else if (error?.details && error.details !== error.shortMessage && cause === undefined) {
    return error.details;
  }
  return t('connecting.signInDidNotFinish', { provider: label });
}

function isRedirectProvider(provider: string | undefined): provider is FrameSocialProvider {
  return provider !== undefined && (SOCIAL_PROVIDERS as readonly string[]).includes(provider);
}
