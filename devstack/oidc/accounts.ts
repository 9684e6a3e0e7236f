/**
 * The provider's accounts, kept in memory. A subject is derived from the username rather than drawn at random,
 * so forgetting the list on restart costs nothing: "alice" at google is the same subject (and so the same
 * wallet at the secure site, whose users do persist in devstack/data) in every run. The devstack's provider
 * asks no password: whoever picks "alice" is alice, as a stand-in should allow.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';

export type OidcAccount = { subject: string; username: string; email: string };

/** What the "Create account" form may hold; the messages are shown next to the form. */
export const newAccountSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Enter a username')
    .max(64, 'A username has at most 64 characters')
    .regex(/^[^\p{Cc}]+$/u, 'A username cannot hold control characters'),
  email: z.string().trim().pipe(z.email('Enter an email address like name@example.com')),
});

export type NewAccount = z.infer<typeof newAccountSchema>;

export class AccountBook {
  readonly #bySubject = new Map<string, OidcAccount>();

  constructor(seed: readonly NewAccount[] = []) {
    for (const account of seed) this.save(account);
  }

  /** Every account, oldest first. */
  list(): OidcAccount[] {
    return [...this.#bySubject.values()];
  }

  get(subject: string): OidcAccount | undefined {
    return this.#bySubject.get(subject);
  }

  /** Creates the account, or gives an existing username the email typed this time. */
  save(account: NewAccount): OidcAccount {
    const subject = subjectFor(account.username);
    const saved = { subject, username: account.username, email: account.email.toLowerCase() };
    this.#bySubject.set(subject, saved);
    return saved;
  }
}

/** Usernames compare without case: "Alice" and "alice" are one account. */
export function subjectFor(username: string): string {
  return createHash('sha256').update(`walletport-devstack-oidc:${username.trim().toLowerCase()}`).digest('hex').slice(0, 32);
}
