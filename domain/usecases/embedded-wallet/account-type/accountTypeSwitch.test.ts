import { describe, expect, it } from 'vitest';
import { accountTypeSwitch } from './accountTypeSwitch.js';

const EOA = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' } as const;
const SMART = { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', type: 'smartAccount' } as const;

describe('the Account view’s account type switch', () => {
  it('goes to the type the wallet is not acting from, on a smart-account-enabled network', () => {
    const base = { caipNetworkId: 'eip155:31339', enabledNetworks: [31339] };
    expect(accountTypeSwitch({ ...base, user: { accounts: [SMART, EOA], preferredAccountType: 'smartAccount' } })).toBe('eoa');
    expect(accountTypeSwitch({ ...base, user: { accounts: [EOA, SMART], preferredAccountType: 'eoa' } })).toBe('smartAccount');
  });

  it('is not offered elsewhere, signed out, or when the wallet lists one account only', () => {
    const user = { accounts: [SMART, EOA], preferredAccountType: 'smartAccount' as const };
    expect(accountTypeSwitch({ user, caipNetworkId: 'eip155:31337', enabledNetworks: [31339] })).toBeUndefined();
    expect(accountTypeSwitch({ user, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', enabledNetworks: [31339] })).toBeUndefined();
    expect(accountTypeSwitch({ user, caipNetworkId: undefined, enabledNetworks: [31339] })).toBeUndefined();
    expect(accountTypeSwitch({ user: undefined, caipNetworkId: 'eip155:31339', enabledNetworks: [31339] })).toBeUndefined();
    expect(accountTypeSwitch({ user: { accounts: [EOA], preferredAccountType: 'eoa' }, caipNetworkId: 'eip155:31339', enabledNetworks: [31339] })).toBeUndefined();
  });
});
