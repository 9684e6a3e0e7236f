/**
 * The native balance as a row of the Tokens list. The balance API lists the native currency with the tokens;
 * where the native balance comes from the chain instead (the API does not serve the network, failed, or left
 * it out), the balance is shown above the list and belongs in it too: a list saying "No tokens yet" under a
 * 9,999 ETH balance contradicts itself.
 */
import type { CaipNetwork } from '../../entities/network/index.js';
import { formatUnitsToDecimal } from '../../entities/number/index.js';
import type { TokenBalance } from '../../entities/token/token-balance.js';
import type { AccountDataState } from './account-data.types.js';

export type NativeTokenEntryParameters = {
  readonly network: Pick<CaipNetwork, 'caipNetworkId' | 'nativeCurrency'>;
  /** The balance in the currency's smallest unit, as the chain answered it. */
  readonly value: bigint;
  readonly decimals: number;
  /** The symbol the chain adapter gave (the network's own when empty). */
  readonly symbol: string;
};

export type NativeTokenEntryReturnType = TokenBalance | undefined;

/**
 * The native balance as the balance API would list it: no address, exact quantity, no price (none is known).
 * None for a zero balance: "No tokens yet" under a zero balance says the truth.
 */
export function nativeTokenEntry({ network, value, decimals, symbol }: NativeTokenEntryParameters): NativeTokenEntryReturnType {
  if (value <= 0n) return undefined;
  return {
    name: network.nativeCurrency.name,
    symbol: symbol || network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnitsToDecimal(value, decimals).toString() },
    iconUrl: '',
  };
}

export type WithNativeTokenParameters = Pick<AccountDataState, 'tokenBalances' | 'tokensStatus'>;

export type WithNativeTokenReturnType = Pick<AccountDataState, 'tokenBalances' | 'tokensStatus'>;

/**
 * The tokens list with `native` first, in place of any native entry it had (a malformed one the balance could
 * not be read from, or the previous load's). A failed token load stays 'error' (its message is still shown,
 * above the list); otherwise the list is no longer empty.
 */
export function withNativeToken(state: WithNativeTokenParameters, native: TokenBalance): WithNativeTokenReturnType {
  const tokens = state.tokenBalances.filter((entry) => entry.address !== undefined);
  return { tokenBalances: [native, ...tokens], tokensStatus: state.tokensStatus === 'error' ? 'error' : 'ready' };
}
