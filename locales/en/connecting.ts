/**
 * The views of a connection under way: a browser wallet (ConnectingExternal), a social login, Farcaster and
 * the embedded wallet. {name}: a wallet's name; {provider}: a social login provider's ('Google').
 */
export const enConnecting = {
  'connecting.continueIn': 'Continue in {name}',
  'connecting.acceptRequest': 'Accept connection request in the wallet',
  'connecting.rejectedDetail': 'Connection can be declined if a previous request is still active',
  /** Stands for {name} when the wallet has none. */
  'connecting.yourWallet': 'your wallet',
  'connecting.walletDidNotConnect': 'The wallet did not connect.',
  /** A failure's short message, then the wallet's own words about it. */
  'connecting.failureWithDetails': '{message}: {details}',
  /** {get} is a link named by connecting.get. */
  'connecting.dontHave': "Don't have {name}? {get}",
  'connecting.get': 'Get',
  'connecting.getWallet': 'Get {name}',
  'connecting.noSocialChosen': 'No social login was chosen',
  'connecting.pickSignIn': 'Pick a way to sign in on the Connect screen.',
  'connecting.backToConnect': 'Back to Connect',
  'connecting.continueInProvider': 'Continue in {provider}',
  'connecting.openingSignInWindow': 'Opening the {provider} sign-in window.',
  'connecting.signInInWindow': 'Sign in with {provider} in the window that opened. This screen moves on by itself.',
  'connecting.connectingYourWallet': 'Connecting your wallet',
  'connecting.signedInWith': 'Signed in with {provider}. This takes a moment.',
  'connecting.takingYouTo': 'Taking you to {provider} to sign in.',
  'connecting.socialLoginFailed': 'Social login failed',
  'connecting.signInWithAccount': 'Sign in with your {provider} account in a new window.',
  'connecting.continueWith': 'Continue with {provider}',
  'connecting.popupBlocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site, then try again.',
  'connecting.signInDidNotFinish': 'Your {provider} sign-in did not finish.',
  'connecting.farcasterQrCode': 'QR code to sign in with Farcaster',
  'connecting.farcasterLoading': 'Getting the Farcaster sign-in link',
  'connecting.farcasterWaiting': 'Waiting for your approval in Farcaster',
  'connecting.openFarcaster': 'Open Farcaster',
  'connecting.farcasterRetry': 'The sign-in did not complete. Try again for a new link.',
  /** {reason}: what the sign-in said, without its final full stop. */
  'connecting.farcasterRetryBecause': '{reason}. The sign-in did not complete. Try again for a new link.',
  'connecting.farcasterScanOnAnotherDevice': 'Or scan this code with Farcaster on another device',
  'connecting.farcasterScanWithPhone': 'Scan this code with your phone, then approve in Farcaster',
  'connecting.takesAMoment': 'This takes a moment.',
  'connecting.yourWalletDidNotConnect': 'Your wallet did not connect.',
} as const;
