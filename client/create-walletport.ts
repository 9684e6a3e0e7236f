/**
 * createWalletport: the one call a host page makes. It checks the options that are most often wrong at once
 * (preflightOptions), and returns the client without loading anything else: the core (the full option check,
 * the container, the use cases and the adapters, in ../composition-root.ts) is a separate chunk that loads
 * when the client starts, i.e. once the page has painted after the provider mounted. Nothing here runs at import time.
 */
import { toCaipNetwork } from '../domain/entities/network/toCaipNetwork.js';
import { preflightOptions, type PreflightOptionsErrorType } from '../domain/usecases/options/index.js';
import {
  createClient,
  type CreateWalletportParameters,
  type WalletportClient,
  type WalletportClientOptions,
} from './walletport-client.js';

export type { CreateWalletportParameters } from './walletport-client.js';
export type CreateWalletportReturnType = WalletportClient;
export type CreateWalletportErrorType = PreflightOptionsErrorType;

/** Options createWalletport handles itself, beside the ones the core reads. */
const CLIENT_OPTION_NAMES = ['logLevel', 'embedded', 'connectors', 'locale'] as const;

/**
 * Creates the one walletport client a host page needs.
 *
 * @throws WalletportError PROJECT_ID_REQUIRED, INVALID_OPTIONS (naming an unknown option or an empty
 *   `networks`), INVALID_CAIP2_NETWORK_ID or SIWE_AND_SIWX_BOTH_SET. Malformed values the full check finds
 *   later are reported on the console when the client starts.
 */
export function createWalletport(parameters: CreateWalletportParameters): CreateWalletportReturnType {
  const options = withCaipNetworks(parameters);
  preflightOptions(options, CLIENT_OPTION_NAMES);
  return createClient(options, async () => {
    const { createCore } = await import('../composition-root.js');
    return createCore(options);
  });
}

/** viem chains become CAIP networks; anything that is not a network object is left for preflightOptions. */
function withCaipNetworks(parameters: CreateWalletportParameters): WalletportClientOptions {
  const convert = (network: unknown) => (isObject(network) && 'id' in network ? toCaipNetwork(network as Parameters<typeof toCaipNetwork>[0]) : network);
  const { networks, defaultNetwork, ...rest } = parameters as Partial<CreateWalletportParameters>;
  return {
    ...rest,
    ...(Array.isArray(networks) ? { networks: networks.map(convert) } : { networks }),
    ...(defaultNetwork === undefined ? {} : { defaultNetwork: convert(defaultNetwork) }),
  } as WalletportClientOptions;
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
