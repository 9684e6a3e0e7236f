/** The user with the social login's provider, and its name unless the frame gave one. */
import type { StoredSocialLogin } from '../shared/index.js';
import type { EmbeddedUser } from './embedded-wallet.usecase.js';

export type WithSocialLoginReturnType = EmbeddedUser;

export function withSocialLogin(user: EmbeddedUser, { provider, userName }: StoredSocialLogin): WithSocialLoginReturnType {
  const name = user.userName ?? userName;
  return { ...user, socialProvider: provider, ...(name === undefined ? {} : { userName: name }) };
}
