import { describe, expect, it } from 'vitest';
import { DEFAULT_CAIP_NETWORK_ID } from '../../entities/constants.js';
import { base, ethereum, optimism, shippedNetworks } from '../../entities/network/index.js';
import { findNetworkByCaipId } from '../../entities/network/findNetworkByCaipId.js';
import { defaultActiveNetwork } from './active-network.js';

describe('defaultActiveNetwork', () => {
  it('takes the configured default, else the first configured network', () => {
    expect(defaultActiveNetwork([optimism, base], base)).toBe(base);
    expect(defaultActiveNetwork([optimism, base], ethereum)).toBe(optimism);
  });

  it('with nothing configured, takes the default network, else the shipped network of DEFAULT_CAIP_NETWORK_ID', () => {
    expect(defaultActiveNetwork([], base)).toBe(base);
    // The fallback names Ethereum directly (not through the list of every shipped network): the same network.
    expect(defaultActiveNetwork([], undefined)).toBe(findNetworkByCaipId(shippedNetworks, DEFAULT_CAIP_NETWORK_ID));
    expect(defaultActiveNetwork([], undefined).caipNetworkId).toBe(DEFAULT_CAIP_NETWORK_ID);
  });
});
