import { describe, expect, it } from 'vitest';
import { base, ethereum, shippedNetworks, solana, solanaDevnet } from './chains/index.js';
import { findNetworkByCaipId } from './findNetworkByCaipId.js';

describe('findNetworkByCaipId', () => {
  it('finds a network by its CAIP id', () => {
    expect(findNetworkByCaipId(shippedNetworks, 'eip155:8453')).toBe(base);
    expect(findNetworkByCaipId(shippedNetworks, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana);
  });

  it('finds a network by its deprecated id', () => {
    expect(findNetworkByCaipId(shippedNetworks, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana);
    expect(findNetworkByCaipId(shippedNetworks, 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet);
  });

  it('prefers a current id over another network’s deprecated id', () => {
    const impostor = { ...ethereum, caipNetworkId: 'eip155:2', deprecatedCaipNetworkId: 'eip155:1' } as const;
    expect(findNetworkByCaipId([impostor, ethereum], 'eip155:1')).toBe(ethereum);
  });

  it('returns undefined when nothing matches (ids are case-sensitive)', () => {
    expect(findNetworkByCaipId(shippedNetworks, 'eip155:999')).toBeUndefined();
    expect(findNetworkByCaipId(shippedNetworks, 'solana:5EYKT4USFV8P8NJDTREPY1VZQKQZKVDP')).toBeUndefined();
    expect(findNetworkByCaipId([], 'eip155:1')).toBeUndefined();
  });
});
