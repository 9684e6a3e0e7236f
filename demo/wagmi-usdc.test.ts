import { describe, expect, it } from 'vitest';
import { DEPLOYED_CONTRACTS } from '../devstack/chains/deployment.js';
import { DEVSTACK_USDC } from './wagmi-usdc.js';

describe("the wagmi page's USDC", () => {
  it('is the contract the devstack deploys', () => {
    expect(DEVSTACK_USDC).toBe(DEPLOYED_CONTRACTS.usdc);
  });
});
