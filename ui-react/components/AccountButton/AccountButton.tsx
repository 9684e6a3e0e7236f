/**
 * The connected account as a button: avatar, profile name or truncated address (4 leading, 6 trailing),
 * and the balance with its symbol. It opens the modal on the Account view. Like the connect button it lives
 * in its own small shadow root, so page styles cannot reach it. While nothing is connected it renders
 * nothing, or the connect button when `fallbackToConnect` is set. On the server it renders nothing (or the
 * connect button's empty host): the client is not started there, so nothing is connected. (ConnectButton
 * shows this button by itself once connected.)
 */
import { useState } from 'react';
import { openModal } from '../../../actions/openModal.js';
import type { ChainNamespace } from '../../../domain/entities/connector/connector.js';
import { useFocusReturn } from '../../focus/useFocusReturn.js';
import { useWalletport } from '../../hooks/useWalletport.js';
import { useWalletportAccount } from '../../hooks/useWalletportAccount.js';
import { useButtonText } from '../../i18n/useButtonText.js';
import { ShadowPortal } from '../../shadow/ShadowPortal.js';
import { prefetchModal } from '../../views/prefetch.js';
import { Avatar } from '../Avatar/Avatar.js';
import { ConnectButton } from '../ConnectButton/ConnectButton.js';
import { Spinner } from '../Spinner/Spinner.js';
import { accountButtonStylesheet } from './AccountButton.styles.js';
import { accountLabel } from './accountLabel.js';

export type AccountButtonProps = {
  /** The namespace whose account is shown; the active namespace by default. */
  namespace?: ChainNamespace | undefined;
  /** Show the balance ('show', the default) or not. */
  balance?: 'show' | 'hide' | undefined;
  /** While disconnected, render the connect button instead of nothing. */
  fallbackToConnect?: boolean | undefined;
  /** The connect button's label when it is the fallback. */
  connectLabel?: string | undefined;
};

/** What a click needs: the modal layer and the Account view. */
const prefetch = () => void prefetchModal('Account');

export function AccountButton({ namespace, balance = 'show', fallbackToConnect = false, connectLabel }: AccountButtonProps) {
  const client = useWalletport();
  const account = useWalletportAccount({ namespace });
  const { locale, direction } = useButtonText();
  const focusReturn = useFocusReturn();
  const [host, setHost] = useState<HTMLSpanElement | null>(null);

  if (!account.isConnected || account.address === undefined) {
    return fallbackToConnect ? <ConnectButton showAccount={false} label={connectLabel} /> : null;
  }
  const label = accountLabel(account.address, account.profileName);
  const showBalance = balance === 'show';

  return (
    <span ref={setHost} data-walletport="account-button">
      {host ? (
        <ShadowPortal host={host} css={accountButtonStylesheet}>
          <button
            ref={focusReturn}
            type="button"
            className="wp-account-button"
            lang={locale}
            dir={direction}
            aria-haspopup="dialog"
            title={account.address}
            onClick={() => void openModal(client, { view: 'Account' })}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            <Avatar address={account.address} imageUrl={account.profileImage} size={32} />
            <span className="wp-account-name" dir="ltr">{label}</span>
            {showBalance && account.balance !== undefined ? (
              <span className="wp-account-balance" dir="ltr">{`${account.balance} ${account.balanceSymbol ?? ''}`.trim()}</span>
            ) : null}
            {showBalance && account.balance === undefined && account.balanceLoading ? <Spinner decorative /> : null}
          </button>
        </ShadowPortal>
      ) : null}
    </span>
  );
}
