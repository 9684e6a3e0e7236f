import { describe, expect, it } from 'vitest';
import { isSwapNetwork } from './isSwapNetwork.js';

describe('isSwapNetwork', () => {
  it.each([
    ['eip155:1', true],
    ['eip155:8453', true],
    ['eip155:31337', true],
    ['eip155:31338', true],
    // Devnet C: the devstack's cloud (its blockchain API, swaps included) does not serve it.
    ['eip155:31339', false],
    ['eip155:5', false],
    ['eip155:31340', false],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', false],
  ] as const)('%s: %s', (caipNetworkId, expected) => {
    expect(isSwapNetwork({ caipNetworkId })).toBe(expected);
  });
});
