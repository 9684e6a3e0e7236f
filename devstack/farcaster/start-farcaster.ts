/**
 * The relay and the Farcaster app together: each needs the other's address (a channel's URL points at the
 * app; the app answers through the relay), so both ports are fixed first, and the relay key that lets only
 * the app answer channels is made here and given to both.
 *
 *   const farcaster = await startFarcaster({ relayPort: 4700, appPort: 4800 });
 *   // farcaster.relayUrl for the secure site, farcaster.appUrl to open sign-in links by hand
 *   await farcaster.stop();
 */
import { randomBytes } from 'node:crypto';
import { freePort } from '../chains/anvil.js';
import { DEVSTACK_HOST } from '../config.js';
import { startFarcasterApp } from './app/start-farcaster-app.js';
import { startFarcasterRelay } from './relay/start-farcaster-relay.js';

export type StartFarcasterOptions = {
  /** 0 picks a free port. */
  relayPort: number;
  /** 0 picks a free port. */
  appPort: number;
  /** Channel lifetime; default the relay's (10 minutes). */
  channelTtlMs?: number;
};

export type RunningFarcaster = {
  relayUrl: string;
  appUrl: string;
  stop(): Promise<void>;
};

export async function startFarcaster(options: StartFarcasterOptions): Promise<RunningFarcaster> {
  const appPort = options.appPort === 0 ? await freePort() : options.appPort;
  const relayKey = randomBytes(24).toString('base64url');
  const relay = await startFarcasterRelay({
    port: options.relayPort,
    appUrl: `http://${DEVSTACK_HOST}:${appPort}`,
    relayKey,
    ...(options.channelTtlMs === undefined ? {} : { channelTtlMs: options.channelTtlMs }),
  });
  try {
    const app = await startFarcasterApp({ port: appPort, relayUrl: relay.url, relayKey });
    let stopping: Promise<void> | undefined;
    return {
      relayUrl: relay.url,
      appUrl: app.url,
      stop: () => (stopping ??= Promise.all([app.stop(), relay.stop()]).then(() => undefined)),
    };
  } catch (error) {
    await relay.stop();
    throw error;
  }
}
