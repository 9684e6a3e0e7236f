/** The Connect view: its wallet list, social buttons, "What is a wallet?" link and legal footer. */
export const enConnect = {
  'connect.connectEvmWallet': 'Connect an EVM wallet',
  'connect.connectSolanaWallet': 'Connect a Solana wallet',
  'connect.connectBitcoinWallet': 'Connect a Bitcoin wallet',
  'connect.connectPolkadotWallet': 'Connect a Polkadot wallet',
  'connect.connectCosmosWallet': 'Connect a Cosmos wallet',
  'connect.whatIsAWallet': 'What is a wallet?',
  'connect.wallets': 'Wallets',
  'connect.allWallets': 'All wallets',
  'connect.loadingWallets': 'Loading wallets',
  'connect.walletListError': 'Could not load the wallet list',
  'connect.recent': 'Recent',
  'connect.installed': 'Installed',
  'connect.qrCode': 'QR Code',
  'connect.socialLogin': 'Social login',
  /** {provider}: the provider's name ('Google'). */
  'connect.continueWith': 'Continue with {provider}',
  /** {terms} and {privacy} become links named by connect.termsOfService and connect.privacyPolicy. */
  'connect.legalTermsAndPrivacy': 'By connecting your wallet, you agree to our {terms} and {privacy}.',
  'connect.legalTerms': 'By connecting your wallet, you agree to our {terms}.',
  'connect.legalPrivacy': 'By connecting your wallet, you agree to our {privacy}.',
  'connect.termsOfService': 'Terms of Service',
  'connect.privacyPolicy': 'Privacy Policy',
} as const;
