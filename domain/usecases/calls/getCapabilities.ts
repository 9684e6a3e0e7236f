/**
 * What the connected wallet can do with batches (`wallet_getCapabilities`, EIP-5792), keyed by decimal chain
 * id as wagmi's getCapabilities answers, or one chain's when `chainId` is given (its every-chain capabilities
 * included). The account asked about is the page's, else the connected one; none at all is 'Missing address
 * parameter in wallet_getCapabilities request', asked of no wallet. What a WalletConnect
 * wallet announced for the account in its session properties is the answer without a request (a wallet may
 * announce them and answer no wallet_getCapabilities).
 */
import type { WalletportError } from '../../entities/errors/base.error.js';
import { parseWalletError } from '../../entities/errors/rpc/parseWalletError.js';
import {
  capabilitiesOnChain,
  capabilitiesRequestParams,
  parseCapabilities,
  sessionCapabilities,
  type CapabilitiesRequestParamsErrorType,
  type ChainCapabilities,
  type ParseCapabilitiesErrorType,
  type WalletCapabilities,
} from '../../entities/calls/capabilities.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
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
  const announced = sessionCapabilities({ property: (await context.deps.session())?.properties?.['capabilities'], account: params[0] });
  const capabilities = announced ?? parseCapabilities({ answer: await askWallet(provider, params) });
  return chainId === undefined ? capabilities : capabilitiesOnChain({ capabilities, chainId });
}

async function askWallet(provider: Eip1193Provider, params: readonly unknown[]): Promise<unknown> {
  try {
    return await provider.request({ method: 'wallet_getCapabilities', params });
  } catch (error) {
    throw parseWalletError(error);
  }
}
