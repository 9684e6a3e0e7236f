/**
 * The secure site's auth services over an in-memory database, a mail sender that keeps what it sends, and a
 * clock the test moves: for unit tests that need no SMTP, HTTP or browser.
 */
import { randomBytes } from 'node:crypto';
import type { MailSender, OutgoingMail } from '../../mail/index.js';
import { EmailChanges } from '../auth/email-change.js';
import { EmailLogin } from '../auth/email-login.js';
import { MailCooldown } from '../auth/mail-cooldown.js';
import { OneTimeCodes } from '../auth/one-time-codes.js';
import { Sessions } from '../auth/sessions.js';
import { KeyVault } from '../custody/key-vault.js';
import { openSecureSiteStores, type SecureSiteStores } from '../db/stores.js';

export const SITE_URL = 'http://127.0.0.1:4300';

export type AuthWorld = {
  stores: SecureSiteStores;
  login: EmailLogin;
  changes: EmailChanges;
  sessions: Sessions;
  vault: KeyVault;
  masterKey: Buffer;
  sent: OutgoingMail[];
  /** Makes every send fail (true), as an SMTP server that is down, or work again (false). */
  mailDown(down: boolean): void;
  /** Moves the clock forward. */
  advance(ms: number): void;
  /** The code in the newest mail to `to`. */
  lastCode(to: string): string;
  /** The approval token in the newest device mail to `to`. */
  lastApprovalToken(to: string): string;
  close(): void;
};

export async function authWorld(): Promise<AuthWorld> {
  let time = Date.UTC(2026, 10, 24, 12);
  const now = () => time;
  const stores = await openSecureSiteStores(undefined);
  const sent: OutgoingMail[] = [];
  let down = false;
  const mail: MailSender = {
    send: async (message) => {
      if (down) throw new Error('SMTP server down');
      sent.push(message);
    },
    close: () => undefined,
  };
  const masterKey = randomBytes(32);
  const vault = new KeyVault(masterKey, stores.keys);
  const sessions = new Sessions(stores, now);
  const codes = new OneTimeCodes(stores.codes, mail, now);
  const newest = (to: string, pattern: RegExp): string => {
    const match = sent.filter((message) => message.to === to).map((message) => pattern.exec(message.text)).filter((found) => found !== null).at(-1);
    if (!match?.[1]) throw new Error(`No mail to ${to} matches ${pattern}`);
    return match[1];
  };
  return {
    stores,
    login: new EmailLogin({ stores, vault, codes, sessions, mail, cooldown: new MailCooldown(now), siteUrl: () => SITE_URL, now }),
    changes: new EmailChanges(stores, codes, now),
    sessions,
    vault,
    masterKey,
    sent,
    mailDown: (value) => void (down = value),
    advance: (ms) => void (time += ms),
    lastCode: (to) => newest(to, /^(\d{6})$/m),
    lastApprovalToken: (to) => decodeURIComponent(newest(to, /\/device\/approve\?token=(\S+)$/m)),
    close: () => stores.database.close(),
  };
}
