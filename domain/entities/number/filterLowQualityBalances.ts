/** The fields of a token balance this filter reads. */
export type BalanceQualityFields = {
  /** Absent for the network's native currency. */
  readonly address?: string | undefined;
  readonly quantity: { readonly decimals: string | number };
};

/**
 * Drops native entries (no address) that report zero decimals: the balance API returns these for chains it
 * cannot price or scale, and showing them would print a wrong amount. Order is kept.
 */
export function filterLowQualityBalances<TBalance extends BalanceQualityFields>(
  balances: readonly TBalance[],
): TBalance[] {
  return balances.filter((balance) => !isLowQuality(balance));
}

function isLowQuality(balance: BalanceQualityFields): boolean {
  return !balance.address && Number(balance.quantity.decimals) === 0;
}
