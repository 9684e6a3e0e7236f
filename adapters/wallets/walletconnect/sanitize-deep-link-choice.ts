/**
 * Issue 18, defect 2: the WalletConnect Sign client opens the stored deep-link choice
 * (`WALLETCONNECT_DEEPLINK_CHOICE`, JSON `{href, name}`) on every request, reading the page's localStorage
 * first and then its own storage (IndexedDB in a browser). Walletport checks its own localStorage copy, but a
 * value planted in the client's storage (a `javascript:` href) would still be opened. Before the client
 * serves anything, both copies are checked with the rule walletport writes them with (isSafeLink), and an
 * unsafe or malformed one is removed.
 */
import { isSafeLink } from '../../../domain/entities/link/is-safe-link.js';
import { STORAGE_KEYS } from '../../../domain/entities/storage/storage-keys.js';

export type DeepLinkStores = {
  /** The page's localStorage, when there is one. */
  local?: Pick<Storage, 'getItem' | 'removeItem'> | undefined;
  /** The Sign client's own key-value storage (`provider.client.core.storage`). */
  client?: { getItem(key: string): Promise<unknown>; removeItem(key: string): Promise<void> } | undefined;
};

/** Removes every stored deep-link choice whose href is not a safe link; answers how many were removed. */
export async function sanitizeDeepLinkChoice({ local, client }: DeepLinkStores): Promise<number> {
  const key = STORAGE_KEYS.DEEPLINK_CHOICE;
  let removed = 0;
  try {
    const value = local?.getItem(key);
    if (value !== null && value !== undefined && !isSafeChoice(value)) {
      local?.removeItem(key);
      removed += 1;
    }
  } catch {
    // Storage the page cannot read cannot be read by the client either.
  }
  try {
    const value = await client?.getItem(key);
    if (value !== null && value !== undefined && !isSafeChoice(value)) {
      await client?.removeItem(key);
      removed += 1;
    }
  } catch {
    // The client's storage failing here fails its own reads the same way: nothing is opened.
  }
  return removed;
}

/** A stored choice is JSON text (or, in the client's storage, the parsed object) with a safe `href`. */
function isSafeChoice(value: unknown): boolean {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return false;
    }
  }
  const href = typeof parsed === 'object' && parsed !== null ? (parsed as { href?: unknown }).href : undefined;
  return typeof href === 'string' && isSafeLink(href);
}
