/**
 * What the connected wallet can do with batches (`wallet_getCapabilities`, EIP-5792), keyed by decimal chain
 * id as wagmi's getCapabilities answers, or one chain's when `chainId` is given (its every-chain capabilities
 * included). The account asked about is the page's, else the connected one; none at all is 'Missing address
 * parameter in wallet_getCapabilities request' (SPEC.md section 8), asked of no wallet.
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import { parseWalletError } from '../../entities/errors/rpc/parseWalletError.js';
import {
  capabilitiesOnChain,
  capabilitiesRequestParams,
  parseCapabilities,
  type CapabilitiesRequestParamsErrorType,
  type ChainCapabilities,
  type ParseCapabilitiesErrorType,
  type WalletCapabilities,
} from '../../entities/calls/capabilities.js';
import type { CallsContext } from './calls.types.js';
import { requireWallet, type RequireWalletErrorType } from './requireWallet.js';

export type GetCapabilitiesParameters = {
  /** The account asked about; the connected one when absent. */
  account?: string | undefined;
  /** One chain's capabilities (decimal id) instead of every chain's. */
  chainId?: number | undefined;
};
export type GetCapabilitiesReturnType = WalletCapabilities | ChainCapabilities;
export type GetCapabilitiesErrorType =
  | CapabilitiesRequestParamsErrorType
  | RequireWalletErrorType
  | ParseCapabilitiesErrorType
  // The wallet's refusal, typed (4200 from a wallet without EIP-5792 ...).
  | WalletportError;

export async function getCapabilities(context: CallsContext, { account, chainId }: GetCapabilitiesParameters = {}): Promise<GetCapabilitiesReturnType> {
  const wallet = await context.deps.wallet();
  const params = capabilitiesRequestParams({ account: account ?? wallet?.address, chainIds: chainId === undefined ? undefined : [chainId] });
  const { provider } = wallet ?? (await requireWallet(context));
  let answer: unknown;
  try {
    answer = await provider.request({ method: 'wallet_getCapabilities', params });
  } catch (error) {
    throw parseWalletError(error);
  }
  const capabilities = parseCapabilities({ answer });
  return chainId === undefined ? capabilities : capabilitiesOnChain({ capabilities, chainId });
}
