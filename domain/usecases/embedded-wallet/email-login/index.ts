/** The email login: what the container and the email views use. */
export {
  EmailLoginUseCase,
  IDLE_EMAIL_LOGIN,
  type EmailLoginDependencies,
  type EmailLoginState,
  type EmailLoginStep,
  type ResendCodeErrorType,
  type RetryConnectErrorType,
  type SubmitEmailErrorType,
  type SubmitOtpErrorType,
} from './email-login.usecase.js';
