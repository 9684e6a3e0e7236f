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
export { getProvider, type GetProviderParameters, type GetProviderReturnType, type GetProviderErrorType } from './getProvider.js';
