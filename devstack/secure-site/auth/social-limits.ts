/** How long a social login's secrets live (docs/EMBEDDED-WALLET.md, "Social login") and the words it uses. */
export const SOCIAL_LOGIN_LIFETIME_MS = 10 * 60_000;
export const SOCIAL_RESULT_LIFETIME_MS = 5 * 60_000;

export const SOCIAL_MESSAGES = {
  /** The frame's error when the secure site was started without an OIDC provider. */
  unavailable: 'Social login is not available on this secure site yet',
  /** CONNECT_SOCIAL with a result that is unknown, used, expired, or for another site. */
  badResult: 'Social login failed: this sign-in result is invalid or expired. Start again.',
  badStateTitle: 'This sign-in link does not work',
  badState: 'It is unknown or was used already. Start the sign-in again from the site.',
  expiredTitle: 'This sign-in expired',
  expired: 'A sign-in must be finished within 10 minutes. Start it again from the site.',
  badReturnTitle: 'This sign-in cannot go back to that page',
  badReturn: 'The page asked to be sent back to an address on another site. Start the sign-in again from the site.',
  refusedTitle: 'The sign-in was not completed',
  unverifiedTitle: 'The sign-in could not be verified',
  unverified: 'The provider’s answer did not pass the secure site’s checks. Start the sign-in again from the site.',
  providerUnreachableTitle: 'The provider cannot be reached',
  providerUnreachable: 'The social login provider did not answer. Try again in a moment.',
} as const;
