/** The sign-in prompt (SIWXSignMessage). {name}: the page's own name (its metadata, else its host). */
export const enSiwx = {
  'siwx.needsToConnect': '{name} needs to connect to your wallet',
  'siwx.prompt': 'Sign this message to prove you own this wallet and proceed.',
  'siwx.required': 'Canceling will disconnect you.',
  'siwx.notConfigured': 'Sign-in is not set up on this page.',
  'siwx.thisApp': 'This app',
  'siwx.yourWallet': 'Your wallet',
  'siwx.failed': 'Sign-in failed',
  'siwx.cancel': 'Cancel',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing...',
} as const;
