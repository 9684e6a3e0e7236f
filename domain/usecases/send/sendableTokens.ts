/**
 * The token picker's list (SPEC.md section 3 "Send state": tokenBalances): the account's balances on the
 * active network, native first, then by US dollar value. Entries that cannot be sent are left out: a
 * quantity that is not a number, a zero balance, and native entries with zero decimals (low quality, SPEC.md
 * section 5). When the API listed no native entry, `native` (read from the chain) stands in for it.
 */
import { BigDecimal } from '../../entities/number/bigDecimal.js';
import { isNativeBalance, type TokenBalance } from '../../entities/token/index.js';

export type SendableTokensParameters = {
  balances: readonly TokenBalance[];
  /** The native balance read from the chain, used only when `balances` has no native entry. */
  native?: TokenBalance | undefined;
};

export type SendableTokensReturnType = readonly TokenBalance[];

export function sendableTokens({ balances, native }: SendableTokensParameters): SendableTokensReturnType {
  const usable = balances.filter(isSendable);
  const hasNative = usable.some((token) => token.address === undefined);
  const all = hasNative || !native || !isSendable(native) ? usable : [native, ...usable];
  return [...all].sort(byNativeThenValue);
}

function isSendable(token: TokenBalance): boolean {
  const decimals = Number(token.quantity.decimals);
  if (!Number.isSafeInteger(decimals) || decimals < 0) return false;
  if (token.address === undefined && decimals === 0) return false;
  try {
    return BigDecimal.from(token.quantity.numeric).compare(0) > 0;
  } catch {
    return false;
  }
}

function byNativeThenValue(left: TokenBalance, right: TokenBalance): number {
  if (isNativeBalance(left) !== isNativeBalance(right)) return isNativeBalance(left) ? -1 : 1;
  return (right.value ?? 0) - (left.value ?? 0);
}
