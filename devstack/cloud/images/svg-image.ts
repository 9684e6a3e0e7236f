/**
 * Generated placeholder images: a rounded square in a colour derived from the id, with initials. Plain SVG
 * with presentation attributes only (no script, no style element, no external reference), so it renders under
 * any Content-Security-Policy that allows the image itself.
 */
import { createHash } from 'node:crypto';
import { imageColour } from './image-colour.js';

export type SvgImage = { svg: string; etag: string };

export function svgImage(id: string, label: string): SvgImage {
  const { hue, saturation, lightness } = imageColour(id);
  const text = initials(label);
  const fontSize = text.length <= 2 ? 40 : text.length === 3 ? 32 : 26;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue}, ${saturation}%, ${lightness}%)"/>` +
    `<text x="48" y="50" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ` +
    `font-size="${fontSize}" font-weight="600" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>` +
    `</svg>`;
  return { svg, etag: `"${createHash('sha256').update(svg).digest('hex').slice(0, 16)}"` };
}

/**
 * Up to two letters for names ("MetaMask" -> "MM", "Trust Wallet" -> "TW", "Wallet 0042" -> "W4"), up to
 * four for short upper-case symbols ("USDC").
 */
export function initials(label: string): string {
  const trimmed = label.trim();
  if (/^[A-Z0-9]{1,4}$/.test(trimmed)) return trimmed;
  const words = trimmed.split(/[\s\-_.|{}()]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const first = words[0];
  if (!first) return '?';
  const second = words[1];
  if (second) return (firstChar(first) + firstChar(second)).toUpperCase();
  const capitals = [...first].filter((char) => /\p{Lu}/u.test(char));
  if (capitals.length >= 2) return capitals.slice(0, 2).join('');
  return [...first].slice(0, 2).join('').toUpperCase();
}

/** A word's first letter or digit; a number's first significant digit, so "Wallet 0042" and "Wallet 0051" differ. */
function firstChar(word: string): string {
  const significant = /^0+[1-9]/.test(word) ? word.replace(/^0+/, '') : word;
  return [...significant].find((char) => /[\p{L}\p{N}]/u.test(char)) ?? '';
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
