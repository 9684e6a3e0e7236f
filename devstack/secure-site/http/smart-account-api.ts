/**
 * The frame's API for the user's smart account (docs/EMBEDDED-WALLET.md, "Smart account"): which chains have
 * one (those with a bundler), its address and whether it is deployed, the user as GET_USER shows them on a
 * chain (both accounts where smart accounts are enabled), and the address the wallet acts from.
 */
import type { Address } from 'viem';
import { PublicError } from '../../mail/http-server.js';
import type { SignedIn } from '../auth/sessions.js';
import type { SecureSiteChain } from '../rpc/chain-book.js';
import { NO_SMART_ACCOUNTS, type SmartAccounts } from '../rpc/smart-accounts.js';
import { API, type InitSmartAccountAnswer, type SmartAccountNetworksAnswer, type UserAnswer } from '../shared/api-types.js';
import type { ApiHandler, ApiServices } from './api.js';
import { toUserAnswer } from './user-answer.js';

export type SmartAccountApi = {
  /** GET_USER's answer on `chain`. */
  userOn(signedIn: SignedIn, chain: SecureSiteChain): Promise<UserAnswer>;
  /** The account requests act from on `chain`: the smart account where it is enabled and preferred, else the EOA. */
  actingAddress(signedIn: SignedIn, chain: SecureSiteChain): Promise<Address>;
  /** Whether requests on `chain` go through the smart account. */
  usesSmartAccount(signedIn: SignedIn, chain: SecureSiteChain): boolean;
  handlers: [string, ApiHandler][];
};

export function smartAccountApi(services: Pick<ApiServices, 'sessions' | 'chains'> & { smartAccounts: SmartAccounts }): SmartAccountApi {
  const { sessions, chains, smartAccounts } = services;
  const usesSmartAccount = (signedIn: SignedIn, chain: SecureSiteChain) => signedIn.user.preferredAccount === 'smartAccount' && smartAccounts.isEnabled(chain.chainId);
  const userChain = (signedIn: SignedIn) => chains.find(signedIn.user.chainId) ?? chains.default;
  return {
    usesSmartAccount,
    async userOn(signedIn, chain) {
      if (!smartAccounts.isEnabled(chain.chainId)) return toUserAnswer(signedIn.user, chains);
      return toUserAnswer(signedIn.user, chains, await smartAccounts.stateOf(signedIn.user.address, chain));
    },
    async actingAddress(signedIn, chain) {
      return usesSmartAccount(signedIn, chain) ? smartAccounts.addressOf(signedIn.user.address, chain) : signedIn.user.address;
    },
    handlers: [
      [API.smartAccountNetworks, (): SmartAccountNetworksAnswer => ({ smartAccountEnabledNetworks: smartAccounts.enabledChainIds })],
      [
        API.smartAccount,
        async ({ token }): Promise<InitSmartAccountAnswer> => {
          const signedIn = sessions.require(token);
          const chain = userChain(signedIn);
          if (!smartAccounts.isEnabled(chain.chainId)) throw new PublicError(400, NO_SMART_ACCOUNTS);
          return smartAccounts.stateOf(signedIn.user.address, chain);
        },
      ],
    ],
  };
}
