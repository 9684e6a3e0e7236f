/** Checks an email address typed on the Connect view (zod's email rule, after trimming). */
import { z } from 'zod/mini';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

const emailSchema = lazySchema(() => z.email());

export type ValidateEmailReturnType = { ok: true; email: string } | { ok: false; message: string };

export function validateEmail(input: string): ValidateEmailReturnType {
  const email = input.trim();
  return emailSchema.safeParse(email).success ? { ok: true, email } : { ok: false, message: INVALID_EMAIL_MESSAGE };
}
