/**
 * walletport: the framework-free entry. Create one client with `createWalletport`, render it with
 * `walletport/react`, and read or drive it with the actions (`getAccount(client)`, `connect(client, ...)`).
 * Importing this module does no I/O and starts no timer.
 */
export {
  createWalletport,
  type CreateWalletportParameters,
  type CreateWalletportReturnType,
  type CreateWalletportErrorType,
} from './client/create-walletport.js';
export type { WalletportClient, WalletportClientOptions } from './client/walletport-client.js';
export * from './actions/index.js';
export type { WalletportOptions, Features, FeatureOptions, ThemeMode, AppMetadata, CustomWallet } from './domain/usecases/options/index.js';
export type { ViewName, RouterData, SwapArguments } from './domain/usecases/router/index.js';
export type { ChainNamespace, Connector, ConnectorType } from './domain/entities/connector/connector.js';
export type { AccountEntry, ConnectionStatus } from './domain/entities/account/account.js';
export type { CaipNetwork, CaipNetworkId } from './domain/entities/network/caipNetwork.js';
export type { NetworkInput } from './domain/entities/network/toCaipNetwork.js';
export type { WalletportEvent } from './domain/usecases/events/index.js';
export type { LogLevel } from './ports/logger.port.js';
export type { WalletConnector, ConnectorEvent, ConnectResult, Eip1193Provider } from './ports/wallet-connector.port.js';
export { WalletportError, isWalletportError } from './domain/entities/errors/base.error.js';
export { errorMessages, type ErrorCode } from './domain/entities/errors/catalogue.js';
export { WALLETPORT_LOCALES, type WalletportLocale, type TextDirection } from './domain/entities/i18n/locales.js';
export {
  lightTheme,
  darkTheme,
  type ThemeKnobs,
  type ThemePreset,
  type BorderRadiusKnob,
  type FontStackKnob,
  type OverlayBlurKnob,
  type LightThemeParameters,
  type LightThemeReturnType,
  type DarkThemeParameters,
  type DarkThemeReturnType,
} from './domain/entities/theme/presets.js';
export type { ThemeVariablesInput } from './domain/entities/theme/themeVariableNames.js';
