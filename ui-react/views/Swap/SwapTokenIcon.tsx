/** A swap token's logo (a safe image, else its first letter); decorative: its symbol is always written beside it. */
import type { SwapToken } from '../../../domain/usecases/swap/index.js';
import { RowIcon } from '../../components/RowIcon/RowIcon.js';

export function SwapTokenIcon({ token }: { token: Pick<SwapToken, 'logoUri' | 'symbol' | 'name'> }) {
  return <RowIcon className="wp-swap-icon" imageUrl={token.logoUri || undefined} fallback={token.symbol || token.name} />;
}
