/**
 * Sessions: a random token handed to the frame once (it keeps it; the page keeps a copy for IS_CONNECTED),
 * only its hash stored. Every call that acts for a user (reading the user, signing, changing the email)
 * goes through `require`.
 */
import { PublicError } from '../../mail/http-server.js';
import type { SecureSiteStores } from '../db/stores.js';
import type { User } from '../db/users.store.js';
import { AUTH_MESSAGES, SESSION_LIFETIME_MS } from './limits.js';
import { hashSecret, randomToken } from './secrets.js';

export type SignedIn = { user: User; deviceHash: string; tokenHash: string };

export class Sessions {
  readonly #stores: SecureSiteStores;
  readonly #now: () => number;

  constructor(stores: SecureSiteStores, now: () => number) {
    this.#stores = stores;
    this.#now = now;
  }

  /** Starts a session and returns its token; call inside the transaction of the login it completes. */
  start(userId: string, deviceHash: string): string {
    const token = randomToken();
    const now = this.#now();
    this.#stores.sessions.insert(hashSecret(token), userId, deviceHash, now, now + SESSION_LIFETIME_MS);
    return token;
  }

  /** The signed-in user of a live session, else undefined. */
  find(token: string | undefined): SignedIn | undefined {
    if (!token) return undefined;
    const tokenHash = hashSecret(token);
    const session = this.#stores.sessions.live(tokenHash, this.#now());
    const user = session && this.#stores.users.byId(session.userId);
    return user && session && { user, deviceHash: session.deviceHash, tokenHash };
  }

  /** As `find`, but 401 'Not signed in' without a live session. */
  require(token: string | undefined): SignedIn {
    const signedIn = this.find(token);
    if (!signedIn) throw new PublicError(401, AUTH_MESSAGES.notSignedIn);
    return signedIn;
  }

  end(token: string | undefined): void {
    if (token) this.#stores.sessions.end(hashSecret(token), this.#now());
  }
}
