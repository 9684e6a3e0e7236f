/**
 * Six-digit codes: issued (mailed, replacing any earlier code for the same purpose and ref) and checked.
 * A code lives 10 minutes and allows 5 attempts: each wrong one answers 'Invalid code' until the fifth,
 * which, and every try after it, answers 'Too many attempts. Request a new code.' (the code is dead).
 */
import type { MailSender } from '../../mail/index.js';
import { PublicError } from '../../mail/http-server.js';
import type { CodePurpose, CodesStore } from '../db/codes.store.js';
import { AUTH_MESSAGES, CODE_ATTEMPTS, CODE_LIFETIME_MS } from './limits.js';
import { codeMail, type CodeReason } from './mail-templates.js';
import { hashSecret, randomCode } from './secrets.js';

export class OneTimeCodes {
  readonly #codes: CodesStore;
  readonly #mail: MailSender;
  readonly #now: () => number;

  constructor(codes: CodesStore, mail: MailSender, now: () => number) {
    this.#codes = codes;
    this.#mail = mail;
    this.#now = now;
  }

  async issue(purpose: CodePurpose, ref: string, to: string, reason: CodeReason): Promise<void> {
    const code = randomCode();
    const now = this.#now();
    this.#codes.replace(purpose, ref, codeHash(ref, code), now + CODE_LIFETIME_MS, now);
    await sendOrFail(this.#mail, codeMail(to, code, reason));
  }

  /**
   * Throws the frame's message unless `otp` is the open code for the purpose and ref; returns the code's id,
   * which the caller closes with `consume` in the transaction that acts on it, so a code works once.
   */
  check(purpose: CodePurpose, ref: string, otp: string): number {
    const stored = this.#codes.latest(purpose, ref);
    const now = this.#now();
    if (!stored) throw new PublicError(400, AUTH_MESSAGES.invalidCode);
    if (stored.attempts >= CODE_ATTEMPTS) throw new PublicError(400, AUTH_MESSAGES.tooManyAttempts);
    if (stored.closed) throw new PublicError(400, AUTH_MESSAGES.invalidCode);
    if (now >= stored.expiresAt) throw new PublicError(400, AUTH_MESSAGES.codeExpired);
    if (codeHash(ref, otp.trim()) !== stored.codeHash) {
      const attempts = stored.attempts + 1;
      this.#codes.countWrong(stored.id, attempts, attempts >= CODE_ATTEMPTS, now);
      throw new PublicError(400, attempts >= CODE_ATTEMPTS ? AUTH_MESSAGES.tooManyAttempts : AUTH_MESSAGES.invalidCode);
    }
    return stored.id;
  }

  /** Closes a checked code; call inside the transaction that acts on it. */
  consume(id: number): void {
    this.#codes.close(id, this.#now());
  }
}

/** The ref salts the hash: the same six digits for two logins hash differently. */
function codeHash(ref: string, code: string): string {
  return hashSecret(`${ref}:${code}`);
}

/** Sends, turning an SMTP failure into a message the frame can show. */
export async function sendOrFail(mail: MailSender, message: Parameters<MailSender['send']>[0]): Promise<void> {
  try {
    await mail.send(message);
  } catch (error) {
    console.error('[secure-site] sending mail failed', error);
    throw new PublicError(502, AUTH_MESSAGES.mailFailed);
  }
}
