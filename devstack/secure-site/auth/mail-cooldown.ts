/**
 * The server's own limit on login mails: one per address every 30 s (SPEC.md section 9's email cooldown).
 * The page keeps the same cooldown, but a page is not a control: anyone can post to the API in a loop, and
 * without this every post mailed the address again. A refused request answers 429 with the product's words,
 * 'Please try again after {n} seconds' (SPEC.md section 8), n the whole seconds left, rounded up.
 *
 * The clock is injected (the site's `now`), so tests move it instead of waiting. Slots live in memory: a
 * restart forgets them, which costs at most one extra mail per address.
 */
import { PublicError } from '../../mail/http-server.js';
import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../domain/entities/constants.js';
import { errorMessages } from '../../../domain/entities/errors/catalogue.js';

export class MailCooldown {
  readonly #now: () => number;
  readonly #lastSent = new Map<string, number>();

  constructor(now: () => number) {
    this.#now = now;
  }

  /**
   * Takes the address's slot or throws the 429. Check and take happen in one synchronous step, so two
   * requests racing for one address cannot both pass. Returns the release for a mail that was not sent.
   */
  claim(address: string): () => void {
    const now = this.#now();
    this.#forgetExpired(now);
    const last = this.#lastSent.get(address);
    if (last !== undefined) {
      throw new PublicError(429, errorMessages.EMAIL_COOLDOWN(Math.ceil((last + EMAIL_LOGIN_COOLDOWN_MS - now) / 1000)));
    }
    this.#lastSent.set(address, now);
    return () => {
      if (this.#lastSent.get(address) === now) this.#lastSent.delete(address);
    };
  }

  /** Drops the slots whose 30 s are over, so the map holds only the last half minute's addresses. */
  #forgetExpired(now: number): void {
    for (const [address, sentAt] of this.#lastSent) {
      if (now - sentAt >= EMAIL_LOGIN_COOLDOWN_MS) this.#lastSent.delete(address);
    }
  }
}
