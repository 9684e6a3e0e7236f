/** The Farcaster login: what the container and ConnectingFarcaster use. */
export {
  FarcasterLoginUseCase,
  IDLE_FARCASTER_LOGIN,
  type FarcasterLoginDependencies,
  type FarcasterLoginState,
  type FarcasterLoginStep,
  type OpenFarcasterErrorType,
  type RetryFarcasterLoginErrorType,
} from './farcaster-login.usecase.js';
