/**
 * Asks an EIP-1193 wallet what it can do for the connected account on its chain (wallet_getCapabilities,
 * EIP-5792), so the account is listed with its type. A read the visitor does not see: it never prompts, and a
 * wallet that does not know the method, refuses it, answers nonsense or takes too long has said nothing.
 */
import type { WalletChainCapabilities } from '../../../domain/entities/account/walletAccountType.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { capabilitiesOnChain } from '../evm/account-capabilities.js';
import { eip155ChainIdOf } from '../evm/eip155-chain-id.js';
import { requestWallet } from './request-wallet.js';

/** How long a connect waits for the answer: a wallet that never answers unknown methods must not hold it. */
export const CAPABILITIES_READ_TIMEOUT_MS = 2_000;

export type ReadAccountCapabilitiesParameters = { provider: Eip1193Provider; address: string; caipNetworkId: string };
export type ReadAccountCapabilitiesReturnType = Promise<WalletChainCapabilities | undefined>;
export type ReadAccountCapabilitiesErrorType = never;

export async function readAccountCapabilities({ provider, address, caipNetworkId }: ReadAccountCapabilitiesParameters): ReadAccountCapabilitiesReturnType {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const chainHex = `0x${eip155ChainIdOf(caipNetworkId).toString(16)}`;
    const timedOut = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), CAPABILITIES_READ_TIMEOUT_MS);
    });
    const answer = await Promise.race([requestWallet(provider, 'wallet_getCapabilities', [address, [chainHex]]), timedOut]);
    return answer === undefined ? undefined : capabilitiesOnChain({ answer, caipNetworkId });
  } catch {
    return undefined;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}
