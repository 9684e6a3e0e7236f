/**
 * What an account may spend of a token, the one rule behind Send's and Swap's Max and the check of a typed
 * native amount.
 *
 * A token (ERC-20) is spent whole: its transaction's gas is paid in the native currency. The native currency
 * pays its own gas, so a native spend keeps back MAX_GAS_RESERVE_MULTIPLIER times the fee of its transaction
 * (gas limit x gas price): a wallet caps its fee above the current gas price (EIP-1559 wallets allow for the
 * base fee rising), and the node refuses a transaction whose value plus that cap exceeds the balance. While the
 * fee is unknown the native balance is never offered whole (the spendable amount is unknown too).
 */
import { formatUnits } from 'viem';
import { balanceUnits, tokenDecimals, toTokenUnits, type TokenQuantity } from './tokenUnits.js';

/** What a native spend keeps back, as a multiple of its transaction's fee. */
export const MAX_GAS_RESERVE_MULTIPLIER = 2n;

/** What a native spend keeps back for gas, in the native currency's units, for a transaction fee `fee`. */
export function gasReserve(fee: bigint): bigint {
  return fee * MAX_GAS_RESERVE_MULTIPLIER;
}

export type SpendableAmountParameters = {
  readonly token: TokenQuantity;
  /** True for the network's native currency (it pays the gas); each flow tells its own tokens apart. */
  readonly native: boolean;
  /** The fee of the spend's transaction in the native currency's units; undefined while unknown. */
  readonly fee: bigint | undefined;
};

/** The spendable amount in token units ('0' when the reserve takes it all); undefined when it cannot be told. */
export type SpendableAmountReturnType = string | undefined;

/**
 * Max: the whole balance of a token; of the native currency, the balance less the gas reserve. Undefined
 * for a native token whose fee is unknown and for a balance that is not a number.
 */
export function spendableAmount({ token, native, fee }: SpendableAmountParameters): SpendableAmountReturnType {
  try {
    const balance = balanceUnits(token);
    if (!native) return formatUnits(balance, tokenDecimals(token));
    if (fee === undefined) return undefined;
    const available = balance - gasReserve(fee);
    return available > 0n ? formatUnits(available, tokenDecimals(token)) : '0';
  } catch {
    return undefined;
  }
}

export type ExceedsSpendableParameters = SpendableAmountParameters & {
  /** The amount to spend, in token units (a decimal). */
  readonly amount: string;
};

/**
 * True when a native amount plus the gas reserve does not fit in the balance. Always false for a token (its
 * gas is checked against the native balance apart) and while the fee is unknown (the other rules still hold).
 */
export function exceedsSpendable({ token, native, fee, amount }: ExceedsSpendableParameters): boolean {
  if (!native || fee === undefined) return false;
  return toTokenUnits(amount, token) + gasReserve(fee) > balanceUnits(token);
}
