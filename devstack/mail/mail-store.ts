/**
 * The devstack mailbox's memory: every message the local SMTP server accepted, newest first, until the
 * process ends or someone empties it. Nothing is written to disk: mail in the devstack is a test fixture.
 */

/** One received message as the mailbox API answers it (docs/EMBEDDED-WALLET.md, "Mail"). */
export type StoredMail = {
  id: string;
  /** The sender's address (the From header, else the envelope's MAIL FROM). */
  from: string;
  /** Every recipient address, comma-separated. */
  to: string;
  subject: string;
  /** The plain-text body (an HTML-only message is kept as the text mailparser derives from it). */
  text: string;
  /** When the server accepted it, ISO 8601. */
  date: string;
};

/** Recipients a message was delivered to, for filtering: header and envelope addresses, lower-cased. */
type Entry = { mail: StoredMail; recipients: ReadonlySet<string> };

/** A bound on memory for a devstack left running for days; the oldest message goes first. */
export const MAILBOX_LIMIT = 1000;

export class MailStore {
  readonly #entries: Entry[] = [];
  #nextId = 1;
  readonly #listeners = new Set<(mail: StoredMail) => void>();

  add(message: Omit<StoredMail, 'id'>, recipients: readonly string[]): StoredMail {
    const mail: StoredMail = { id: String(this.#nextId++), ...message };
    this.#entries.unshift({ mail, recipients: new Set(recipients.map((address) => address.toLowerCase())) });
    this.#entries.splice(MAILBOX_LIMIT);
    for (const listener of this.#listeners) listener(mail);
    return mail;
  }

  /** Newest first; only messages delivered to `to` (any case) when given. */
  list(to?: string): StoredMail[] {
    const wanted = to?.trim().toLowerCase();
    return this.#entries.filter((entry) => !wanted || entry.recipients.has(wanted)).map((entry) => entry.mail);
  }

  clear(): void {
    this.#entries.splice(0);
  }

  /** Calls `listener` with each message as it arrives; returns the unsubscribe function. */
  subscribe(listener: (mail: StoredMail) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
