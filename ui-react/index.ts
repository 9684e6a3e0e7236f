/**
 * walletport/react: the React renderer. Render one <WalletportProvider client={createWalletport(...)}>
 * around the app and put a <ConnectButton /> where it belongs; the hooks read and drive the client.
 * Importing this module touches no window, document or storage and starts no timer (SSR-safe).
 */
export { WalletportProvider, type WalletportProviderProps } from './provider/WalletportProvider.js';
export { useWalletport } from './hooks/useWalletport.js';
export { useModal, type UseModalReturnType } from './hooks/useModal.js';
export { useWalletportEvents, type UseWalletportEventsReturnType } from './hooks/useWalletportEvents.js';
export { useTheme, type UseThemeReturnType } from './hooks/useTheme.js';
export { useAccount, type UseAccountParameters, type UseAccountReturnType, type EmbeddedWalletInfo } from './hooks/useAccount.js';
export { useNetwork, type UseNetworkReturnType } from './hooks/useNetwork.js';
export { useDisconnect, type UseDisconnectReturnType } from './hooks/useDisconnect.js';
export { useWalletInfo, type UseWalletInfoParameters, type UseWalletInfoReturnType, type WalletInfo } from './hooks/useWalletInfo.js';
export { useProvider, type UseProviderReturnType } from './hooks/useProvider.js';
export { useStore, shallowEqual, type ExternalStore, type IsEqual, type Selector } from './state/useStore.js';
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton/ConnectButton.js';
export { AccountButton, type AccountButtonProps } from './components/AccountButton/AccountButton.js';
export { NetworkButton, type NetworkButtonProps } from './components/NetworkButton/NetworkButton.js';
export { lightTheme, darkTheme, type ThemePalette } from './theme/palettes.js';
export { prefetchViews } from './views/registry.js';
export type { ThemeMode } from '../domain/usecases/options/options.js';
export type { ThemeVariablesInput, WalletportThemeVariables } from '../domain/usecases/theme/theme.schema.js';
