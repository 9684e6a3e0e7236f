/**
 * The active network as a button: its image (or a glyph) and name; 'Unsupported network' with a warning
 * when the wallet sits on a network the page did not configure. It opens the modal on the Networks view.
 * Rendered in its own shadow root like the connect button; on the server it renders the empty host.
 */
import { useState } from 'react';
import { openModal } from '../../../actions/openModal.js';
import { useFocusReturn } from '../../focus/useFocusReturn.js';
import { useWalletport } from '../../hooks/useWalletport.js';
import { useWalletportNetwork } from '../../hooks/useWalletportNetwork.js';
import { useButtonText } from '../../i18n/useButtonText.js';
import { ShadowPortal } from '../../shadow/ShadowPortal.js';
import { prefetchModal } from '../../views/prefetch.js';
import { WarningIcon } from '../Icon/icons.js';
import { networkButtonStylesheet } from './NetworkButton.styles.js';
import { NetworkImage } from './NetworkImage.js';

export type NetworkButtonProps = {
  /** The text while the wallet is on an unconfigured network; 'Unsupported network' by default. */
  unsupportedLabel?: string | undefined;
};

export const DEFAULT_UNSUPPORTED_NETWORK_LABEL = 'Unsupported network';

/** What a click needs: the modal layer and the views the button opens. */
const prefetch = () => void prefetchModal('Networks', 'UnsupportedChain');

export function NetworkButton({ unsupportedLabel }: NetworkButtonProps) {
  const client = useWalletport();
  const { text, locale, direction } = useButtonText();
  const { caipNetwork, isUnsupportedChain } = useWalletportNetwork();
  const focusReturn = useFocusReturn();
  const [host, setHost] = useState<HTMLSpanElement | null>(null);

  return (
    <span ref={setHost} data-walletport="network-button">
      {host ? (
        <ShadowPortal host={host} css={networkButtonStylesheet}>
          <button
            ref={focusReturn}
            type="button"
            className="wp-network-button"
            lang={locale}
            dir={direction}
            aria-haspopup="dialog"
            data-unsupported={isUnsupportedChain ? 'true' : undefined}
            onClick={() => void openModal(client, { view: 'Networks' })}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {isUnsupportedChain ? <WarningIcon /> : <NetworkImage network={caipNetwork} size={24} />}
            <span className="wp-visually-hidden">{`${text('button.network')}: `}</span>
            <span className="wp-network-button-name">{isUnsupportedChain ? (unsupportedLabel ?? text('button.unsupportedNetwork')) : caipNetwork.name}</span>
          </button>
        </ShadowPortal>
      ) : null}
    </span>
  );
}
