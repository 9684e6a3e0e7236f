import { describe, expect, it } from 'vitest';
import type { User } from '../db/users.store.js';
import { ChainBook } from '../rpc/chain-book.js';
import { toUserAnswer } from './user-answer.js';

const chains = new ChainBook([{ chainId: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' }]);
const EOA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SMART = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const user = (preferredAccount: User['preferredAccount']): User => ({
  id: 'u1',
  email: 'a@example.com',
  social: undefined,
  userName: undefined,
  address: EOA,
  chainId: undefined,
  preferredAccount,
  createdAt: 0,
});

describe('GET_USER’s user', () => {
  it('is the EOA alone where smart accounts are not enabled, whatever the preference', () => {
    expect(toUserAnswer(user('smartAccount'), chains)).toEqual({
      email: 'a@example.com',
      chainId: 31337,
      address: EOA,
      accounts: [{ address: EOA, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
  });

  it('lists both accounts where they are enabled, the preferred one first and as the address, deployment as told', () => {
    const smart = { address: SMART, isDeployed: false } as const;
    expect(toUserAnswer(user('smartAccount'), chains, smart)).toMatchObject({
      address: SMART,
      accounts: [{ address: SMART, type: 'smartAccount' }, { address: EOA, type: 'eoa' }],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    });
    expect(toUserAnswer(user('eoa'), chains, { ...smart, isDeployed: true })).toMatchObject({
      address: EOA,
      accounts: [{ address: EOA, type: 'eoa' }, { address: SMART, type: 'smartAccount' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: true,
    });
  });
});
