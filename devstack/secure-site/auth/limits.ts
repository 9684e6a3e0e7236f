/** How long the secure site's secrets live and how often a code may be tried (docs/EMBEDDED-WALLET.md). */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;
/** A login (and its device-approval link) must be finished within this time. */
export const LOGIN_LIFETIME_MS = 15 * 60_000;
export const EMAIL_CHANGE_LIFETIME_MS = 15 * 60_000;
/** A session lasts a week, like a WalletConnect session (SPEC.md section 9). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** The words the frame passes on as `_ERROR {message}`; the page relies on the first ones. */
export const AUTH_MESSAGES = {
  invalidCode: 'Invalid code',
  codeExpired: 'Code expired',
  tooManyAttempts: 'Too many attempts. Request a new code.',
  notSignedIn: 'Not signed in',
  loginExpired: 'This login expired. Start again.',
  deviceNotApproved: 'This device is not approved yet',
  emailChangeExpired: 'This email change expired. Start again.',
  primaryFirst: 'Confirm the code sent to your current email first',
  emailInUse: 'This email is already in use',
  sameEmail: 'This is already your email',
  mailFailed: 'The email could not be sent',
  noEmailToChange: 'This account signs in with a social account and has no email to change',
} as const;
