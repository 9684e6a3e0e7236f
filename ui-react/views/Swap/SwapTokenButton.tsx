/**
 * The token button of a Swap panel: the token's logo and symbol, or 'Select token'; it opens SwapSelectToken
 * for its side. Its name says which side ('ETH, change the token you pay'), since both panels have one.
 */
import { forwardRef } from 'react';
import type { SwapToken } from '../../../domain/usecases/swap/index.js';
import { SwapTokenIcon } from './SwapTokenIcon.js';
import { useT } from '../../i18n/useT.js';

export type SwapTokenButtonProps = {
  token: SwapToken | undefined;
  /** Read after the symbol: ', change the token you pay'. */
  sideLabel: string;
  onClick: () => void;
};

export const SwapTokenButton = forwardRef<HTMLButtonElement, SwapTokenButtonProps>(function SwapTokenButton({ token, sideLabel, onClick }, ref) {
  const { t } = useT();
  const shown = token ? token.symbol || token.name : t('swap.selectToken');
  return (
    // The name starts with the visible text (WCAG 2.5.3, label in name); the side is only heard.
    <button ref={ref} type="button" className="wp-swap-token-button" data-empty={token ? undefined : ''} aria-label={t('swap.tokenButtonLabel', { token: shown, side: sideLabel })} onClick={onClick}>
      {token ? <SwapTokenIcon token={token} /> : null}
      <span>{shown}</span>
    </button>
  );
});
