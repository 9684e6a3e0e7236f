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
export { useStore, shallowEqual, type ExternalStore, type IsEqual, type Selector } from './state/useStore.js';
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton/ConnectButton.js';
export { lightTheme, darkTheme, type ThemePalette } from './theme/palettes.js';
export { prefetchViews } from './views/registry.js';
export type { ThemeMode } from '../domain/usecases/options/options.js';
export type { ThemeVariablesInput, WalletportThemeVariables } from '../domain/usecases/theme/theme.schema.js';
