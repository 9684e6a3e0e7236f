/**
 * What the account says of the embedded wallet's signed-in user (getAccount's `embeddedWalletInfo`): the email
 * and name, how they signed in (email, or the social provider of a social or Farcaster login) and the kind of
 * account. Built here, in the core that loads after the page's first paint, so the page's first chunk (where
 * getAccount lives) does not carry it.
 */
import type { SocialProvider } from '../../options/index.js';
import type { EmbeddedUser } from './embedded-wallet.usecase.js';

export type EmbeddedAccountInfo = {
  /** The user's email and name (untrusted text: render it as text). */
  user: { email?: string | undefined; username?: string | undefined };
  /** How the user signed in: by email, or with a social provider (farcaster included). */
  authProvider: 'email' | SocialProvider;
  accountType: 'eoa' | 'smartAccount';
  isSmartAccountDeployed: boolean;
};

export function embeddedAccountInfo(user: EmbeddedUser | undefined): EmbeddedAccountInfo | undefined {
  if (!user) return undefined;
  return {
    user: { email: user.email, username: user.userName },
    authProvider: user.socialProvider ?? 'email',
    accountType: user.preferredAccountType ?? 'eoa',
    isSmartAccountDeployed: user.smartAccountDeployed ?? false,
  };
}
