/**
 * The effect of a built swap, simulated on the chain (ChainAdapter.simulateCalls), against the quote the
 * person saw: every call runs to the end within its gas limit, the source balance falls by exactly the typed
 * amount, the destination balance rises by at least the shown minimum, and nothing else leaves the account.
 */
import type { SimulatedBalance } from '../transaction/simulated-balance.js';
import type { SwapBuildExpectation } from './checkSwapBuild.js';

export type CheckSimulatedSwapParameters = {
  readonly expectation: SwapBuildExpectation;
  /** The gas limits of the calls simulated, in order. */
  readonly gasLimits: readonly bigint[];
  readonly simulated: {
    readonly calls: readonly { readonly status: 'success' | 'reverted'; readonly gasUsed: bigint }[];
    readonly balances: readonly SimulatedBalance[];
    readonly transfersOut: readonly { readonly token: string; readonly value: bigint }[];
  };
};

/** Why the effect differs from the quote, or undefined when it matches. */
export type CheckSimulatedSwapReturnType = string | undefined;

export function checkSimulatedSwap({ expectation, gasLimits, simulated }: CheckSimulatedSwapParameters): CheckSimulatedSwapReturnType {
  if (simulated.calls.length !== gasLimits.length) return 'The simulation ran another number of calls';
  const failedCall = simulated.calls.findIndex((call, index) => call.status !== 'success' || call.gasUsed > (gasLimits[index] ?? 0n));
  if (failedCall !== -1) return simulated.calls[failedCall]?.status === 'success' ? 'The gas limit is below what the swap uses' : 'The swap reverts in simulation';
  const change = (asset: string): bigint | undefined => {
    const balance = simulated.balances.find((entry) => entry.asset === asset);
    return balance && balance.after - balance.before;
  };
  const paid = change(expectation.source);
  if (paid === undefined || -paid !== expectation.amountIn) return `The account pays ${paid === undefined ? 'an unknown amount' : -paid} where ${expectation.amountIn} was typed`;
  const received = change(expectation.destination);
  if (received === undefined || received < expectation.minimumOut) return `The account receives ${received ?? 'an unknown amount'}, below the minimum shown (${expectation.minimumOut})`;
  const otherLoss = simulated.balances.find((entry) => entry.asset !== expectation.source && entry.after < entry.before);
  if (otherLoss) return `The account loses ${otherLoss.asset} too`;
  const otherTransfer = simulated.transfersOut.find((transfer) => transfer.token !== expectation.source);
  if (otherTransfer) return `The swap moves ${otherTransfer.token} out of the account too`;
  return undefined;
}
