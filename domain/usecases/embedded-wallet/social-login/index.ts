/** The social login: what the container and ConnectingSocial use. */
export {
  IDLE_SOCIAL_LOGIN,
  SOCIAL_LOADING_PATH,
  SocialLoginUseCase,
  type SocialLoginDependencies,
  type SocialLoginState,
  type SocialLoginStep,
  type StartSocialLoginErrorType,
} from './social-login.usecase.js';
