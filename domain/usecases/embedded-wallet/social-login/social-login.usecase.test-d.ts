/** Type tests (checked by the typecheck, not run): starting a social login never rejects; the state says why it failed. */
import { expectTypeOf } from 'vitest';
import type { SocialLoginUseCase, StartSocialLoginErrorType } from './index.js';

declare const useCase: SocialLoginUseCase;

expectTypeOf<StartSocialLoginErrorType>().toBeNever();
expectTypeOf(useCase.start).returns.toEqualTypeOf<Promise<void>>();
expectTypeOf(useCase.reset).returns.toBeVoid();
