/**
 * The wallet side of sats-connect discovery: the provider object on window under its id (a dot path, as
 * `getProviderById` resolves it) and an entry in `window.btc_providers` naming it, as an extension does.
 */
import type { SatsConnectProvider, SatsConnectProviderInfo } from './types.js';

export type RegisterBitcoinWalletParameters = { provider: SatsConnectProvider; info: SatsConnectProviderInfo; target: Record<string, unknown> };
export type RegisterBitcoinWalletReturnType = void;
export type RegisterBitcoinWalletErrorType = Error;

export function registerBitcoinWallet({ provider, info, target }: RegisterBitcoinWalletParameters): RegisterBitcoinWalletReturnType {
  if (info.id.includes('.')) throw new Error('Walletport Bitcoin test wallet: a provider id without dots, so it names one window property.');
  // The first wallet under an id keeps it, as the first one keeps the control global: a page injected twice
  // (a journey's wallet, then the demo's) is driven and discovered as the same wallet.
  if (target[info.id] !== undefined) return;
  target[info.id] = provider;
  // Into the page's array itself when there is one: sats-connect's getProviders() may already hold it.
  const existing = target['btc_providers'];
  const providers = Array.isArray(existing) ? (existing as SatsConnectProviderInfo[]) : [];
  if (!providers.some((entry) => entry?.id === info.id)) providers.push(info);
  target['btc_providers'] = providers;
}
