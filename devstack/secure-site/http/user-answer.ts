/**
 * The user as GET_USER (and CONNECT_SOCIAL) answers it (CONTRACTS.md "User"): `email` for a user who signs in
 * by email, `userName` and `socialProvider` for one who signs in with a social account, never both kinds of
 * key empty-valued. On a smart-account-enabled chain (`smart` given) both accounts are listed, the preferred one
 * first, and `address` is the preferred one's: the page connects the account the wallet will act from.
 */
import type { User } from '../db/users.store.js';
import type { ChainBook } from '../rpc/chain-book.js';
import type { SmartAccountState } from '../rpc/smart-accounts.js';
import type { UserAnswer } from '../shared/api-types.js';

export function toUserAnswer(user: User, chains: ChainBook, smart?: SmartAccountState): UserAnswer {
  const base = {
    ...(user.email === undefined ? {} : { email: user.email }),
    ...(user.social === undefined ? {} : { socialProvider: user.social.provider }),
    ...(user.userName === undefined ? {} : { userName: user.userName }),
    chainId: user.chainId ?? chains.default.chainId,
  };
  if (smart === undefined) {
    return { ...base, address: user.address, accounts: [{ address: user.address, type: 'eoa' }], preferredAccountType: 'eoa', smartAccountDeployed: false };
  }
  const eoa = { address: user.address, type: 'eoa' } as const;
  const smartAccount = { address: smart.address, type: 'smartAccount' } as const;
  const preferSmart = user.preferredAccount === 'smartAccount';
  return {
    ...base,
    address: preferSmart ? smart.address : user.address,
    accounts: preferSmart ? [smartAccount, eoa] : [eoa, smartAccount],
    preferredAccountType: user.preferredAccount,
    smartAccountDeployed: smart.isDeployed,
  };
}
