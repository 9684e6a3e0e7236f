import { ELLIPSIS } from './ellipsis.js';

/**
 * The most characters (code points) of a wallet's own words the modal shows: an error message or detail from
 * an EIP-1193 wallet, a WalletConnect peer or the embedded frame. A wallet that rejects with a page of text
 * must not fill the screen; the full text stays in the error's `message` and `cause`.
 */
export const WALLET_TEXT_MAX_LENGTH = 160;

/**
 * `text` when it has at most `max` code points, else its first `max - 1` code points and an ellipsis (so at
 * most `max` code points in all). Cuts between code points, never inside a surrogate pair.
 */
export function clampText(text: string, max: number = WALLET_TEXT_MAX_LENGTH): string {
  // Code units are at least as many as code points: a text this short cannot be too long.
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length > max ? `${points.slice(0, max - 1).join('')}${ELLIPSIS}` : text;
}
