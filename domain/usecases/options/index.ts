/** options: what code outside this folder uses (the dependency-rules test lets it import nothing else here). */
export { DEFAULT_SDK_VERSION, DEFAULT_SERVICE_URLS } from './defaults.js';
export { embeddedWalletNetworks, isSocialLoginOn } from './embeddedWalletOn.js';
export { loadRemoteFeaturesWhenOpened } from './loadRemoteFeaturesWhenOpened.js';
export { THEME_MODES } from './options.js';
export type {
  AppMetadata,
  ConnectMethod,
  ConnectorGroup,
  CustomWallet,
  FeatureOptions,
  Features,
  ResolvedOptions,
  SocialProvider,
  ThemeMode,
  WalletFeature,
  WalletportOptions,
} from './options.js';
export { OptionsUseCase } from './options.usecase.js';
export type { OptionsState, OriginCheck } from './options.usecase.js';
export { parseOptions } from './parseOptions.js';
export { preflightOptions } from './preflightOptions.js';
export type { PreflightOptionsErrorType } from './preflightOptions.js';
