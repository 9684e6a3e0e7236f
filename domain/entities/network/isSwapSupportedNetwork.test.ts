import { describe, expect, it } from 'vitest';
import { SWAP_SUPPORTED_CHAIN_IDS } from '../constants.js';
import { baseSepolia, bitcoin, sepolia, solana, swapNetworks, walletportDevnetA } from './chains/index.js';
import { isSwapSupportedNetwork } from './isSwapSupportedNetwork.js';

describe('isSwapSupportedNetwork', () => {
  it('is true for each of the twelve swap networks', () => {
    expect(swapNetworks.map((network) => network.id)).toEqual([...SWAP_SUPPORTED_CHAIN_IDS]);
    for (const network of swapNetworks) expect(isSwapSupportedNetwork(network)).toBe(true);
  });

  it('is false for testnets, local chains and other namespaces', () => {
    for (const network of [sepolia, baseSepolia, walletportDevnetA, solana, bitcoin]) {
      expect(isSwapSupportedNetwork(network)).toBe(false);
    }
  });

  it('never matches a non-eip155 namespace that happens to share a reference', () => {
    expect(isSwapSupportedNetwork({ caipNetworkId: 'cosmos:1' })).toBe(false);
  });
});
