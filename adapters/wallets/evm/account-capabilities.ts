/**
 * What an EVM wallet says it can do for an account on one chain (EIP-5792 capabilities), read at the edge so
 * the connection can list the account with its type (domain walletAccountType). Two sources:
 * - a `wallet_getCapabilities` answer: hex chain id to that chain's capabilities, `0x0` for every chain;
 * - WalletConnect session properties: `capabilities`, a JSON string keyed by address, then by hex chain id
 *   (SPEC.md section 3, session properties {capabilities, bundler name, bundler url}).
 * Anything malformed is "the wallet said nothing" (undefined): the account is then an EOA, never an error.
 */
import { z } from 'zod/mini';
import type { WalletChainCapabilities } from '../../../domain/entities/account/walletAccountType.js';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import { eip155ChainIdOf } from './eip155-chain-id.js';

const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,14}$/;

const chainCapabilitiesSchema = lazySchema(() => z.record(z.string(), z.unknown()));
const capabilitiesAnswerSchema = lazySchema(() => z.record(z.string(), z.unknown()));

export type CapabilitiesOnChainParameters = { answer: unknown; caipNetworkId: string };
export type CapabilitiesOnChainReturnType = WalletChainCapabilities | undefined;
export type CapabilitiesOnChainErrorType = never;

/** One chain's capabilities from a wallet_getCapabilities answer: the every-chain ones (0x0) overlaid by the chain's. */
export function capabilitiesOnChain({ answer, caipNetworkId }: CapabilitiesOnChainParameters): CapabilitiesOnChainReturnType {
  let chainId: number;
  try {
    chainId = eip155ChainIdOf(caipNetworkId);
  } catch {
    return undefined;
  }
  const parsed = capabilitiesAnswerSchema.safeParse(answer);
  if (!parsed.success) return undefined;
  let merged: Record<string, unknown> | undefined;
  // Keys compared as numbers: wallets write 0x7a69 and 0x7A69 alike.
  for (const key of ['0x0', `0x${chainId.toString(16)}`]) {
    const entry = Object.entries(parsed.data).find(([hex]) => HEX_CHAIN_ID.test(hex) && Number.parseInt(hex.slice(2), 16) === Number.parseInt(key.slice(2), 16));
    const chain = entry === undefined ? undefined : chainCapabilitiesSchema.safeParse(entry[1]);
    if (chain?.success === true) merged = { ...merged, ...chain.data };
  }
  return merged;
}

export type SessionCapabilitiesParameters = {
  sessionProperties: Readonly<Record<string, string>> | undefined;
  address: string;
  caipNetworkId: string;
};
export type SessionCapabilitiesReturnType = WalletChainCapabilities | undefined;
export type SessionCapabilitiesErrorType = never;

/** The account's capabilities on the chain from WalletConnect session properties (address keys in any case). */
export function sessionCapabilities({ sessionProperties, address, caipNetworkId }: SessionCapabilitiesParameters): SessionCapabilitiesReturnType {
  const raw = sessionProperties?.capabilities;
  if (raw === undefined) return undefined;
  let byAddress: unknown;
  try {
    byAddress = JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
  const parsed = capabilitiesAnswerSchema.safeParse(byAddress);
  if (!parsed.success) return undefined;
  const entry = Object.entries(parsed.data).find(([key]) => key.toLowerCase() === address.toLowerCase());
  return entry === undefined ? undefined : capabilitiesOnChain({ answer: entry[1], caipNetworkId });
}
