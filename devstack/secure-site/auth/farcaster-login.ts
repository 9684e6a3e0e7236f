/**
 * Farcaster login (docs/EMBEDDED-WALLET.md, "Farcaster login"):
 * - GET_FARCASTER_URI: `start` opens a relay channel for this site (its URL as siweUri, its host as domain,
 *   a fresh nonce) and hands the frame the channel's URL and an id for the attempt;
 * - CONNECT_FARCASTER: the frame polls `status` until the channel is answered. A completed channel is
 *   verified once (farcaster-verifier.ts); the FID's user is found or created (with their key, as for email:
 *   a user whose social identity is ('farcaster', fid)) and their session starts.
 * A rejected, expired or invalid sign-in answers 'Failed to connect to farcaster'. Attempts live in memory,
 * like the relay's channels (a restart of either ends an attempt, and the person starts again).
 */
import type { AppClient } from '@farcaster/auth-client';
import { z } from 'zod';
import { PublicError } from '../../mail/http-server.js';
import type { KeyVault } from '../custody/key-vault.js';
import type { SecureSiteStores } from '../db/stores.js';
import { FARCASTER_FAILED, FARCASTER_PROVIDER } from '../shared/farcaster.js';
import type { FarcasterVerifier } from './farcaster-verifier.js';
import { hashSecret, randomId } from './secrets.js';
import type { Sessions } from './sessions.js';

export type FarcasterLoginDeps = {
  stores: SecureSiteStores;
  vault: KeyVault;
  sessions: Sessions;
  /** The relay's app client (@farcaster/auth-client). */
  relay: AppClient;
  verify: FarcasterVerifier;
  /** The secure site's own URL (known once its server listens): the channel's siweUri, its host the domain. */
  siteUrl: () => string;
  now: () => number;
};

export type FarcasterStatus = { state: 'pending' } | { state: 'completed'; token: string; userName: string };

/** How long an attempt may wait for its answer (the frame gives up after 120 s; the relay's channel lives 10 min). */
export const FARCASTER_ATTEMPT_MS = 10 * 60_000;

type Attempt = { channelToken: string; nonce: string; domain: string; siweUri: string; deviceHash: string; expiresAt: number };

// What the relay says about a completed channel; only the message and signature are trusted, after checking.
const completedSchema = z.object({
  state: z.literal('completed'),
  message: z.string().min(1).max(8192),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/) as z.ZodType<`0x${string}`>,
  username: z.string().min(1).max(64).optional(),
});

const fail = (): PublicError => new PublicError(400, FARCASTER_FAILED);

export class FarcasterLogin {
  readonly #deps: FarcasterLoginDeps;
  readonly #attempts = new Map<string, Attempt>();

  constructor(deps: FarcasterLoginDeps) {
    this.#deps = deps;
  }

  async start(deviceId: string): Promise<{ farcasterId: string; url: string }> {
    const { relay, siteUrl, now } = this.#deps;
    this.#prune();
    const siweUri = siteUrl();
    const domain = new URL(siweUri).host;
    const nonce = randomId();
    const channel = await relay.createChannel({ siweUri, domain, nonce });
    if (channel.isError || typeof channel.data?.channelToken !== 'string' || typeof channel.data.url !== 'string') {
      throw new PublicError(502, FARCASTER_FAILED);
    }
    const farcasterId = randomId();
    this.#attempts.set(farcasterId, { channelToken: channel.data.channelToken, nonce, domain, siweUri, deviceHash: hashSecret(deviceId), expiresAt: now() + FARCASTER_ATTEMPT_MS });
    return { farcasterId, url: channel.data.url };
  }

  /** Pending until the Farcaster app answers; then the session, once (the attempt is spent either way). */
  async status(farcasterId: string): Promise<FarcasterStatus> {
    const attempt = this.#attempts.get(farcasterId);
    if (!attempt || this.#deps.now() >= attempt.expiresAt) {
      this.#attempts.delete(farcasterId);
      throw fail();
    }
    const answer = await this.#deps.relay.status({ channelToken: attempt.channelToken });
    if (answer.isError) throw new PublicError(502, FARCASTER_FAILED);
    if (answer.response.status === 202) return { state: 'pending' };
    // Completed, rejected (state 'rejected'), or gone at the relay: this attempt is over, and a second call
    // that was already waiting for the relay must not sign in again.
    if (!this.#attempts.delete(farcasterId)) throw fail();
    const completed = completedSchema.safeParse(answer.data);
    if (answer.response.status !== 200 || !completed.success) throw fail();
    const verdict = await this.#deps.verify({ ...attempt, message: completed.data.message, signature: completed.data.signature });
    if (!verdict.ok) throw fail();
    return { state: 'completed', ...this.#signIn(verdict.fid, completed.data.username ?? `fid:${verdict.fid}`, attempt.deviceHash) };
  }

  /** Finds or creates the FID's user and starts their session, in one transaction. */
  #signIn(fid: number, userName: string, deviceHash: string): { token: string; userName: string } {
    const { stores, vault, sessions, now } = this.#deps;
    const identity = { provider: FARCASTER_PROVIDER, subject: String(fid) };
    const token = stores.database.mutate(() => {
      let user = stores.users.bySocial(identity);
      if (!user) {
        const id = randomId();
        stores.users.insertSocial({ id, social: identity, userName, address: vault.createFor(id, now()), createdAt: now() });
        user = stores.users.byId(id)!;
      } else if (user.userName !== userName) {
        stores.users.setUserName(user.id, userName);
      }
      return sessions.start(user.id, deviceHash);
    });
    return { token, userName };
  }

  #prune(): void {
    const now = this.#deps.now();
    for (const [id, attempt] of this.#attempts) if (now >= attempt.expiresAt) this.#attempts.delete(id);
  }
}
