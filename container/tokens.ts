/** DI tokens for the use cases. Port tokens live beside their ports in ports/. */
export const OptionsUseCaseToken = Symbol.for('walletport.OptionsUseCase');
export const RouterUseCaseToken = Symbol.for('walletport.RouterUseCase');
export const ModalUseCaseToken = Symbol.for('walletport.ModalUseCase');
export const ToastUseCaseToken = Symbol.for('walletport.ToastUseCase');
export const EventsUseCaseToken = Symbol.for('walletport.EventsUseCase');
export const ThemeUseCaseToken = Symbol.for('walletport.ThemeUseCase');
export const ConnectorsUseCaseToken = Symbol.for('walletport.ConnectorsUseCase');
export const ConnectionUseCaseToken = Symbol.for('walletport.ConnectionUseCase');
/** Container settings (not public options): see ContainerSettings. */
export const ContainerSettingsToken = Symbol.for('walletport.ContainerSettings');
export const NetworkUseCaseToken = Symbol.for('walletport.NetworkUseCase');
export const AccountDataUseCaseToken = Symbol.for('walletport.AccountDataUseCase');
export const ActivityUseCaseToken = Symbol.for('walletport.ActivityUseCase');
export const WalletListUseCaseToken = Symbol.for('walletport.WalletListUseCase');
/** The WalletConnect pairing; bound to undefined when the page has no WalletConnect client. */
export const WalletConnectUseCaseToken = Symbol.for('walletport.WalletConnectUseCase');
