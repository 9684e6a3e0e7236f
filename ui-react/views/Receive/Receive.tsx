/**
 * Receive (SPEC.md section 2, the receive feature): the connected address in full with a copy button, a QR
 * code of it (the QR component WalletConnect's pairing uses), and the networks on which it can receive: the
 * page's configured networks of the address's namespace.
 */
import { useId } from 'react';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { NetworkImage } from '../../components/NetworkButton/NetworkImage.js';
import { QrCode } from '../../components/QrCode/QrCode.js';
import { useLoadedCore } from '../../hooks/useCore.js';
import { useWalletportAccount } from '../../hooks/useWalletportAccount.js';
import { useWalletportNetwork } from '../../hooks/useWalletportNetwork.js';
import { ShadowStylesheet } from '../../shadow/ShadowStylesheet.js';
import { receiveStylesheet } from './Receive.styles.js';
import { CopyIcon } from '../../components/Icon/viewIcons.js';
import { receivingNetworks } from './receivingNetworks.js';
import { useT } from '../../i18n/useT.js';
import { enReceive } from '../../../locales/en/receive.js';

export const RECEIVE_ADDRESS_COPIED = enReceive['receive.addressCopied'];

export function ReceiveView() {
  const { toasts, router } = useLoadedCore();
  const { address, namespace, isConnected } = useWalletportAccount();
  const { networks } = useWalletportNetwork();
  const networksTitleId = useId();
  const { t } = useT();

  if (!isConnected || address === undefined) {
    return (
      <div className="wp-receive">
        <ShadowStylesheet css={receiveStylesheet} />
        <p className="wp-receive-networks-title">{t('receive.noWalletConnected')}</p>
        <button type="button" className="wp-button wp-button-primary" onClick={() => router.reset('Connect')}>
          {t('receive.connectWallet')}
        </button>
      </div>
    );
  }

  const copy = async () => {
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
      if (!clipboard) throw new Error('The clipboard is not available');
      await clipboard.writeText(address);
      toasts.showSuccess(t('receive.addressCopied'));
    } catch (cause) {
      toasts.showError(walletportError('CLIPBOARD_COPY_FAILED', [], { cause }));
    }
  };
  const receiving = receivingNetworks(networks, namespace);

  return (
    <div className="wp-receive">
      <ShadowStylesheet css={receiveStylesheet} />
      <div className="wp-receive-qr">
        <div className="wp-qr-frame">
          <QrCode value={address} label={t('receive.qrCode')} />
        </div>
      </div>
      <div className="wp-receive-address-row">
        <p className="wp-receive-address" data-testid="receive-address">
          {address}
        </p>
        <button type="button" className="wp-icon-button" aria-label={t('receive.copyAddress')} onClick={() => void copy()}>
          <CopyIcon />
        </button>
      </div>
      {receiving.length > 0 ? (
        <section aria-labelledby={networksTitleId}>
          <h3 className="wp-receive-networks-title" id={networksTitleId}>
            {t('receive.onNetworks', { count: receiving.length })}
          </h3>
          <ul className="wp-receive-networks">
            {receiving.map((network) => (
              <li key={network.caipNetworkId} className="wp-receive-network">
                <NetworkImage network={network} size={20} />
                <span className="wp-receive-network-name">{network.name}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
