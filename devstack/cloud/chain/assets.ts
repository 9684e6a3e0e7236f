/** What the cloud knows about the assets on its chains: native currency, ERC-20 tokens, the NFT, prices. */
import type { Address } from 'viem';

export type CloudToken = { symbol: string; name: string; decimals: number; address: Address };
export type CloudNft = { name: string; symbol: string; address: Address };

export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

/** The address price APIs use for a chain's native currency (`eip155:<id>:0xeee...e`). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** USD prices by symbol (SOL at a fixed 150 for the local Solana chain, BTC at 60000 for the Bitcoin ledger). */
export const DEFAULT_PRICES: Readonly<Record<string, number>> = { ETH: 3000, USDC: 1, WETH: 3000, SOL: 150, BTC: 60000 };

export type AssetBook = {
  tokens: readonly CloudToken[];
  nft: CloudNft | undefined;
  prices: Readonly<Record<string, number>>;
};

/** Absolute URL of a token's image on this server. */
export function tokenIconUrl(baseUrl: string, symbol: string): string {
  return `${baseUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`;
}

export function priceOf(book: AssetBook, symbol: string): number {
  return book.prices[symbol] ?? 0;
}

export function tokenByAddress(book: AssetBook, address: string): CloudToken | undefined {
  const lower = address.toLowerCase();
  return book.tokens.find((token) => token.address.toLowerCase() === lower);
}
