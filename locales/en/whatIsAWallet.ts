/** The "What is a wallet?" view, for people new to wallets. */
export const enWhatIsAWallet = {
  'whatIsAWallet.homeTitle': 'Your digital home',
  'whatIsAWallet.homeText': 'A wallet holds your digital assets, such as tokens and collectibles, and lets you send and receive them.',
  'whatIsAWallet.loginTitle': 'One login for every app',
  'whatIsAWallet.loginText': 'Instead of a new account and password on every site, connect your wallet and you are in.',
  'whatIsAWallet.controlTitle': 'You stay in control',
  'whatIsAWallet.controlText': 'Apps ask your wallet before anything happens; nothing is signed or sent without your approval.',
  'whatIsAWallet.getAWallet': 'Get a wallet',
} as const;
