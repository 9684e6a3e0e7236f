/**
 * `wallet_getCapabilities` (EIP-5792): the request's params and the wallet's answer. The answer maps hex chain
 * ids to capability objects (`atomic`, `paymasterService`, ...); `0x0` holds what the wallet offers on every
 * chain. A page reads it keyed by decimal chain id, as wagmi's getCapabilities does; each capability object
 * is passed on untouched (its fields are the wallet's and the capability's EIP's business, not ours).
 */
import { z } from 'zod/mini';
import { walletportError } from '../errors/catalogue.js';
import type { WalletportError } from '../errors/base.error.js';
import { lazySchema } from '../validation/lazySchema.js';

/** One chain's capabilities: capability name to the wallet's object for it. */
export type ChainCapabilities = Record<string, Record<string, unknown>>;
/** Every chain's capabilities, by decimal chain id (0: the wallet's capabilities on every chain). */
export type WalletCapabilities = Record<number, ChainCapabilities>;

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

const capabilitiesAnswerSchema = lazySchema(() => z.record(
  z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  z.record(z.string(), z.record(z.string(), z.unknown())),
));

export type CapabilitiesRequestParamsParameters = {
  /** The account asked about; the connected one when the page names none. */
  account: string | undefined;
  /** Decimal chain ids to ask about; every chain the wallet knows when absent. */
  chainIds?: readonly number[] | undefined;
};
export type CapabilitiesRequestParamsReturnType = [address: string] | [address: string, chainIds: string[]];
/** No account: 'Missing address parameter in wallet_getCapabilities request'. */
export type CapabilitiesRequestParamsErrorType = WalletportError<'CAPABILITIES_ADDRESS_MISSING'>;

export function capabilitiesRequestParams({ account, chainIds }: CapabilitiesRequestParamsParameters): CapabilitiesRequestParamsReturnType {
  if (account === undefined || !EVM_ADDRESS.test(account)) throw walletportError('CAPABILITIES_ADDRESS_MISSING');
  if (chainIds === undefined) return [account];
  return [account, chainIds.map((chainId) => `0x${chainId.toString(16)}`)];
}

export type ParseCapabilitiesParameters = { answer: unknown };
export type ParseCapabilitiesReturnType = WalletCapabilities;
/** 'Error parsing wallet capabilities', the zod issue as its cause. */
export type ParseCapabilitiesErrorType = WalletportError<'CAPABILITIES_PARSE_FAILED'>;

export function parseCapabilities({ answer }: ParseCapabilitiesParameters): ParseCapabilitiesReturnType {
  // WalletConnect session properties carry the capabilities as a JSON string.
  let value: unknown = answer;
  if (typeof answer === 'string') {
    try {
      value = JSON.parse(answer) as unknown;
    } catch (cause) {
      throw walletportError('CAPABILITIES_PARSE_FAILED', [], { cause });
    }
  }
  const parsed = capabilitiesAnswerSchema.safeParse(value);
  if (!parsed.success) throw walletportError('CAPABILITIES_PARSE_FAILED', [], { cause: parsed.error });
  const capabilities: WalletCapabilities = {};
  for (const [hexChainId, chain] of Object.entries(parsed.data)) capabilities[Number(BigInt(hexChainId))] = chain;
  return capabilities;
}

export type CapabilitiesOnChainParameters = { capabilities: WalletCapabilities; chainId: number };
export type CapabilitiesOnChainReturnType = ChainCapabilities;
export type CapabilitiesOnChainErrorType = never;

/** What the wallet offers on one chain: its every-chain capabilities (0x0) overlaid by that chain's own. */
export function capabilitiesOnChain({ capabilities, chainId }: CapabilitiesOnChainParameters): CapabilitiesOnChainReturnType {
  return { ...(capabilities[0] ?? {}), ...(capabilities[chainId] ?? {}) };
}

export type SessionCapabilitiesParameters = {
  /** The WalletConnect session's `capabilities` property: JSON keyed by account, then by hex chain id. */
  property: string | undefined;
  account: string;
};
export type SessionCapabilitiesReturnType = WalletCapabilities | undefined;
/** The property is there but is not JSON of that shape: 'Error parsing wallet capabilities'. */
export type SessionCapabilitiesErrorType = ParseCapabilitiesErrorType;

/**
 * What a WalletConnect wallet announced for `account` in its session properties, or
 * undefined when it announced nothing for it: the wallet is then asked. Accounts compare without case.
 */
export function sessionCapabilities({ property, account }: SessionCapabilitiesParameters): SessionCapabilitiesReturnType {
  if (property === undefined) return undefined;
  let byAccount: unknown;
  try {
    byAccount = JSON.parse(property) as unknown;
  } catch (cause) {
    throw walletportError('CAPABILITIES_PARSE_FAILED', [], { cause });
  }
  if (typeof byAccount !== 'object' || byAccount === null || Array.isArray(byAccount)) throw walletportError('CAPABILITIES_PARSE_FAILED');
  const entry = Object.entries(byAccount).find(([key]) => key.toLowerCase() === account.toLowerCase());
  return entry === undefined ? undefined : parseCapabilities({ answer: entry[1] });
}
