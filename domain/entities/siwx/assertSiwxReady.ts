/**
 * The preconditions of a sign-in request, checked in the spec's order so the
 * first one missing is the one reported.
 */
import { getPlainAddress, isCaipAddress, type CaipAddress } from '../caip/caipAddress.js';
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';

export type SiwxReadinessParameters<TSiwx, TNetwork, TClient> = {
  /** The sign-in configuration (the `siwx` option); absent means sign-in is off. */
  siwx: TSiwx | null | undefined;
  /** The active CAIP-10 account (`eip155:1:0x...`). */
  activeCaipAddress: string | null | undefined;
  activeCaipNetwork: TNetwork | null | undefined;
  /** The connection client that will ask the wallet to sign. */
  connectionClient: TClient | null | undefined;
};

export type SiwxReady<TSiwx, TNetwork, TClient> = {
  siwx: TSiwx;
  caipAddress: CaipAddress;
  /** The address part of the CAIP-10 account. */
  address: string;
  network: TNetwork;
  connectionClient: TClient;
};

export type CheckSiwxReadyErrorType = WalletportError<
  'SIWX_NOT_ENABLED' | 'NO_ACTIVE_CAIP_ADDRESS' | 'NO_ACTIVE_CAIP_NETWORK' | 'NO_CONNECTION_CLIENT'
>;

export type CheckSiwxReadyReturnType<TSiwx, TNetwork, TClient> =
  | { ok: true; value: SiwxReady<TSiwx, TNetwork, TClient> }
  | { ok: false; error: CheckSiwxReadyErrorType };

/**
 * Reports the first missing precondition, in this order:
 * 1. SIWX_NOT_ENABLED ('SIWX is not enabled'): no sign-in configuration;
 * 2. NO_ACTIVE_CAIP_ADDRESS ('No ActiveCaipAddress found'): no active account, or one that is not CAIP-10;
 * 3. NO_ACTIVE_CAIP_NETWORK ('No ActiveCaipNetwork or client found'): no active network;
 * 4. NO_CONNECTION_CLIENT ('No ConnectionController client found'): no client to sign with.
 */
export function checkSiwxReady<TSiwx, TNetwork, TClient>(
  parameters: SiwxReadinessParameters<TSiwx, TNetwork, TClient>,
): CheckSiwxReadyReturnType<TSiwx, TNetwork, TClient> {
  const { siwx, activeCaipAddress, activeCaipNetwork, connectionClient } = parameters;
  if (siwx === null || siwx === undefined) return failure(walletportError('SIWX_NOT_ENABLED'));
  if (!isCaipAddress(activeCaipAddress)) return failure(walletportError('NO_ACTIVE_CAIP_ADDRESS'));
  if (activeCaipNetwork === null || activeCaipNetwork === undefined) {
    return failure(walletportError('NO_ACTIVE_CAIP_NETWORK'));
  }
  if (connectionClient === null || connectionClient === undefined) {
    return failure(walletportError('NO_CONNECTION_CLIENT'));
  }
  return {
    ok: true,
    value: {
      siwx,
      caipAddress: activeCaipAddress,
      address: getPlainAddress(activeCaipAddress),
      network: activeCaipNetwork,
      connectionClient,
    },
  };
}

/**
 * The same check for a use case that cannot go on without sign-in: returns the ready values or throws the
 * first missing precondition (a CheckSiwxReadyErrorType).
 */
export function assertSiwxReady<TSiwx, TNetwork, TClient>(
  parameters: SiwxReadinessParameters<TSiwx, TNetwork, TClient>,
): SiwxReady<TSiwx, TNetwork, TClient> {
  const result = checkSiwxReady(parameters);
  if (!result.ok) throw result.error;
  return result.value;
}

function failure(error: CheckSiwxReadyErrorType): { ok: false; error: CheckSiwxReadyErrorType } {
  return { ok: false, error };
}
