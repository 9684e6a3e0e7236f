/**
 * A deterministic gradient for an address without a profile image: the same address always gets the same
 * colours (case-insensitively, so a checksummed and a lowercase address match), different addresses almost
 * always differ. Only numbers reach the CSS, so no part of the address can escape into the style.
 */

/** FNV-1a, 32 bits: small, fast and well spread for short strings. */
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export type AvatarColors = readonly [hue1: number, hue2: number, hue3: number, angle: number];

export function avatarColors(address: string): AvatarColors {
  const key = address.trim().toLowerCase();
  const a = fnv1a(key);
  const b = fnv1a(key, a);
  return [a % 360, (a >>> 9) % 360, b % 360, (b >>> 9) % 360];
}

/** A CSS background: a conic gradient under a soft radial highlight. */
export function avatarGradient(address: string): string {
  const [hue1, hue2, hue3, angle] = avatarColors(address);
  return (
    `radial-gradient(circle at 30% 30%, hsl(${hue1} 90% 75%) 0%, transparent 60%), ` +
    `conic-gradient(from ${angle}deg, hsl(${hue1} 75% 55%), hsl(${hue2} 75% 50%), hsl(${hue3} 80% 45%), hsl(${hue1} 75% 55%))`
  );
}
