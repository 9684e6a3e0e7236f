/** Checks an email address typed on the Connect view (zod's email rule, after trimming). */
import { z } from 'zod/mini';
import { lazySchema } from '../../../domain/entities/validation/lazySchema.js';
import { enEmail } from '../../../locales/en/email.js';

/** In English; the field shows the shown language's ('email.invalidEmail'). */
export const INVALID_EMAIL_MESSAGE = enEmail['email.invalidEmail'];

const emailSchema = lazySchema(() => z.email());

export type ValidateEmailReturnType = { ok: true; email: string } | { ok: false; message: string };

export function validateEmail(input: string): ValidateEmailReturnType {
  const email = input.trim();
  return emailSchema.safeParse(email).success ? { ok: true, email } : { ok: false, message: INVALID_EMAIL_MESSAGE };
}
