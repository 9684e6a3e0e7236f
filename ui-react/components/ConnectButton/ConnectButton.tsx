/**
 * The one button a page needs: it opens the modal, and once an account is connected it becomes the account
 * button (avatar, name, balance; `showAccount={false}` keeps it a connect button). It lives in its own small
 * shadow root (the host is an inline <span> where the button is placed), so the host page's stylesheets
 * cannot restyle it and its styles cannot leak out. It shows a spinner while the modal is loading (or the
 * client, after a very early click), and prefetches the modal layer when hovered or focused so the first open
 * is instant. On the server it renders the empty host; the button appears on hydration.
 */
import { useState } from 'react';
import { openModal } from '../../../actions/openModal.js';
import { loadedCore } from '../../../client/core-access.js';
import { useFocusReturn } from '../../focus/useFocusReturn.js';
import { useWalletport } from '../../hooks/useWalletport.js';
import { useWalletportAccount } from '../../hooks/useWalletportAccount.js';
import { useWalletportModal } from '../../hooks/useWalletportModal.js';
import { useButtonText } from '../../i18n/useButtonText.js';
import { ShadowPortal } from '../../shadow/ShadowPortal.js';
import { prefetchModal } from '../../views/prefetch.js';
import { AccountButton, type AccountButtonProps } from '../AccountButton/AccountButton.js';
import { Spinner } from '../Spinner/Spinner.js';
import { connectButtonStylesheet } from './ConnectButton.styles.js';

export type ConnectButtonProps = {
  /** The button's text; 'Connect Wallet' (in the modal's language) by default. */
  label?: string | undefined;
  /** The text while the modal is loading; 'Connecting…' (in the modal's language) by default. */
  loadingLabel?: string | undefined;
  /** Once connected, show the account button (the default) or stay a connect button. */
  showAccount?: boolean | undefined;
  /** The account button's balance, once connected: shown (the default) or hidden. */
  balance?: AccountButtonProps['balance'];
};

/** The English defaults (locales/en/buttons.ts), for tests and docs. */
export const DEFAULT_CONNECT_LABEL = 'Connect Wallet';
export const DEFAULT_CONNECT_LOADING_LABEL = 'Connecting…';

/** What a click needs: the modal layer, the Connect view with it. */
const prefetch = () => void prefetchModal();

export function ConnectButton({ label, loadingLabel, showAccount = true, balance }: ConnectButtonProps) {
  const client = useWalletport();
  const { text, locale, direction } = useButtonText();
  const { isConnected } = useWalletportAccount();
  const { isLoading } = useWalletportModal();
  const [opening, setOpening] = useState(false);
  const focusReturn = useFocusReturn();
  const [host, setHost] = useState<HTMLSpanElement | null>(null);

  if (showAccount && isConnected) return <AccountButton balance={balance} />;
  const loading = isLoading || opening;

  const open = () => {
    if (loading) return;
    // Opens at once when the client has loaded; a click in the page's first moments waits for it, busy.
    const waiting = loadedCore(client) === undefined;
    if (waiting) setOpening(true);
    openModal(client).then(
      () => waiting && setOpening(false),
      (error: unknown) => {
        setOpening(false);
        console.error('walletport could not open the modal:', error);
      },
    );
  };

  return (
    <span ref={setHost} data-walletport="connect-button">
      {host ? (
        <ShadowPortal host={host} css={connectButtonStylesheet}>
          <button
            ref={focusReturn}
            type="button"
            className="wp-connect-button"
            lang={locale}
            dir={direction}
            aria-haspopup="dialog"
            aria-busy={loading ? true : undefined}
            aria-disabled={loading ? true : undefined}
            onClick={open}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {loading ? <Spinner decorative /> : null}
            <span>{loading ? (loadingLabel ?? text('button.connecting')) : (label ?? text('button.connect'))}</span>
          </button>
        </ShadowPortal>
      ) : null}
    </span>
  );
}
