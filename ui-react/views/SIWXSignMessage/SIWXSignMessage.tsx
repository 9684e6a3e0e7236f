/**
 * Sign In (SPEC.md section 4, "Sign-in flow"): the page and the wallet side by side, why a signature is
 * asked, and Cancel / Sign. The sign-in use case (core.siwx) decides everything: Sign asks the wallet, Cancel
 * closes or (when sign-in is required) disconnects, and a failed signature comes back here with its error.
 * While the wallet is asked, Sign says so (busy, refuses a second press) and Cancel stays usable.
 *
 * Initial focus is the modal's, as for every view (the title). The close button is left to the modal: a
 * required sign-in refuses to close and the modal shakes (the use case's close guard).
 *
 * The page's name and the wallet's name are untrusted: rendered as text only, images through WalletImage.
 */
import { isWalletportError } from '../../../domain/entities/errors/base.error.js';
import type { SiwxState, SiwxUseCase } from '../../../domain/usecases/siwx/index.js';
import type { OptionsState } from '../../../domain/usecases/options/index.js';
import { BusyButton } from '../../components/BusyButton/BusyButton.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useWalletportWalletInfo } from '../../hooks/useWalletportWalletInfo.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { shallowEqual, useStore } from '../../state/useStore.js';
import { currentPageHost, dappIdentity } from './dappIdentity.js';
import { siwxSignMessageStylesheet } from './SIWXSignMessage.styles.js';
import { enSiwx } from '../../../locales/en/siwx.js';
import { useT } from '../../i18n/useT.js';

/** The English texts (what tests read); the view shows the shown language's. */
export const SIWX_PROMPT_TEXT = enSiwx['siwx.prompt'];
export const SIWX_REQUIRED_TEXT = enSiwx['siwx.required'];
export const SIWX_NOT_CONFIGURED_TEXT = enSiwx['siwx.notConfigured'];

const selectMetadata = (state: OptionsState) => state.options.metadata;
const selectPrompt = ({ status, required, error }: SiwxState) => ({ status, required, error });

/** Opened by hand on a page without sign-in, it says so (the one use-case-off view) rather than offer buttons that cannot work. */
export const SIWXSignMessageView = viewWithUseCase('SIWXSignMessage', (core) => core.siwx, SignPrompt, 'siwx.notConfigured');

function SignPrompt({ useCase: siwx }: { useCase: SiwxUseCase }) {
  const { options, toasts } = useLoadedCore();
  const { t, localizeMessage } = useT();
  const metadata = useStore(options, selectMetadata);
  const { status, required, error } = useStore(siwx, selectPrompt, shallowEqual);
  const { walletInfo } = useWalletportWalletInfo();
  const dapp = dappIdentity(metadata, currentPageHost(), t('siwx.thisApp'));
  const walletName = walletInfo?.name ?? t('siwx.yourWallet');
  const signing = status === 'signing';

  // The use case shows every failure after the preconditions itself; a precondition (no account any more,
  // say) is the only thing signIn throws, and a toast is where the modal reports such things.
  const reportPrecondition = (failure: unknown) =>
    toasts.showError(isWalletportError(failure) ? failure : failure instanceof Error ? failure.message : t('siwx.failed'));

  const sign = () => {
    if (signing) return;
    siwx.signIn().catch(reportPrecondition);
  };

  return (
    <div className="wp-siwx" data-status={status}>
      <ShadowStylesheet css={siwxSignMessageStylesheet} />
      <div className="wp-siwx-images">
        <WalletImage src={dapp.icon} name={dapp.name} size="lg" />
        <WalletImage src={walletInfo?.icon} name={walletName} size="lg" />
      </div>
      <h3 className="wp-siwx-title">{t('siwx.needsToConnect', { name: dapp.name })}</h3>
      <p className="wp-siwx-text">{t('siwx.prompt')}</p>
      {required ? <p className="wp-siwx-text">{t('siwx.required')}</p> : null}
      {/* A new try clears the error, so each failure mounts a new alert and is announced. */}
      {error ? (
        <p className="wp-siwx-error" role="alert">
          {localizeMessage(error.shortMessage)}
        </p>
      ) : null}
      <div className="wp-siwx-actions">
        <button type="button" className="wp-button wp-button-secondary" onClick={() => void siwx.cancel().catch(reportPrecondition)}>
          {t('siwx.cancel')}
        </button>
        <BusyButton busy={signing} label={t('siwx.sign')} busyLabel={t('siwx.signing')} onClick={sign} />
      </div>
    </div>
  );
}
