/**
 * What both WalletConnect connecting views share: the pairing as `walletConnect` holds it (the connect
 * attempt starts it when the view comes on screen, releases it when the person leaves, and closes the modal
 * once the wallet approves), the QR code of the current URI with its loading state, 'Copy link', and the
 * error of the last attempt.
 */
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import type { WalletConnectState, WalletConnectUseCase } from '../../../domain/usecases/walletconnect/index.js';
import { CopyIcon } from '../../components/Icon/viewIcons.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useStore } from '../../state/useStore.js';
import { enWalletConnect } from '../../../locales/en/walletConnect.js';
import { useT, type UseTReturnType } from '../../i18n/useT.js';

/** The English texts (what tests read); the views show the shown language's. */
export const LINK_COPIED_MESSAGE = enWalletConnect['walletConnect.linkCopied'];
export const COPY_LINK_LABEL = enWalletConnect['walletConnect.copyLink'];
export const QR_LOADING_LABEL = enWalletConnect['walletConnect.generatingQrCode'];
export const WALLETCONNECT_UNAVAILABLE_MESSAGE = enWalletConnect['walletConnect.unavailable'];
/** Beside 'Connection rejected' when a fresh code is already shown. */
export const REJECTED_WITH_FRESH_QR_MESSAGE = enWalletConnect['walletConnect.rejectedWithFreshQr'];

/** The accessible name of the QR code image. */
export function qrCodeLabel(name: string | undefined, { t }: Pick<UseTReturnType, 't'>): string {
  return name ? t('walletConnect.qrCodeToConnect', { name }) : t('walletConnect.qrCode');
}

/** The pairing of `walletConnect`, for a view to render. */
export function usePairing(walletConnect: WalletConnectUseCase): WalletConnectState {
  return useStore(walletConnect);
}

/** The QR code of the current URI, or a loading placeholder of the same size until it arrives. */
export function PairingQr({ uri, name }: { uri: string | undefined; name: string | undefined }) {
  const translator = useT();
  return (
    <div className="wp-qr-frame" data-testid="wc-qr" data-uri-ready={uri ? 'true' : 'false'}>
      {uri ? <QrCode value={uri} label={qrCodeLabel(name, translator)} /> : <Spinner label={translator.t('walletConnect.generatingQrCode')} />}
    </div>
  );
}

/** 'Copy link': the pairing URI to the clipboard, then a toast. Disabled until the URI arrives. */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const { toasts } = useLoadedCore();
  const { t } = useT();
  const copy = async () => {
    if (!uri) return;
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) throw new Error('The clipboard is not available');
      await clipboard.writeText(uri);
      toasts.showSuccess(t('walletConnect.linkCopied'));
    } catch (cause) {
      toasts.showError(walletportError('CLIPBOARD_COPY_FAILED', [], { cause }));
    }
  };
  return (
    <button type="button" className="wp-button wp-button-secondary wp-wc-copy" disabled={!uri} onClick={() => void copy()}>
      <CopyIcon />
      {t('walletConnect.copyLink')}
    </button>
  );
}

/**
 * The last failure: 'Connection rejected' beside the fresh QR code that follows it, or any failure with
 * 'Try again' when no new pairing started by itself.
 */
export function PairingAlert({ state, onRetry }: { state: WalletConnectState; onRetry: () => void }) {
  const translator = useT();
  const { error, uri, status } = state;
  if (!error) return null;
  const retryable = status === 'error';
  return (
    <div className="wp-wc-alert" role="alert">
      <p className="wp-wc-alert-title">{translator.localizeMessage(error.shortMessage)}</p>
      <p className="wp-wc-alert-detail">{alertDetail(error, uri !== undefined, translator)}</p>
      {retryable ? (
        <button type="button" className="wp-button wp-button-primary" onClick={onRetry}>
          {translator.t('common.tryAgain')}
        </button>
      ) : null}
    </div>
  );
}

/** The wallet's own words when they say more than the headline (as given), else ours. */
function alertDetail(error: WalletportError, freshQr: boolean, { t }: UseTReturnType): string {
  if (error.code === 'CONNECTION_REJECTED') return freshQr ? t('walletConnect.rejectedWithFreshQr') : t('walletConnect.declined');
  return error.details && error.details !== error.shortMessage ? error.details : t('walletConnect.didNotConnect');
}
