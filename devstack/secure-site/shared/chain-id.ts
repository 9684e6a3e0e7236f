/**
 * Chain ids as the page sends them (a number, a decimal or hex string, or a CAIP-2 `eip155:<n>`) read as
 * the EVM chain number both the frame and its server use. Shared by the frame bundle and the server.
 */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value;
  if (!/^(?:[1-9]\d{0,15}|0x[0-9a-fA-F]{1,13})$/.test(text)) return undefined;
  const chainId = Number(text);
  return chainId > 0 ? chainId : undefined;
}
