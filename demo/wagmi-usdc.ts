/**
 * The devstack's USDC (6 decimals), at the same address on every local chain: the deployer's (anvil's first
 * account) first contract (devstack/chains/deployment.ts). Computed here rather than imported, because that
 * module pulls the devstack's node-side config into the page; demo/wagmi-usdc.test.ts keeps the two equal.
 */
import { getContractAddress, type Address } from 'viem';

/** anvil's first default account, the devstack's deployer. */
const DEVSTACK_DEPLOYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const DEVSTACK_USDC: Address = getContractAddress({ from: DEVSTACK_DEPLOYER, nonce: 0n });
export const USDC_DECIMALS = 6;
