/**
 * The tokens GET /v1/convert/tokens lists for a chain: its native currency and the devstack's ERC-20s, the
 * popular ones first (in SWAP_POPULAR order), then the others in the asset book's order.
 */
import type { SwapTokensResponse } from '../../../domain/entities/api/blockchain-api.schema.js';
import { NATIVE_CURRENCY, NATIVE_TOKEN_ADDRESS, tokenIconUrl, type AssetBook } from '../chain/assets.js';

/** Listed first, in this order. */
export const SWAP_POPULAR = ['ETH', 'USDC', 'WETH'] as const;

export type SwapTokensParameters = { caipId: string; book: AssetBook; baseUrl: string };

export function swapTokens({ caipId, book, baseUrl }: SwapTokensParameters): SwapTokensResponse['tokens'] {
  const native = { ...NATIVE_CURRENCY, address: NATIVE_TOKEN_ADDRESS };
  const all = [native, ...book.tokens].map(({ name, symbol, decimals, address }) => ({
    name,
    symbol,
    address: `${caipId}:${address}`,
    decimals,
    logoUri: tokenIconUrl(baseUrl, symbol),
    // DevERC20 is plain OpenZeppelin ERC20: no permit().
    eip2612: false,
  }));
  const rank = (symbol: string) => {
    const index = (SWAP_POPULAR as readonly string[]).indexOf(symbol);
    return index === -1 ? SWAP_POPULAR.length : index;
  };
  // Array.prototype.sort is stable, so tokens of equal rank keep the book's order.
  return all.sort((a, b) => rank(a.symbol) - rank(b.symbol));
}
