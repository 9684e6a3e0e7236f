/** Wallet and image ids in the production format (64 hex characters; image ids are UUIDs). */
import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A stable 64-hex id for a wallet that has no known production id. */
export function derivedWalletId(key: string): string {
  return sha256(`walletport-devstack/wallet/${key}`);
}

/** A stable UUID-shaped image id for a wallet id. */
export function imageIdFor(walletId: string): string {
  const hex = sha256(`walletport-devstack/image/${walletId}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
