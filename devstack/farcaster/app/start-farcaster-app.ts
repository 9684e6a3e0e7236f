/**
 * The devstack's Farcaster app: a page on its own origin acting as the person's Farcaster client. It holds
 * the development FIDs (../dev-accounts.ts) and their custody keys, opens a relay channel's URL, and answers
 * it (app-routes.ts).
 *
 *   const app = await startFarcasterApp({ port: 4800, relayUrl: relay.url, relayKey });
 *   await app.stop();
 */
import { startHttpServer } from '../../mail/http-server.js';
import { DEV_FARCASTER_ACCOUNTS, type DevFarcasterAccount } from '../dev-accounts.js';
import { appRoutes } from './app-routes.js';
import { relayClient } from './relay-client.js';

export type StartFarcasterAppOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The Farcaster relay (http://127.0.0.1:<port>). */
  relayUrl: string;
  /** The relay's key: it lets this app, and no one else, answer channels. */
  relayKey: string;
  /** Default DEV_FARCASTER_ACCOUNTS. */
  accounts?: readonly DevFarcasterAccount[];
  now?: () => number;
};

export type RunningFarcasterApp = {
  /** `http://127.0.0.1:<port>`; channel URLs are `${url}/~/siwf?channelToken=…`. */
  url: string;
  port: number;
  stop(): Promise<void>;
};

export async function startFarcasterApp(options: StartFarcasterAppOptions): Promise<RunningFarcasterApp> {
  let appUrl = '';
  const server = await startHttpServer(
    options.port,
    'farcaster-app',
    appRoutes({
      appUrl: () => appUrl,
      relay: relayClient(options.relayUrl, options.relayKey),
      accounts: options.accounts ?? DEV_FARCASTER_ACCOUNTS,
      now: options.now ?? Date.now,
    }),
  );
  appUrl = server.url;
  return { url: server.url, port: server.port, stop: () => server.stop() };
}
