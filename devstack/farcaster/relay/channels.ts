/**
 * The relay's channels, in memory only (a relay restart forgets them, as a real relay's expiry would): one
 * per sign-in request, created by the app that wants the sign-in, answered once by the Farcaster app
 * (authenticate or, a devstack addition, reject), read by whoever holds its token until it expires.
 */
import { randomUUID } from 'node:crypto';
import { generateSiweNonce } from 'viem/siwe';
import type { AuthenticateInput, CreateChannelInput } from './relay-schemas.js';

export type ChannelState = 'pending' | 'completed' | 'rejected';

/** What the app asked to be signed (the SIWE fields the Farcaster app must use). */
export type SignatureParams = {
  siweUri: string;
  domain: string;
  nonce: string;
  notBefore?: string;
  expirationTime?: string;
  requestId?: string;
  redirectUrl?: string;
};

/** GET /v1/channel/status's answer (the shape @farcaster/auth-client reads), plus `state: 'rejected'`. */
export type ChannelStatus = {
  state: ChannelState;
  nonce: string;
  url: string;
  signatureParams: SignatureParams;
  metadata: { ip: string; userAgent: string };
  acceptAuthAddress: boolean;
} & Partial<AuthenticateInput>;

type Channel = { token: string; expiresAt: number; status: ChannelStatus };

export type ChannelOutcome = { ok: true; status: ChannelStatus } | { ok: false; reason: 'unknown' | 'answered' };

export class Channels {
  readonly #channels = new Map<string, Channel>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #urlFor: (token: string) => string;

  /** `urlFor` makes the channel's `url`, the address the Farcaster app opens (it carries the token). */
  constructor(options: { ttlMs: number; now: () => number; urlFor: (token: string) => string }) {
    this.#ttlMs = options.ttlMs;
    this.#now = options.now;
    this.#urlFor = options.urlFor;
  }

  create(request: CreateChannelInput, metadata: { ip: string; userAgent: string }): { channelToken: string; url: string; nonce: string } {
    this.#prune();
    const token = randomUUID();
    const { acceptAuthAddress, nonce: askedNonce, ...params } = request;
    const nonce = askedNonce ?? generateSiweNonce();
    const url = this.#urlFor(token);
    const status: ChannelStatus = {
      state: 'pending',
      nonce,
      url,
      signatureParams: { ...params, nonce },
      metadata,
      acceptAuthAddress: acceptAuthAddress ?? false,
    };
    this.#channels.set(token, { token, expiresAt: this.#now() + this.#ttlMs, status });
    return { channelToken: token, url, nonce };
  }

  /** The channel's status; undefined for a token that is unknown or expired. */
  status(token: string): ChannelStatus | undefined {
    return this.#live(token)?.status;
  }

  /** The Farcaster app's signed answer; only a pending channel takes one. */
  complete(token: string, answer: AuthenticateInput): ChannelOutcome {
    return this.#answer(token, (status) => ({ ...status, ...answer, state: 'completed' }));
  }

  /** The person pressed Reject in the Farcaster app; only a pending channel can be rejected. */
  reject(token: string): ChannelOutcome {
    return this.#answer(token, (status) => ({ ...status, state: 'rejected' }));
  }

  /** How many channels are live (for tests of the expiry). */
  size(): number {
    this.#prune();
    return this.#channels.size;
  }

  #answer(token: string, next: (status: ChannelStatus) => ChannelStatus): ChannelOutcome {
    const channel = this.#live(token);
    if (!channel) return { ok: false, reason: 'unknown' };
    if (channel.status.state !== 'pending') return { ok: false, reason: 'answered' };
    channel.status = next(channel.status);
    return { ok: true, status: channel.status };
  }

  #live(token: string): Channel | undefined {
    const channel = this.#channels.get(token);
    if (channel && this.#now() >= channel.expiresAt) {
      this.#channels.delete(token);
      return undefined;
    }
    return channel;
  }

  /** Expired channels go when a new one comes, so memory follows the live ones without a timer. */
  #prune(): void {
    const now = this.#now();
    for (const [token, channel] of this.#channels) if (now >= channel.expiresAt) this.#channels.delete(token);
  }
}
