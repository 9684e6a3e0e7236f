/**
 * Changing a signed-in user's email (docs/EMBEDDED-WALLET.md): UPDATE_EMAIL mails a code to the current
 * address; the primary code, once right, mails a code to the new address; the secondary code, once right,
 * changes the address. Both codes follow the usual rules (10 minutes, 5 attempts).
 */
import { PublicError } from '../../mail/http-server.js';
import type { EmailChange } from '../db/email-changes.store.js';
import type { SecureSiteStores } from '../db/stores.js';
import type { User } from '../db/users.store.js';
import { normalizeEmail } from './email-login.js';
import { AUTH_MESSAGES, EMAIL_CHANGE_LIFETIME_MS } from './limits.js';
import type { OneTimeCodes } from './one-time-codes.js';
import { randomId } from './secrets.js';

export class EmailChanges {
  readonly #stores: SecureSiteStores;
  readonly #codes: OneTimeCodes;
  readonly #now: () => number;

  constructor(stores: SecureSiteStores, codes: OneTimeCodes, now: () => number) {
    this.#stores = stores;
    this.#codes = codes;
    this.#now = now;
  }

  async start(user: User, requestedEmail: string): Promise<{ changeId: string }> {
    // A social account's email belongs to its provider; there is no login email to move.
    if (user.email === undefined) throw new PublicError(400, AUTH_MESSAGES.noEmailToChange);
    const newEmail = normalizeEmail(requestedEmail);
    if (newEmail === user.email) throw new PublicError(400, AUTH_MESSAGES.sameEmail);
    this.#assertFree(newEmail);
    const id = randomId();
    const now = this.#now();
    this.#stores.emailChanges.insert({ id, userId: user.id, newEmail, now, expiresAt: now + EMAIL_CHANGE_LIFETIME_MS });
    await this.#codes.issue('email-primary', id, user.email, { kind: 'email-primary', newEmail });
    return { changeId: id };
  }

  /** The code sent to the current address: right, the new address gets its own code. */
  async confirmPrimary(user: User, changeId: string, otp: string): Promise<void> {
    const change = this.#open(user, changeId);
    const codeId = this.#codes.check('email-primary', change.id, otp);
    this.#stores.database.mutate(() => {
      this.#codes.consume(codeId);
      this.#stores.emailChanges.markPrimaryVerified(change.id, this.#now());
    });
    await this.#codes.issue('email-secondary', change.id, change.newEmail, { kind: 'email-secondary' });
  }

  /** The code sent to the new address: right, the user's email becomes it. */
  confirmSecondary(user: User, changeId: string, otp: string): { newEmail: string } {
    const change = this.#open(user, changeId);
    if (!change.primaryVerified) throw new PublicError(400, AUTH_MESSAGES.primaryFirst);
    const codeId = this.#codes.check('email-secondary', change.id, otp);
    this.#assertFree(change.newEmail);
    this.#stores.database.mutate(() => {
      this.#codes.consume(codeId);
      this.#stores.users.setEmail(user.id, change.newEmail);
      this.#stores.emailChanges.markCompleted(change.id, this.#now());
    });
    return { newEmail: change.newEmail };
  }

  #assertFree(email: string): void {
    if (this.#stores.users.byEmail(email)) throw new PublicError(409, AUTH_MESSAGES.emailInUse);
  }

  #open(user: User, changeId: string): EmailChange {
    const change = this.#stores.emailChanges.byId(changeId);
    if (!change || change.userId !== user.id || change.completed || this.#now() >= change.expiresAt) {
      throw new PublicError(400, AUTH_MESSAGES.emailChangeExpired);
    }
    return change;
  }
}
