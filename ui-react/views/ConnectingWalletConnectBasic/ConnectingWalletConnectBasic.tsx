/**
 * WalletConnect in manual control mode, or on a page without chain adapters (the modal opens here on
 * desktop): no wallet list, only the QR code of the current pairing URI and 'Copy link', with the same
 * pairing rules as ConnectingWalletConnect (started by the connect attempt when the view comes on screen,
 * 'Connection rejected' beside the fresh code, the modal closed once a wallet approves).
 */
import type { WalletConnectUseCase } from '../../../domain/usecases/walletconnect/index.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { connectingWalletConnectStylesheet } from '../ConnectingWalletConnect/ConnectingWalletConnect.styles.js';
import { viewWithUseCase } from '../../components/UnavailableView/viewWithUseCase.js';
import { CopyLinkButton, PairingAlert, PairingQr, usePairing } from '../ConnectingWalletConnect/pairing.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { enWalletConnect } from '../../../locales/en/walletConnect.js';
import { useT } from '../../i18n/useT.js';

/** In English (what tests read); the view shows the shown language's. */
export const BASIC_CAPTION = enWalletConnect['walletConnect.scanWithWalletConnectWallet'];

export const ConnectingWalletConnectBasicView = viewWithUseCase(
  'ConnectingWalletConnectBasic',
  (core) => core.walletConnect,
  ConnectingWalletConnectBasic,
  'walletConnect.unavailable',
);

function ConnectingWalletConnectBasic({ useCase: walletConnect }: { useCase: WalletConnectUseCase }) {
  const { connectAttempt } = useLoadedCore();
  const { t } = useT();
  const state = usePairing(walletConnect);
  return (
    <div className="wp-wc" data-status={state.status}>
      <ShadowStylesheet css={connectingWalletConnectStylesheet} />
      <PairingAlert state={state} onRetry={() => connectAttempt.retry()} />
      <div className="wp-wc-panel">
        {state.status === 'error' && state.uri === undefined ? null : <PairingQr uri={state.uri} name={undefined} />}
        <p className="wp-wc-caption">{t('walletConnect.scanWithWalletConnectWallet')}</p>
      </div>
      <CopyLinkButton uri={state.uri} />
    </div>
  );
}
