/** The embedded wallet (the secure site's frame, its user, its approvals): what the container, views and actions use. */
export {
  EmbeddedWalletUseCase,
  type EmbeddedFrameStatus,
  type EnsureOriginAllowedErrorType,
  type PrepareEmbeddedWalletErrorType,
  type EmbeddedUser,
  type EmbeddedWalletDependencies,
  type EmbeddedWalletState,
} from './embedded-wallet.usecase.js';
export { embeddedAccountInfo, type EmbeddedAccountInfo } from './embeddedAccountInfo.js';
export { embeddedAlertFor } from './embeddedAlert.js';
export { EmbeddedLoginStorage, type StoredSocialLogin } from '../shared/index.js';
