/** A small square SVG icon as a data URI (EIP-6963 wants a data URI), tinted from the rdns. */
export function testWalletIcon(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 70% 45%)"/>` +
    `<rect x="18" y="30" width="60" height="40" rx="8" fill="#fff"/>` +
    `<circle cx="64" cy="50" r="6" fill="hsl(${hue} 70% 45%)"/>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
