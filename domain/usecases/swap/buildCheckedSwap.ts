/**
 * Builds the transactions of a swap with the swap API and lets none through unchecked (verifySwapBuild.ts).
 * When the allowance is short, the swap is built together with the approval: its target is the spender the
 * approval must name, and the two are simulated together, so the preview shows what approving then swapping
 * does before the approval is sent. Only the approval goes into the state then; the swap is built (and
 * checked) again once the approval is mined.
 */
import type { BlockchainApi } from '../../../ports/blockchain-api.port.js';
import type { ChainAdapter } from '../../../ports/chain-adapter.port.js';
import type { Logger } from '../../../ports/logger.port.js';
import type { WalletportError } from '../../entities/errors/base.error.js';
import { walletportError } from '../../entities/errors/catalogue.js';
import { toTokenUnits } from '../../entities/token/tokenUnits.js';
import type { SwapBuildCheck, SwapToken, SwapTransaction } from './swap.types.js';
import { isNativeSwapToken, plainAddress } from './swapTokens.js';
import { toApprovalTransaction, toSwapTransaction } from './swapTransactions.js';
import { verifySwapBuild } from './verifySwapBuild.js';

export type BuildCheckedSwapParameters = {
  readonly api: Pick<BlockchainApi, 'buildSwap' | 'buildApprove'>;
  readonly simulate: ChainAdapter['simulateCalls'];
  readonly logger: Logger;
  readonly caipNetworkId: string;
  /** The account, plain. */
  readonly account: string;
  readonly sourceToken: SwapToken;
  readonly toToken: SwapToken;
  /** The typed amount in source base units. */
  readonly units: bigint;
  readonly slippage: number;
  /** The quoted destination amount and the least the preview shows, in destination token units. */
  readonly toTokenAmount: string;
  readonly minimumReceived: string;
  /** The allowance is short: build (and check) the approval too. */
  readonly needsApproval: boolean;
};

export type BuildCheckedSwapReturnType =
  | { readonly ok: true; readonly approvalTransaction?: SwapTransaction; readonly swapTransaction?: SwapTransaction; readonly buildCheck: SwapBuildCheck }
  | { readonly ok: false; readonly error: WalletportError };

export type BuildCheckedSwapErrorType = never;

export async function buildCheckedSwap(parameters: BuildCheckedSwapParameters): Promise<BuildCheckedSwapReturnType> {
  const { api, caipNetworkId, account, sourceToken, toToken, units, needsApproval } = parameters;
  const userAddress = `${caipNetworkId}:${account}`;
  const native = isNativeSwapToken(sourceToken);
  let approval: SwapTransaction | undefined;
  let swap: SwapTransaction;
  try {
    if (needsApproval) approval = toApprovalTransaction(await api.buildApprove({ userAddress, from: sourceToken.address, to: toToken.address }));
  } catch (cause) {
    return { ok: false, error: walletportError('APPROVAL_TRANSACTION_FAILED', [], { cause }) };
  }
  try {
    const response = await api.buildSwap({
      amount: units.toString(),
      slippage: parameters.slippage,
      from: sourceToken.address,
      to: toToken.address,
      userAddress,
      disableEstimate: true,
    });
    swap = toSwapTransaction(response, { native, toAmount: parameters.toTokenAmount });
  } catch (cause) {
    const code = needsApproval ? 'APPROVAL_TRANSACTION_FAILED' : 'TRANSACTION_CREATE_FAILED';
    return { ok: false, error: walletportError(code, [], { cause }) };
  }
  const verified = await verifySwapBuild({
    simulate: parameters.simulate,
    logger: parameters.logger,
    caipNetworkId,
    expectation: {
      account: account.toLowerCase(),
      source: assetOf(sourceToken),
      destination: assetOf(toToken),
      amountIn: units,
      minimumOut: toTokenUnits(parameters.minimumReceived, toToken),
    },
    decimals: { source: sourceToken.decimals, destination: toToken.decimals },
    swap,
    approval,
  });
  if (!verified.ok) return verified;
  return approval
    ? { ok: true, approvalTransaction: approval, buildCheck: verified.check }
    : { ok: true, swapTransaction: swap, buildCheck: verified.check };
}

/** 'native' or the token's plain lower-case address, as the checks and the simulation name assets. */
function assetOf(token: SwapToken): string {
  return isNativeSwapToken(token) ? 'native' : plainAddress(token.address).toLowerCase();
}
