/** Sign in with the wallet: what the container, the views and the host page's actions use. */
export {
  SiwxUseCase,
  type CancelSignInErrorType,
  type CompleteOneClickErrorType,
  type PrepareOneClickErrorType,
  type SignInErrorType,
  type SignOutErrorType,
  type SiwxSignInError,
  type SiwxState,
  type SiwxStatus,
  type SiwxUseCaseDependencies,
} from './siwx.usecase.js';
export { siweConfigToSiwx } from './siweConfigToSiwx.js';
