/**
 * The devstack's Farcaster sign-in relay (relay-routes.ts), on 127.0.0.1:
 *
 *   const relay = await startFarcasterRelay({ port: 4700, appUrl: 'http://127.0.0.1:4800', relayKey });
 *   // createAppClient({ relay: relay.url, ethereum }) from @farcaster/auth-client talks to it
 *   await relay.stop();
 */
import { startHttpServer } from '../../mail/http-server.js';
import { Channels } from './channels.js';
import { relayRoutes } from './relay-routes.js';

export type StartFarcasterRelayOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The Farcaster app's origin: a channel's `url` is `${appUrl}/~/siwf?channelToken=…`. */
  appUrl: string;
  /** The secret the Farcaster app sends in X-Farcaster-Auth-Relay-Key to answer a channel. */
  relayKey: string;
  /** How long a channel lives. Default 10 minutes. */
  channelTtlMs?: number;
  /** The clock (ms since the epoch), for tests of the expiry. */
  now?: () => number;
};

export type RunningFarcasterRelay = {
  /** `http://127.0.0.1:<port>`: the `relay` option of @farcaster/auth-client's clients. */
  url: string;
  port: number;
  stop(): Promise<void>;
};

export const DEFAULT_CHANNEL_TTL_MS = 10 * 60_000;

/** The path of the Farcaster app's sign-in page (the one Farcaster's own clients use, `/~/siwf`). */
export const SIWF_PATH = '/~/siwf';

export function channelUrl(appUrl: string, channelToken: string): string {
  return `${appUrl.replace(/\/$/, '')}${SIWF_PATH}?${new URLSearchParams({ channelToken })}`;
}

export async function startFarcasterRelay(options: StartFarcasterRelayOptions): Promise<RunningFarcasterRelay> {
  if (options.relayKey.length < 16) throw new Error('The relay key must be at least 16 characters');
  const channels = new Channels({
    ttlMs: options.channelTtlMs ?? DEFAULT_CHANNEL_TTL_MS,
    now: options.now ?? Date.now,
    urlFor: (token) => channelUrl(options.appUrl, token),
  });
  const server = await startHttpServer(options.port, 'farcaster-relay', relayRoutes(channels, options.relayKey));
  return { url: server.url, port: server.port, stop: () => server.stop() };
}
