/** Type tests (checked by the typecheck, not run): changing the email never rejects; what failed is in the state. */
import { expectTypeOf } from 'vitest';
import type {
  ResendEmailUpdateErrorType,
  SubmitNewEmailErrorType,
  SubmitPrimaryOtpErrorType,
  SubmitSecondaryOtpErrorType,
  UpdateEmailUseCase,
} from './index.js';

declare const useCase: UpdateEmailUseCase;

expectTypeOf<SubmitNewEmailErrorType>().toBeNever();
expectTypeOf<SubmitPrimaryOtpErrorType>().toBeNever();
expectTypeOf<SubmitSecondaryOtpErrorType>().toBeNever();
expectTypeOf<ResendEmailUpdateErrorType>().toBeNever();
expectTypeOf(useCase.submitNewEmail).returns.toEqualTypeOf<Promise<void>>();
expectTypeOf(useCase.resend).returns.toEqualTypeOf<Promise<void>>();
