/**
 * An NFT's title in two parts for its tile: the name, which may be cut with an ellipsis, and the trailing token
 * number ("#7"), which never is, since it is what tells the NFTs of one collection apart. A number too long to
 * show whole (a uint256 token id) keeps its first and last digits around an ellipsis; the tile's tooltip
 * carries the whole title.
 */

/** Digits of a token number shown whole; a longer one keeps NFT_NUMBER_KEPT_DIGITS at each end. */
export const NFT_NUMBER_MAX_DIGITS = 10;
export const NFT_NUMBER_KEPT_DIGITS = 4;

export type SplitNftTitleReturnType = {
  /** The title without its number, trimmed ('' for a title that is only a number). */
  name: string;
  /** '#' and the token number, shortened in the middle when long; '' when the title ends in none. */
  number: string;
};

const TRAILING_NUMBER = /^(.*?)\s*#\s*(\d+)\s*$/su;

export function splitNftTitle(title: string): SplitNftTitleReturnType {
  const match = TRAILING_NUMBER.exec(title);
  if (!match) return { name: title.trim(), number: '' };
  const [, name = '', digits = ''] = match;
  const shown =
    digits.length > NFT_NUMBER_MAX_DIGITS
      ? `${digits.slice(0, NFT_NUMBER_KEPT_DIGITS)}…${digits.slice(-NFT_NUMBER_KEPT_DIGITS)}`
      : digits;
  return { name: name.trim(), number: `#${shown}` };
}
