/**
 * Type tests (checked by the typecheck, not run): the email login's commands never reject; what failed is
 * in the state.
 */
import { expectTypeOf } from 'vitest';
import type { WalletportError } from '../../../entities/errors/base.error.js';
import type {
  EmailLoginState,
  EmailLoginUseCase,
  ResendCodeErrorType,
  RetryConnectErrorType,
  SubmitEmailErrorType,
  SubmitOtpErrorType,
} from './index.js';

declare const useCase: EmailLoginUseCase;

expectTypeOf<SubmitEmailErrorType>().toBeNever();
expectTypeOf<ResendCodeErrorType>().toBeNever();
expectTypeOf<SubmitOtpErrorType>().toBeNever();
expectTypeOf<RetryConnectErrorType>().toBeNever();
expectTypeOf(useCase.submitEmail).returns.toEqualTypeOf<Promise<void>>();
expectTypeOf(useCase.submitOtp).returns.toEqualTypeOf<Promise<void>>();
expectTypeOf<EmailLoginState['error']>().toEqualTypeOf<WalletportError | undefined>();
