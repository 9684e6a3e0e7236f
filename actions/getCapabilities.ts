/**
 * What the connected EVM wallet can do with batches (`wallet_getCapabilities`, EIP-5792), in wagmi's shape:
 * capabilities by decimal chain id (`{ 1: { atomic: { status: 'supported' }, paymasterService: { supported:
 * true } } }`), or one chain's when `chainId` is given. `account` defaults to the connected one; with neither
 * it rejects with 'Missing address parameter in wallet_getCapabilities request' (SPEC.md section 8).
 */
import { withCore } from '../client/core-access.js';
import type { WalletportClient } from '../client/walletport-client.js';
import type {
  GetCapabilitiesErrorType as FlowGetCapabilitiesErrorType,
  GetCapabilitiesParameters as FlowGetCapabilitiesParameters,
  GetCapabilitiesReturnType as FlowGetCapabilitiesReturnType,
} from '../domain/usecases/calls/index.js';

import type { ChainCapabilities, WalletCapabilities } from '../domain/entities/calls/capabilities.js';

export type { ChainCapabilities, WalletCapabilities } from '../domain/entities/calls/capabilities.js';
export type GetCapabilitiesParameters = FlowGetCapabilitiesParameters;
export type GetCapabilitiesReturnType = FlowGetCapabilitiesReturnType;
/** 'Missing address parameter in wallet_getCapabilities request', 'Error parsing wallet capabilities', the wallet's refusal. */
export type GetCapabilitiesErrorType = FlowGetCapabilitiesErrorType;

/** One chain's capabilities (its every-chain ones included). */
export function getCapabilities(client: WalletportClient, parameters: GetCapabilitiesParameters & { chainId: number }): Promise<ChainCapabilities>;
/** Every chain's capabilities, by decimal chain id. */
export function getCapabilities(client: WalletportClient, parameters?: GetCapabilitiesParameters & { chainId?: undefined }): Promise<WalletCapabilities>;
export function getCapabilities(client: WalletportClient, parameters?: GetCapabilitiesParameters): Promise<GetCapabilitiesReturnType>;
export function getCapabilities(client: WalletportClient, parameters: GetCapabilitiesParameters = {}): Promise<GetCapabilitiesReturnType> {
  return withCore(client, async (core) => {
    await core.loadFlows('calls');
    return core.calls.getCapabilities(parameters);
  });
}
