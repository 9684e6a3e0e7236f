/**
 * The type an account is listed with, from what its wallet says about it.
 *
 * The namespace default (eip155: smartAccount) is what the embedded wallet prefers, not what an account is: an
 * EVM account of any wallet (browser, WalletConnect, the embedded wallet's EOA) is an EOA unless the wallet says
 * otherwise. What it can say is in its EIP-5792 capabilities (wallet_getCapabilities, or the WalletConnect session properties'
 * `capabilities`) for the connected chain: only a smart account, or an EOA already delegated with EIP-7702 to
 * one, executes a batch atomically, so `atomic.status: 'supported'` (EIP-5792 v2) or `atomicBatch.supported:
 * true` (v1) makes it a smartAccount. 'ready' is an EOA that could be upgraded, not yet one that is.
 */
import type { ChainNamespace } from '../connector/connector.js';
import { defaultAccountTypes, type AccountType } from './account.js';

/** One chain's capabilities as the wallet gave them (capability name to the wallet's object for it). */
export type WalletChainCapabilities = Readonly<Record<string, unknown>>;

export type WalletAccountTypeParameters = {
  namespace: ChainNamespace;
  /** What the wallet says it can do for this account on the connected chain; undefined: it said nothing. */
  capabilities?: WalletChainCapabilities | undefined;
};
export type WalletAccountTypeReturnType = AccountType;
export type WalletAccountTypeErrorType = never;

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

/** True when the capabilities say the account executes batches atomically now (a smart account, or delegated). */
export function batchesAtomically(capabilities: WalletChainCapabilities | undefined): boolean {
  if (capabilities === undefined) return false;
  return field(capabilities.atomic, 'status') === 'supported' || field(capabilities.atomicBatch, 'supported') === true;
}

export function walletAccountType({ namespace, capabilities }: WalletAccountTypeParameters): WalletAccountTypeReturnType {
  // Only eip155 has both kinds; elsewhere the namespace's one type (solana eoa, bip122 payment...) is the account's.
  if (namespace !== 'eip155') return defaultAccountTypes[namespace];
  return batchesAtomically(capabilities) ? 'smartAccount' : 'eoa';
}
