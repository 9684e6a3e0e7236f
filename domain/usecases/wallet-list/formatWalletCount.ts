/**
 * The count on the "All wallets" entry: exact below ten, otherwise rounded down to a multiple of ten with a
 * '+' when rounding dropped some (605 → '600+', 600 → '600', 7 → '7'). Zero or an unknown count gives
 * undefined (no label).
 */
export function formatWalletCount(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined;
  const whole = Math.floor(count);
  if (whole < 10) return String(whole);
  const rounded = Math.floor(whole / 10) * 10;
  return rounded < whole ? `${rounded}+` : String(rounded);
}
