'use client';
/**
 * walletport/react: the React renderer. Render one <WalletportProvider client={createWalletport(...)}>
 * around the app and put a <ConnectButton /> where it belongs; the hooks read and drive the client through
 * the actions of `walletport`. Importing this module touches no window, document or storage and starts no
 * timer (SSR-safe); it is a client boundary for React Server Components ('use client'), so the buttons can be
 * rendered from a Next.js server component; the client (an object with methods) is created in a client
 * module, with the provider around it (see the README's Next.js set-up).
 *
 * The hooks carry the `Walletport` prefix on purpose: a page that also uses wagmi never imports two
 * different `useAccount`s.
 */
export { WalletportProvider, type WalletportProviderProps } from './provider/WalletportProvider.js';
export { useWalletport, type UseWalletportReturnType } from './hooks/useWalletport.js';
export {
  useWalletportAccount,
  type UseWalletportAccountParameters,
  type UseWalletportAccountReturnType,
} from './hooks/useWalletportAccount.js';
export { useWalletportNetwork, type UseWalletportNetworkReturnType } from './hooks/useWalletportNetwork.js';
export { useWalletportConnect, type ConnectStatus, type UseWalletportConnectReturnType } from './hooks/useWalletportConnect.js';
export { useWalletportDisconnect, type UseWalletportDisconnectReturnType } from './hooks/useWalletportDisconnect.js';
export { useWalletportModal, type UseWalletportModalReturnType } from './hooks/useWalletportModal.js';
export {
  useWalletportProvider,
  type UseWalletportProviderParameters,
  type UseWalletportProviderReturnType,
  type UseWalletportSolanaProviderReturnType,
} from './hooks/useWalletportProvider.js';
export {
  useWalletportWalletInfo,
  type UseWalletportWalletInfoParameters,
  type UseWalletportWalletInfoReturnType,
} from './hooks/useWalletportWalletInfo.js';
export { useWalletportTheme, type UseWalletportThemeReturnType } from './hooks/useWalletportTheme.js';
export { useWalletportSiwx, type UseWalletportSiwxReturnType } from './hooks/useWalletportSiwx.js';
export { useWalletportEvents, type UseWalletportEventsReturnType } from './hooks/useWalletportEvents.js';
export { useWalletportSendCalls, type UseWalletportSendCallsReturnType } from './hooks/useWalletportSendCalls.js';
export {
  useWalletportCallsStatus,
  type UseWalletportCallsStatusParameters,
  type UseWalletportCallsStatusReturnType,
} from './hooks/useWalletportCallsStatus.js';
export {
  useWalletportCapabilities,
  type UseWalletportCapabilitiesParameters,
  type UseWalletportCapabilitiesReturnType,
} from './hooks/useWalletportCapabilities.js';
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton/ConnectButton.js';
export {
  useWalletportButton,
  type UseWalletportButtonErrorType,
  type UseWalletportButtonParameters,
  type UseWalletportButtonReturnType,
  type WalletportButtonAccount,
  type WalletportButtonNetwork,
} from './hooks/useWalletportButton.js';
export { ConnectButtonCustom, type ConnectButtonCustomProps } from './components/ConnectButton/ConnectButtonCustom.js';
export { AccountButton, type AccountButtonProps } from './components/AccountButton/AccountButton.js';
export { NetworkButton, type NetworkButtonProps } from './components/NetworkButton/NetworkButton.js';
export {
  lightTheme,
  darkTheme,
  type ThemeKnobs,
  type ThemePreset,
  type BorderRadiusKnob,
  type FontStackKnob,
  type OverlayBlurKnob,
} from '../domain/entities/theme/presets.js';
export { prefetchViews } from './views/prefetch.js';
export type { ThemeMode } from '../domain/usecases/options/index.js';
export type { ThemeVariablesInput, WalletportThemeVariables } from '../domain/usecases/theme/index.js';
