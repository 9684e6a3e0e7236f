/**
 * Checks a built swap (and the approval built with it) before it can reach the wallet (issue 25, item 1):
 * first the rules that need no chain (checkSwapBuild), then the effect, simulated through the chain adapter
 * port (eth_simulateV1) and compared with the quote (checkSimulatedSwap). A chain that cannot simulate leaves
 * the calldata of a known router as the check; with neither, the build passes as unverified and the preview
 * says so. A build that fails any check is refused with SWAP_BUILD_REFUSED.
 */
import { maxUint256 } from 'viem';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { BigDecimal } from '../../entities/number/bigDecimal.js';
import { checkSimulatedSwap } from '../../entities/swap/checkSimulatedSwap.js';
import { checkSwapBuild, type SwapBuildExpectation } from '../../entities/swap/checkSwapBuild.js';
import type { SwapBuildCheck, SwapTransaction } from './swap.types.js';

export type VerifySwapBuildParameters = {
  /** The port's simulation; undefined when the adapter cannot simulate. */
  readonly simulate: ChainAdapter['simulateCalls'];
  readonly logger: Logger;
  readonly caipNetworkId: string;
  readonly expectation: SwapBuildExpectation;
  /** Decimals of the source and destination tokens, for the amounts the preview shows. */
  readonly decimals: { readonly source: number; readonly destination: number };
  readonly swap: SwapTransaction;
  readonly approval?: SwapTransaction | undefined;
};

export type VerifySwapBuildReturnType = { readonly ok: true; readonly check: SwapBuildCheck } | { readonly ok: false; readonly error: WalletportError };

export type VerifySwapBuildErrorType = never;

export async function verifySwapBuild(parameters: VerifySwapBuildParameters): Promise<VerifySwapBuildReturnType> {
  const { expectation, swap, approval, decimals, logger } = parameters;
  const refuse = (reason: string): VerifySwapBuildReturnType => {
    logger.warn(`The swap build was refused: ${reason}`);
    return { ok: false, error: walletportError('SWAP_BUILD_REFUSED', [], { details: reason }) };
  };
  const checked = checkSwapBuild({ expectation, swap, approval });
  if (!checked.ok) return refuse(checked.reason);
  const simulated = await simulate(parameters);
  if (typeof simulated === 'string') return refuse(simulated);
  const verifiedBy = simulated ? 'simulation' : checked.routerCall ? 'calldata' : 'none';
  const atLeast = checked.routerCall ? checked.routerCall.amountOutMin : expectation.minimumOut;
  const { approvalAmount } = checked;
  return {
    ok: true,
    check: {
      verifiedBy,
      pay: BigDecimal.fromUnits(expectation.amountIn, decimals.source).toString(),
      receiveAtLeast: BigDecimal.fromUnits(atLeast, decimals.destination).toString(),
      ...(approvalAmount === undefined
        ? {}
        : { approvalAmount: approvalAmount === maxUint256 ? 'unlimited' : BigDecimal.fromUnits(approvalAmount, decimals.source).toString() }),
    },
  };
}

/** True when simulated and matching, the mismatch when simulated and not, false when no simulation answered. */
async function simulate({ simulate: run, logger, caipNetworkId, expectation, swap, approval }: VerifySwapBuildParameters): Promise<true | false | string> {
  if (!run) return false;
  const calls = approval ? [approval, swap] : [swap];
  const tokens = [expectation.source, expectation.destination].filter((asset) => asset !== 'native');
  let result;
  try {
    result = await run({ from: expectation.account, caipNetworkId, calls: calls.map(({ to, data, value }) => ({ to, data, value })), tokens });
  } catch (error) {
    // The node failed to answer: the calldata check (or none) stands in, and the preview says which.
    logger.warn('The swap could not be simulated', error);
    return false;
  }
  if (!result.supported) return false;
  return checkSimulatedSwap({ expectation, gasLimits: calls.map((call) => call.gas), simulated: result }) ?? true;
}
