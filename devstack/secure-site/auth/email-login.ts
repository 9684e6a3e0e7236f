/**
 * Email login (docs/EMBEDDED-WALLET.md, "Email login"):
 * - CONNECT_EMAIL: this device already holds a live session for the email -> CONNECT; the user approved this
 *   device before -> a code is mailed, VERIFY_OTP; otherwise (new user or new device) -> an approval link is
 *   mailed, VERIFY_DEVICE; a request that mails is refused within 30 s of the last one for the same address
 *   (429 'Please try again after {n} seconds', auth/mail-cooldown.ts);
 * - the link (`/device/approve?token=`) approves the login's device and mails the code;
 * - CONNECT_DEVICE polls `deviceStatus` until then;
 * - CONNECT_OTP: the right code creates the user and their key on first login, remembers the device, and
 *   starts a session.
 */
import type { MailSender } from '../../mail/index.js';
import { PublicError } from '../../mail/http-server.js';
import type { KeyVault } from '../custody/key-vault.js';
import type { SecureSiteStores } from '../db/stores.js';
import type { Login } from '../db/logins.store.js';
import { AUTH_MESSAGES, LOGIN_LIFETIME_MS } from './limits.js';
import type { MailCooldown } from './mail-cooldown.js';
import { deviceApprovalMail } from './mail-templates.js';
import { sendOrFail, type OneTimeCodes } from './one-time-codes.js';
import { hashSecret, randomId, randomToken } from './secrets.js';
import type { Sessions } from './sessions.js';

export type EmailLoginDeps = {
  stores: SecureSiteStores;
  vault: KeyVault;
  codes: OneTimeCodes;
  sessions: Sessions;
  mail: MailSender;
  /** One login mail per address every 30 s, whatever the page does. */
  cooldown: MailCooldown;
  /** The secure site's own URL, for the approval link (known once its server listens). */
  siteUrl: () => string;
  now: () => number;
};

export type ConnectEmailResult = { action: 'CONNECT' } | { action: 'VERIFY_OTP' | 'VERIFY_DEVICE'; loginId: string };

export type DeviceApproval = { status: 'approved' | 'already-approved'; email: string } | { status: 'invalid' };

export class EmailLogin {
  readonly #deps: EmailLoginDeps;

  constructor(deps: EmailLoginDeps) {
    this.#deps = deps;
  }

  async connectEmail(input: { email: string; deviceId: string; sessionToken: string | undefined }): Promise<ConnectEmailResult> {
    const { sessions } = this.#deps;
    const email = normalizeEmail(input.email);
    const deviceHash = hashSecret(input.deviceId);
    const signedIn = sessions.find(input.sessionToken);
    if (signedIn && signedIn.user.email === email && signedIn.deviceHash === deviceHash) return { action: 'CONNECT' };
    const release = this.#deps.cooldown.claim(email);
    try {
      return await this.#startLogin(email, deviceHash);
    } catch (error) {
      // Nothing reached the address: a retry may go at once.
      release();
      throw error;
    }
  }

  /** Records the login and mails the code (known device) or the approval link (new user or device). */
  async #startLogin(email: string, deviceHash: string): Promise<ConnectEmailResult> {
    const { stores, now } = this.#deps;
    const user = stores.users.byEmail(email);
    const known = user !== undefined && stores.users.hasDevice(user.id, deviceHash);
    const loginId = randomId();
    const approvalToken = known ? undefined : randomToken();
    const started = now();
    stores.database.mutate(() =>
      stores.logins.insert({
        id: loginId,
        email,
        deviceHash,
        approvalHash: approvalToken === undefined ? undefined : hashSecret(approvalToken),
        now: started,
        expiresAt: started + LOGIN_LIFETIME_MS,
      }),
    );
    if (approvalToken === undefined) {
      await this.#deps.codes.issue('login', loginId, email, { kind: 'login' });
      return { action: 'VERIFY_OTP', loginId };
    }
    const link = `${this.#deps.siteUrl()}/device/approve?token=${encodeURIComponent(approvalToken)}`;
    await sendOrFail(this.#deps.mail, deviceApprovalMail(email, link));
    return { action: 'VERIFY_DEVICE', loginId };
  }

  /** The approval link was opened: approve the login's device and mail the code (once). */
  async approveDevice(approvalToken: string): Promise<DeviceApproval> {
    const { stores, now } = this.#deps;
    const login = stores.logins.byApprovalHash(hashSecret(approvalToken));
    if (!login || login.completedAt !== undefined || now() >= login.expiresAt) return { status: 'invalid' };
    if (login.approvedAt !== undefined) return { status: 'already-approved', email: login.email };
    stores.database.mutate(() => stores.logins.markApproved(login.id, now()));
    await this.#deps.codes.issue('login', login.id, login.email, { kind: 'login' });
    return { status: 'approved', email: login.email };
  }

  /** Whether the login's device is approved yet (CONNECT_DEVICE polls this every second). */
  deviceStatus(loginId: string): { approved: boolean } {
    return { approved: this.#openLogin(loginId).approvedAt !== undefined };
  }

  /** The right code for the login: the session starts (and on first login, the user and their key). */
  verifyCode(loginId: string, otp: string): { token: string } {
    const { stores, vault, codes, sessions, now } = this.#deps;
    const login = this.#openLogin(loginId);
    if (login.approvedAt === undefined) throw new PublicError(400, AUTH_MESSAGES.deviceNotApproved);
    const codeId = codes.check('login', loginId, otp);
    const token = stores.database.mutate(() => {
      codes.consume(codeId);
      let user = stores.users.byEmail(login.email);
      if (!user) {
        const id = randomId();
        const address = vault.createFor(id, now());
        stores.users.insert({ id, email: login.email, address, createdAt: now() });
        user = stores.users.byId(id)!;
      }
      stores.users.addDevice(user.id, login.deviceHash, now());
      stores.logins.markCompleted(login.id, now());
      return sessions.start(user.id, login.deviceHash);
    });
    return { token };
  }

  #openLogin(loginId: string): Login {
    const login = this.#deps.stores.logins.byId(loginId);
    if (!login || login.completedAt !== undefined || this.#deps.now() >= login.expiresAt) {
      throw new PublicError(400, AUTH_MESSAGES.loginExpired);
    }
    return login;
  }
}

/** Addresses compare case-insensitively (the frame's schema already checked the shape). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
