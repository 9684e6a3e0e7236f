/**
 * What GET_USER (and CONNECT_SOCIAL) answer for a signed-in user of the devstack's secure site, for the
 * browser tests: one EOA on chain A, no smart account, plus who the user is (email, or social name and
 * provider). `address` is the answer's own, checked for its form.
 */
import { expect } from 'vitest';

export type UserIdentity = { email: string } | { userName: string; socialProvider: string };

export function expectedEoaUser(identity: UserIdentity, address: string): Record<string, unknown> {
  return {
    ...identity,
    address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    chainId: 31337,
    accounts: [{ address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  };
}
