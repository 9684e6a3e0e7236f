/**
 * The use cases' tokens, each typed with the use case it names. Port tokens live beside their ports in ports/.
 */
import type { AccountDataUseCase } from '../domain/usecases/account/account-data.usecase.js';
import type { ActivityUseCase } from '../domain/usecases/activity/activity.usecase.js';
import type { NamesUseCase } from '../domain/usecases/names/names.usecase.js';
import type { ConnectAttemptUseCase } from '../domain/usecases/connect-attempt/connect-attempt.usecase.js';
import type { ConnectionUseCase } from '../domain/usecases/connection/connection.usecase.js';
import type { ConnectorsUseCase } from '../domain/usecases/connectors/connectors.usecase.js';
import type { EmailLoginUseCase } from '../domain/usecases/embedded-wallet/email-login/index.js';
import type { EmbeddedWalletUseCase } from '../domain/usecases/embedded-wallet/wallet/index.js';
import type { FarcasterLoginUseCase } from '../domain/usecases/embedded-wallet/farcaster-login/index.js';
import type { SiwxUseCase } from '../domain/usecases/siwx/index.js';
import type { SendUseCase } from '../domain/usecases/send/send.usecase.js';
import type { SwapUseCase } from '../domain/usecases/swap/swap.usecase.js';
import type { SocialLoginUseCase } from '../domain/usecases/embedded-wallet/social-login/index.js';
import type { UpdateEmailUseCase } from '../domain/usecases/embedded-wallet/update-email/index.js';
import type { EventsUseCase } from '../domain/usecases/events/events.usecase.js';
import type { ModalUseCase } from '../domain/usecases/modal/modal.usecase.js';
import type { NetworkUseCase } from '../domain/usecases/network/network.usecase.js';
import type { OptionsUseCase } from '../domain/usecases/options/options.usecase.js';
import type { RouterUseCase } from '../domain/usecases/router/router.usecase.js';
import type { ThemeUseCase } from '../domain/usecases/theme/theme.usecase.js';
import type { ToastUseCase } from '../domain/usecases/toast/toast.usecase.js';
import type { TransactionFollowUseCase } from '../domain/usecases/transactions/transaction-follow.usecase.js';
import type { WalletListUseCase } from '../domain/usecases/wallet-list/wallet-list.usecase.js';
import type { WalletConnectUseCase } from '../domain/usecases/walletconnect/walletconnect.usecase.js';
import { serviceToken } from '../ports/service-token.js';
import type { ContainerSettings } from './container-settings.js';

export const OptionsUseCaseToken = serviceToken<OptionsUseCase>('OptionsUseCase');
export const RouterUseCaseToken = serviceToken<RouterUseCase>('RouterUseCase');
export const ModalUseCaseToken = serviceToken<ModalUseCase>('ModalUseCase');
export const ToastUseCaseToken = serviceToken<ToastUseCase>('ToastUseCase');
export const EventsUseCaseToken = serviceToken<EventsUseCase>('EventsUseCase');
export const ThemeUseCaseToken = serviceToken<ThemeUseCase>('ThemeUseCase');
export const ConnectorsUseCaseToken = serviceToken<ConnectorsUseCase>('ConnectorsUseCase');
export const ConnectionUseCaseToken = serviceToken<ConnectionUseCase>('ConnectionUseCase');
export const ConnectAttemptUseCaseToken = serviceToken<ConnectAttemptUseCase>('ConnectAttemptUseCase');
export const NetworkUseCaseToken = serviceToken<NetworkUseCase>('NetworkUseCase');
export const AccountDataUseCaseToken = serviceToken<AccountDataUseCase>('AccountDataUseCase');
export const ActivityUseCaseToken = serviceToken<ActivityUseCase>('ActivityUseCase');
/** Reloads balances and activity once a transaction is mined. */
export const TransactionFollowUseCaseToken = serviceToken<TransactionFollowUseCase>('TransactionFollowUseCase');
export const SendUseCaseToken = serviceToken<SendUseCase>('SendUseCase');
/** Token swaps (issue 17): the Swap, SwapSelectToken and SwapPreview views. */
export const SwapUseCaseToken = serviceToken<SwapUseCase>('SwapUseCase');
export const WalletListUseCaseToken = serviceToken<WalletListUseCase>('WalletListUseCase');
/** The WalletConnect pairing; undefined when the page has no WalletConnect client. */
export const WalletConnectUseCaseToken = serviceToken<WalletConnectUseCase | undefined>('WalletConnectUseCase');
/** The embedded wallet and its email flows; undefined when neither email nor social login is on. */
export const EmbeddedWalletUseCaseToken = serviceToken<EmbeddedWalletUseCase | undefined>('EmbeddedWalletUseCase');
export const EmailLoginUseCaseToken = serviceToken<EmailLoginUseCase | undefined>('EmailLoginUseCase');
export const UpdateEmailUseCaseToken = serviceToken<UpdateEmailUseCase | undefined>('UpdateEmailUseCase');
export const FarcasterLoginUseCaseToken = serviceToken<FarcasterLoginUseCase | undefined>('FarcasterLoginUseCase');
export const SocialLoginUseCaseToken = serviceToken<SocialLoginUseCase | undefined>('SocialLoginUseCase');
/** Sign in with the wallet; undefined when the page configured no sign-in. */
export const SiwxUseCaseToken = serviceToken<SiwxUseCase | undefined>('SiwxUseCase');
/** Account names: availability, suggestions, registration, look-ups. */
export const NamesUseCaseToken = serviceToken<NamesUseCase>('NamesUseCase');
/** Container settings (not public options): see ContainerSettings. */
export const ContainerSettingsToken = serviceToken<ContainerSettings>('ContainerSettings');
