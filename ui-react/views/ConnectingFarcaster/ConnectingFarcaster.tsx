/**
 * ConnectingFarcaster: signing in with Farcaster (FarcasterLoginUseCase follows the router: the view coming on
 * screen starts the attempt, leaving it abandons it). While the frame fetches the sign-in address the QR
 * code's place shows a spinner; then the QR code of exactly that address (the same QrCode as WalletConnect's),
 * "Open Farcaster" (the platform opens it in a new tab; on a phone, where a code cannot be scanned by the
 * phone showing it, this button comes first), 'Copy link', and a status saying the login waits for the
 * approval in the Farcaster app. Approved, the wallet connects and the modal closes.
 *
 * A failure goes back to the previous view with an error toast (the use case does it); a view opened on its
 * own has nowhere to go back to, so it says the failure itself, with "Try again" (a new address).
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import type { FarcasterLoginState, FarcasterLoginUseCase } from '../../../domain/usecases/embedded-wallet/farcaster-login/index.js';
import { LockIcon } from '../../components/Icon/viewIcons.js';
import { FlowStatus } from '../../components/FlowStatus/FlowStatus.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { CopyLinkButton } from '../ConnectingWalletConnect/pairing.js';
import { embeddedErrorMessage } from '../EmailLogin/embeddedErrorMessage.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { connectingFarcasterStylesheet } from './ConnectingFarcaster.styles.js';
import { enConnecting } from '../../../locales/en/connecting.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

/** The English texts (what tests read); the view shows the shown language's. */
export const FARCASTER_QR_LABEL = enConnecting['connecting.farcasterQrCode'];
export const FARCASTER_LOADING_LABEL = enConnecting['connecting.farcasterLoading'];
export const FARCASTER_WAITING_TEXT = enConnecting['connecting.farcasterWaiting'];
export const OPEN_FARCASTER_LABEL = enConnecting['connecting.openFarcaster'];
export const FARCASTER_RETRY_TEXT = enConnecting['connecting.farcasterRetry'];

const select = ({ step, url, error }: FarcasterLoginState) => ({ step, url, error });

function ConnectingFarcaster({ useCase: farcasterLogin }: { useCase: FarcasterLoginUseCase }) {
  const { environment } = useLoadedCore();
  const translator = useT();
  const { t, localizeMessage } = translator;
  const { step, url, error } = useStore(farcasterLogin, select, shallowEqual);

  if (step === 'failed' && error) {
    return (
      <FlowStatus tone="error" icon={<LockIcon />} title={localizeMessage(error.shortMessage)} text={failureText(error, translator)}>
        <div className="wp-flow-actions">
          <button
            type="button"
            className="wp-button wp-button-primary wp-button-block"
            // The button that replaced the status: focus follows, so a keyboard can try again at once.
            autoFocus
            onClick={() => farcasterLogin.retry()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      </FlowStatus>
    );
  }

  if (step === 'connecting') {
    return (
      <FlowStatus
        tone="busy"
        icon={<LockIcon />}
        title={t('connecting.connectingYourWallet')}
        text={t('connecting.signedInWith', { provider: 'Farcaster' })}
      />
    );
  }

  const mobile = environment.isMobile();
  const open = (
    <button
      type="button"
      className={`wp-button wp-button-block ${mobile ? 'wp-button-primary' : 'wp-button-secondary'}`}
      disabled={url === undefined}
      onClick={() => farcasterLogin.openFarcaster()}
    >
      {t('connecting.openFarcaster')}
    </button>
  );

  return (
    <div className="wp-fc" data-step={step} data-mobile={mobile ? 'true' : 'false'}>
      <ShadowStylesheet css={connectingFarcasterStylesheet} />
      {mobile ? open : null}
      <div className="wp-qr-frame" data-testid="farcaster-qr" data-url-ready={url ? 'true' : 'false'}>
        {url ? <QrCode value={url} label={t('connecting.farcasterQrCode')} /> : <Spinner label={t('connecting.farcasterLoading')} />}
      </div>
      <p className="wp-fc-caption">
        {mobile ? t('connecting.farcasterScanOnAnotherDevice') : t('connecting.farcasterScanWithPhone')}
      </p>
      {/* Always in the page, so the text is read out when it appears. */}
      <p className="wp-fc-status" role="status">
        {url ? t('connecting.farcasterWaiting') : ''}
      </p>
      {mobile ? null : open}
      <CopyLinkButton uri={url} />
    </div>
  );
}

export const ConnectingFarcasterView = viewWithUseCase('ConnectingFarcaster', (core) => core.farcasterLogin, ConnectingFarcaster);

/** Under the headline: what the frame said (a timeout, a refused domain) when it says more, else how to go on. */
function failureText(error: WalletportError, translator: UseTReturnType): string {
  const { t } = translator;
  const cause = (error as { cause?: unknown }).cause;
  // Compared in English (as the core words both), then said in the visitor's language.
  if (isWalletportError(cause) && embeddedErrorMessage(cause) !== error.shortMessage) {
    const said = embeddedErrorMessage(cause, translator);
    return t('connecting.farcasterRetryBecause', { reason: said.replace(/[.!?。！？]+$/u, '') });
  }
  return t('connecting.farcasterRetry');
}
