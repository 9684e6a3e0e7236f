/**
 * The user as GET_USER (and CONNECT_SOCIAL) answers it (CONTRACTS.md "User"): `email` for a user who signs in
 * by email, `userName` and `socialProvider` for one who signs in with a social account, never both kinds of
 * key empty-valued. Only an EOA for now.
 */
import type { User } from '../db/users.store.js';
import type { ChainBook } from '../rpc/chain-book.js';
import type { UserAnswer } from '../shared/api-types.js';

export function toUserAnswer(user: User, chains: ChainBook): UserAnswer {
  return {
    ...(user.email === undefined ? {} : { email: user.email }),
    ...(user.social === undefined ? {} : { socialProvider: user.social.provider }),
    ...(user.userName === undefined ? {} : { userName: user.userName }),
    address: user.address,
    chainId: user.chainId ?? chains.default.chainId,
    accounts: [{ address: user.address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  };
}
