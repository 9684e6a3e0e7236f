/**
 * Every option createWalletport knows, by name. A name not listed is a mistake (a misspelt `themeMod` would
 * otherwise be dropped without a word), so preflightOptions rejects it naming the option. A test keeps this
 * list and the options schema in step.
 */
export const OPTION_NAMES = [
  'projectId',
  'networks',
  'defaultNetwork',
  'metadata',
  'features',
  'basic',
  'manualWCControl',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'enableWalletConnect',
  'walletConnect',
  'pendingTransactionsFilter',
  'enableInjected',
  'enableEIP6963',
  'customWallets',
  'includeWalletIds',
  'excludeWalletIds',
  'featuredWalletIds',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'siwx',
  'siweConfig',
  'themeMode',
  'themeVariables',
  'apiUrl',
  'rpcUrl',
  'pulseUrl',
  'secureSiteUrl',
  'relayUrl',
  'sdkType',
  'sdkVersion',
] as const;

export type OptionName = (typeof OPTION_NAMES)[number];
