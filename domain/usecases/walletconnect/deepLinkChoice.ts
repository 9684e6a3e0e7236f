/**
 * The deep-link choice: the wallet link the user opened (mobile or desktop) and the wallet's name, stored
 * under WALLETCONNECT_DEEPLINK_CHOICE as JSON `{"href":"...","name":"..."}`. The key and format are the
 * WalletConnect Sign client's: in a browser it reads this key and opens `<href>/wc?requestId=...` on each
 * later request, so the user is taken back to the wallet to approve it. That makes the value a link the
 * library opens: only a link isSafeLink accepts is written, and a stored one is checked again on read (a
 * corrupt or unsafe value is removed). The WalletConnect use case owns it: its resetPairing clears it, and the
 * connection use case calls resetPairing on disconnect.
 */
import { z } from 'zod/mini';
import type { KeyValueStorage } from '../../../ports/storage.port.js';
import { isSafeLink } from '../../entities/link/is-safe-link.js';
import { STORAGE_KEYS } from '../../entities/storage/storage-keys.js';
import { readStored, writeStored } from '../../entities/storage/stored-value.js';
import { lazySchema } from '../../entities/validation/lazySchema.js';

export type DeepLinkChoice = { href: string; name: string };

const deepLinkChoiceSchema = lazySchema(() => z.object({
  href: z.string().check(z.refine((href) => isSafeLink(href), 'Not a safe link')),
  name: z.string().check(z.trim(), z.minLength(1)),
}));

/** Stores the choice; false (and nothing written) when the link is unsafe, the name empty, or storage refused. */
export function storeDeepLinkChoice(storage: KeyValueStorage, choice: DeepLinkChoice): boolean {
  const parsed = deepLinkChoiceSchema.safeParse(choice);
  if (!parsed.success) return false;
  return writeStored(storage, STORAGE_KEYS.DEEPLINK_CHOICE, { href: parsed.data.href, name: parsed.data.name });
}

/** The stored choice, or undefined when there is none or it is corrupt or unsafe (then it is removed). */
export function readDeepLinkChoice(storage: KeyValueStorage): DeepLinkChoice | undefined {
  return readStored(storage, STORAGE_KEYS.DEEPLINK_CHOICE, deepLinkChoiceSchema);
}

/** Forgets the choice (never throws). */
export function clearDeepLinkChoice(storage: KeyValueStorage): void {
  writeStored(storage, STORAGE_KEYS.DEEPLINK_CHOICE, undefined);
}
