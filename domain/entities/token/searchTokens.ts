/**
 * The token pickers' search (Send and Swap keep it in their state): the tokens whose name or symbol contains
 * the query, or whose address (plain or CAIP-10) starts with it; case and surrounding spaces ignored; every
 * token for an empty query.
 */
import { plainAddress } from './tokenIdentity.js';

export type SearchableToken = { readonly name: string; readonly symbol: string; readonly address?: string | undefined };

export function searchTokens<TToken extends SearchableToken>(tokens: readonly TToken[], query: string): readonly TToken[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return tokens;
  return tokens.filter(({ name, symbol, address }) => {
    if (name.toLowerCase().includes(needle) || symbol.toLowerCase().includes(needle)) return true;
    if (address === undefined) return false;
    return address.toLowerCase().startsWith(needle) || plainAddress(address).toLowerCase().startsWith(needle);
  });
}
