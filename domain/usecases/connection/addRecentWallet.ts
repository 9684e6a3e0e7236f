/**
 * The recent-wallets rule (SPEC.md section 2): the wallet just used goes first, a wallet appears once (by
 * id), and the list holds at most RECENT_WALLETS_MAX entries, so the oldest falls off.
 */
import { RECENT_WALLETS_MAX } from '../../entities/constants.js';
import type { RecentWallet } from './connection.types.js';

export function addRecentWallet(
  recentWallets: readonly RecentWallet[],
  wallet: RecentWallet,
  max: number = RECENT_WALLETS_MAX,
): readonly RecentWallet[] {
  return [wallet, ...recentWallets.filter((recent) => recent.id !== wallet.id)].slice(0, Math.max(0, max));
}

/** A stored list made to follow the rule: first occurrence of each id kept, at most `max`. */
export function normalizeRecentWallets(
  recentWallets: readonly RecentWallet[],
  max: number = RECENT_WALLETS_MAX,
): readonly RecentWallet[] {
  const seen = new Set<string>();
  const kept: RecentWallet[] = [];
  for (const wallet of recentWallets) {
    if (seen.has(wallet.id)) continue;
    seen.add(wallet.id);
    kept.push(wallet);
  }
  return kept.slice(0, Math.max(0, max));
}
