/**
 * Opens the modal. Lives in its own small shadow root (the host is an inline <span> where the button is
 * placed), so the host page's stylesheets cannot restyle it and its styles cannot leak out. Shows a spinner
 * while the modal is loading, and prefetches the lazy views when hovered or focused so the first open is
 * instant. On the server it renders the empty host; the button appears on hydration.
 */
import { useState } from 'react';
import type { ModalState } from '../../../domain/usecases/modal/modal.usecase.js';
import { useWalletport } from '../../hooks/useWalletport.js';
import { ShadowPortal } from '../../shadow/ShadowPortal.js';
import { useStore } from '../../state/useStore.js';
import { prefetchViews } from '../../views/registry.js';
import { Spinner } from '../Spinner/Spinner.js';
import { connectButtonStylesheet } from './ConnectButton.styles.js';

export type ConnectButtonProps = {
  /** The button's text; 'Connect Wallet' by default. */
  label?: string;
  /** The text while the modal is loading; 'Connecting…' by default. */
  loadingLabel?: string;
};

export const DEFAULT_CONNECT_LABEL = 'Connect Wallet';
export const DEFAULT_CONNECT_LOADING_LABEL = 'Connecting…';

const selectLoading = (state: ModalState) => state.loading;
const prefetch = () => void prefetchViews();

export function ConnectButton({ label = DEFAULT_CONNECT_LABEL, loadingLabel = DEFAULT_CONNECT_LOADING_LABEL }: ConnectButtonProps) {
  const { modal } = useWalletport();
  const loading = useStore(modal, selectLoading);
  const [host, setHost] = useState<HTMLSpanElement | null>(null);

  return (
    <span ref={setHost} data-walletport="connect-button">
      {host ? (
        <ShadowPortal host={host} css={connectButtonStylesheet}>
          <button
            type="button"
            className="wp-connect-button"
            aria-busy={loading ? true : undefined}
            aria-disabled={loading ? true : undefined}
            onClick={() => {
              if (!loading) modal.open();
            }}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {loading ? <Spinner decorative /> : null}
            <span>{loading ? loadingLabel : label}</span>
          </button>
        </ShadowPortal>
      ) : null}
    </span>
  );
}
