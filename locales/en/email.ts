/**
 * The email field, the email login's steps (address, device approval, code) and an email change's.
 * {email}: an address, or one of the email.your* phrases when it is not known.
 */
export const enEmail = {
  'email.label': 'Email',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Continue',
  'email.invalidEmail': 'Enter a valid email address',
  'email.yourEmail': 'your email',
  'email.yourCurrentEmail': 'your current email',
  'email.yourNewEmail': 'your new email',
  'email.sendingCode': 'Sending a code to {email}',
  'email.takesAFewSeconds': 'This takes a few seconds.',
  'email.signInIntro': 'Enter your email to sign in, or to create a wallet.',
  'email.enterCode': 'Enter the code we sent to {email}.',
  'email.verificationCode': 'Verification code',
  'email.incompleteCode': 'Enter the {length}-digit code',
  'email.checkingCode': 'Checking the code…',
  'email.newCodeSent': 'We sent a new code.',
  'email.resendCode': 'Resend code',
  'email.registerDevice': 'Register this device',
  'email.deviceNotConfirmed': 'We could not confirm this device for {email}. Ask for a new link to try again.',
  'email.deviceLinkOnItsWay': 'The link we sent to {email} is on its way: check the inbox.',
  'email.deviceLinkSent': 'We sent a link to {email} to approve this device. Open it, and signing in goes on here by itself.',
  'email.sendNewLink': 'Send a new link',
  'email.newEmail': 'New email',
  'email.changeIntro': 'Your email is {email}. Enter the new one: we send a code to each address to confirm.',
  'email.changeIntroWithoutEmail': 'Enter your new email.',
} as const;
