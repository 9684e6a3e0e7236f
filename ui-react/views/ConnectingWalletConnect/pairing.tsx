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

export const LINK_COPIED_MESSAGE = 'Link copied';
export const COPY_LINK_LABEL = 'Copy link';
export const QR_LOADING_LABEL = 'Generating the QR code';
export const WALLETCONNECT_UNAVAILABLE_MESSAGE = 'WalletConnect is not available on this page';
/** Beside 'Connection rejected' when a fresh code is already shown. */
export const REJECTED_WITH_FRESH_QR_MESSAGE = 'The wallet declined. Scan the new QR code to try again.';

/** The accessible name of the QR code image. */
export function qrCodeLabel(name: string | undefined): string {
  return name ? `QR code to connect ${name}` : 'WalletConnect QR code';
}

/** The pairing of `walletConnect`, for a view to render. */
export function usePairing(walletConnect: WalletConnectUseCase): WalletConnectState {
  return useStore(walletConnect);
}

/** The QR code of the current URI, or a loading placeholder of the same size until it arrives. */
export function PairingQr({ uri, name }: { uri: string | undefined; name: string | undefined }) {
  return (
    <div className="wp-qr-frame" data-testid="wc-qr" data-uri-ready={uri ? 'true' : 'false'}>
      {uri ? <QrCode value={uri} label={qrCodeLabel(name)} /> : <Spinner label={QR_LOADING_LABEL} />}
    </div>
  );
}

/** 'Copy link': the pairing URI to the clipboard, then a toast. Disabled until the URI arrives. */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const { toasts } = useLoadedCore();
  const copy = async () => {
    if (!uri) return;
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) throw new Error('The clipboard is not available');
      await clipboard.writeText(uri);
      toasts.showSuccess(LINK_COPIED_MESSAGE);
    } catch (cause) {
      toasts.showError(walletportError('CLIPBOARD_COPY_FAILED', [], { cause }));
    }
  };
  return (
    <button type="button" className="wp-button wp-button-secondary wp-wc-copy" disabled={!uri} onClick={() => void copy()}>
      <CopyIcon />
      {COPY_LINK_LABEL}
    </button>
  );
}

/**
 * The last failure: 'Connection rejected' beside the fresh QR code that follows it, or any failure with
 * 'Try again' when no new pairing started by itself.
 */
export function PairingAlert({ state, onRetry }: { state: WalletConnectState; onRetry: () => void }) {
  const { error, uri, status } = state;
  if (!error) return null;
  const retryable = status === 'error';
  return (
    <div className="wp-wc-alert" role="alert">
      <p className="wp-wc-alert-title">{error.shortMessage}</p>
      <p className="wp-wc-alert-detail">{alertDetail(error, uri !== undefined)}</p>
      {retryable ? (
        <button type="button" className="wp-button wp-button-primary" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

function alertDetail(error: WalletportError, freshQr: boolean): string {
  if (error.code === 'CONNECTION_REJECTED') return freshQr ? REJECTED_WITH_FRESH_QR_MESSAGE : 'The wallet declined the connection.';
  return error.details && error.details !== error.shortMessage ? error.details : 'The wallet did not connect.';
}
