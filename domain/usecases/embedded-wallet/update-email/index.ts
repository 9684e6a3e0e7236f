/** Changing the embedded wallet's email: what the container and the UpdateEmailWallet views use. */
export {
  UpdateEmailUseCase,
  type ResendEmailUpdateErrorType,
  type SubmitNewEmailErrorType,
  type SubmitPrimaryOtpErrorType,
  type SubmitSecondaryOtpErrorType,
  type UpdateEmailDependencies,
  type UpdateEmailState,
  type UpdateEmailStep,
} from './update-email.usecase.js';
