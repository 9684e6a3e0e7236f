/**
 * Which token is which. The balance API lists the native currency without an address and a token by its
 * CAIP-10 address; the swap API names the native currency by a placeholder address. Letter case and the
 * CAIP prefix never make two tokens different.
 */

/** True for the native currency as the balance API lists it (without a contract address). */
export function isNativeBalance(token: { readonly address?: string | undefined }): boolean {
  return token.address === undefined;
}

/** A stable identity for a listed balance on a network (its CAIP-10 address, or the chain's for the native one). */
export function tokenKey(token: { readonly address?: string | undefined; readonly chainId: string; readonly symbol: string }): string {
  return token.address ?? `${token.chainId}:native:${token.symbol}`;
}

/** The last part of a CAIP-10 address ('eip155:1:0xabc' is '0xabc'); a plain address is returned as is. */
export function plainAddress(address: string): string {
  return address.slice(address.lastIndexOf(':') + 1);
}

/** True when two token addresses name the same token (CAIP prefix and letter case ignored). */
export function sameTokenAddress(left: string, right: string): boolean {
  return plainAddress(left).toLowerCase() === plainAddress(right).toLowerCase();
}
