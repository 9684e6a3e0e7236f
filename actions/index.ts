/** The framework-free actions (viem and wagmi style): each takes the client first. */
export { getAccount, type Account, type EmbeddedWalletInfo, type GetAccountParameters, type GetAccountReturnType, type GetAccountErrorType } from './getAccount.js';
export { watchAccount, type WatchAccountParameters, type WatchAccountReturnType, type WatchAccountErrorType } from './watchAccount.js';
export { getNetwork, type Network, type GetNetworkReturnType, type GetNetworkErrorType } from './getNetwork.js';
export { watchNetwork, type WatchNetworkParameters, type WatchNetworkReturnType, type WatchNetworkErrorType } from './watchNetwork.js';
export { connect, type ConnectParameters, type ConnectReturnType, type ConnectErrorType } from './connect.js';
export { disconnect, type DisconnectParameters, type DisconnectReturnType, type DisconnectErrorType } from './disconnect.js';
export { switchNetwork, type SwitchNetworkParameters, type SwitchNetworkReturnType, type SwitchNetworkErrorType } from './switchNetwork.js';
export { openModal, type OpenModalParameters, type OpenModalReturnType, type OpenModalErrorType } from './openModal.js';
export { closeModal, type CloseModalReturnType, type CloseModalErrorType } from './closeModal.js';
export { getModal, type ModalStatus, type GetModalReturnType, type GetModalErrorType } from './getModal.js';
export { watchModal, type WatchModalParameters, type WatchModalReturnType } from './watchModal.js';
export { getWalletInfo, type WalletInfo, type GetWalletInfoParameters, type GetWalletInfoReturnType, type GetWalletInfoErrorType } from './getWalletInfo.js';
export { watchWalletInfo, type WatchWalletInfoParameters, type WatchWalletInfoReturnType } from './watchWalletInfo.js';
export {
  getProvider,
  type GetProviderParameters,
  type GetProviderReturnType,
  type GetProviderErrorType,
  type GetSolanaProviderReturnType,
  type SolanaSendOptions,
  type SolanaWalletProvider,
} from './getProvider.js';
export { getTheme, type Theme, type GetThemeReturnType, type GetThemeErrorType } from './getTheme.js';
export { watchTheme, type WatchThemeParameters, type WatchThemeReturnType } from './watchTheme.js';
export { setTheme, type SetThemeParameters, type SetThemeReturnType, type SetThemeErrorType } from './setTheme.js';
export { getConnectors, type GetConnectorsReturnType, type GetConnectorsErrorType } from './getConnectors.js';
export { watchConnectors, type WatchConnectorsParameters, type WatchConnectorsReturnType } from './watchConnectors.js';
export { getSiwxSession, type SiwxSessionInfo, type SiwxSessionStatus, type GetSiwxSessionReturnType, type GetSiwxSessionErrorType } from './getSiwxSession.js';
export { watchSiwxSession, type WatchSiwxSessionParameters, type WatchSiwxSessionReturnType } from './watchSiwxSession.js';
export { signInSiwx, type SignInSiwxReturnType, type SignInSiwxErrorType } from './signInSiwx.js';
export { signOutSiwx, type SignOutSiwxReturnType, type SignOutSiwxErrorType } from './signOutSiwx.js';
export type { SiwxSession, SiwxMessageData } from '../domain/entities/siwx/siwx-config.js';
export { sendCalls, type Call, type SendCallsParameters, type SendCallsReturnType, type SendCallsErrorType } from './sendCalls.js';
export {
  getCallsStatus,
  type CallsReceipt,
  type CallsStatus,
  type CallsStatusKind,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  type GetCallsStatusErrorType,
} from './getCallsStatus.js';
export {
  waitForCallsStatus,
  type WaitForCallsStatusParameters,
  type WaitForCallsStatusReturnType,
  type WaitForCallsStatusErrorType,
} from './waitForCallsStatus.js';
export {
  getCapabilities,
  type ChainCapabilities,
  type WalletCapabilities,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  type GetCapabilitiesErrorType,
} from './getCapabilities.js';
export { getLocale, type Locale, type GetLocaleReturnType, type GetLocaleErrorType } from './getLocale.js';
export { setLocale, type SetLocaleParameters, type SetLocaleReturnType, type SetLocaleErrorType } from './setLocale.js';
export { watchLocale, type WatchLocaleParameters, type WatchLocaleReturnType } from './watchLocale.js';
