/**
 * One wallet connection on ProfileWallets: the wallet's image and name, the address (shortened, whole in the
 * title), its balance on the network shown when known (useWalletBalance), and either "In use" (the 'connected' one) or a button
 * to switch to it (an 'active' one), and a button to disconnect it. Names, images and addresses come from
 * wallets: text and safe images only.
 */
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import { truncateAddress } from '../../../domain/entities/display/truncateAddress.js';
import type { HeldConnection } from '../../../domain/usecases/connection/index.js';
import { DisconnectIcon } from '../../components/Icon/viewIcons.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { useWalletBalance } from './useWalletBalance.js';
import { useT } from '../../i18n/useT.js';

export type HeldWalletRowProps = {
  held: HeldConnection;
  name: string;
  imageUrl: string | undefined;
  namespace: ChainNamespace;
  /** Another action on this list is under way: the buttons wait for it. */
  busy: boolean;
  onSwitch: () => void;
  onDisconnect: () => void;
};

export function HeldWalletRow({ held, namespace, name, imageUrl, busy, onSwitch, onDisconnect }: HeldWalletRowProps) {
  const inUse = held.status === 'connected';
  const balance = useWalletBalance(namespace, held);
  const { t } = useT();
  return (
    <li className="wp-profile-wallet" data-testid="profile-wallet" data-connector-id={held.connectorId} data-status={held.status}>
      <WalletImage src={imageUrl} name={name} size="md" />
      <div className="wp-profile-main">
        <p className="wp-profile-wallet-name">{name}</p>
        {held.address === undefined ? null : (
          <p className="wp-profile-address" title={held.address} data-testid="profile-wallet-address">
            {truncateAddress(held.address)}
          </p>
        )}
        {balance === undefined ? null : (
          <p className="wp-profile-address" data-testid="profile-wallet-balance">
            {balance}
          </p>
        )}
      </div>
      {inUse ? (
        <span className="wp-profile-tag">{t('wallets.inUse')}</span>
      ) : (
        <button
          type="button"
          className="wp-button wp-button-secondary"
          aria-label={t('wallets.switchTo', { name })}
          disabled={busy}
          onClick={onSwitch}
        >
          {t('wallets.switch')}
        </button>
      )}
      <button type="button" className="wp-icon-button" aria-label={t('wallets.disconnect', { name })} disabled={busy} onClick={onDisconnect}>
        <DisconnectIcon />
      </button>
    </li>
  );
}
