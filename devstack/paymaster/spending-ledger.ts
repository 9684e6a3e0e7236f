/**
 * What the paymaster service has agreed to pay per project, against a cap. It counts each signed operation at
 * its maximum cost (what the paymaster's deposit may lose), when it signs: an operation signed and never sent
 * still counts, as a real sponsor's policy would. In memory: a devstack run starts with every project at 0.
 */
export type SpendingLedger = {
  /** What the project has been granted so far (wei). */
  spent(projectId: string): bigint;
  /** Adds `cost` to the project's spending if that stays within the cap; false (and nothing recorded) otherwise. */
  tryCharge(projectId: string, cost: bigint): boolean;
  readonly capWei: bigint;
};

export function createSpendingLedger(capWei: bigint): SpendingLedger {
  const spending = new Map<string, bigint>();
  const spent = (projectId: string): bigint => spending.get(projectId) ?? 0n;
  return {
    capWei,
    spent,
    tryCharge(projectId, cost) {
      const next = spent(projectId) + cost;
      if (next > capWei) return false;
      spending.set(projectId, next);
      return true;
    },
  };
}
