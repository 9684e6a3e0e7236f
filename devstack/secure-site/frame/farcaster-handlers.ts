/**
 * GET_FARCASTER_URI and CONNECT_FARCASTER (docs/EMBEDDED-WALLET.md, "Farcaster login"). The first asks the
 * server for a relay channel and answers its URL; the second asks the server every 500 ms whether the
 * Farcaster app answered, for at most 120 s, then starts the session the server made and answers the
 * userName. A newer GET_FARCASTER_URI ends a CONNECT_FARCASTER still waiting for the older channel.
 */
import { API } from '../shared/api-types.js';
import {
  FARCASTER_FAILED,
  FARCASTER_POLL_MS,
  FARCASTER_WAIT_MS,
  type FarcasterConnectAnswer,
  type FarcasterUriAnswer,
} from '../shared/farcaster.js';
import type { FrameContext } from './frame-context.js';

/** `signedIn` keeps the session token and tells the page (handlers.ts's, shared by every login). */
export function farcasterHandlers(signedIn: (context: FrameContext, token: string) => void) {
  return {
    async GET_FARCASTER_URI(context: FrameContext): Promise<{ url: string }> {
      const { url, farcasterId } = await context.api.call<FarcasterUriAnswer>(API.farcasterUri, { deviceId: context.storage.deviceId });
      context.state.farcasterId = farcasterId;
      return { url };
    },
    async CONNECT_FARCASTER(context: FrameContext): Promise<{ userName: string }> {
      const { farcasterId } = context.state;
      if (!farcasterId) throw new Error('Start with GET_FARCASTER_URI');
      const deadline = Date.now() + FARCASTER_WAIT_MS;
      for (;;) {
        const answer = await context.api.call<FarcasterConnectAnswer>(API.farcasterConnect, { farcasterId });
        if (answer.state === 'completed') {
          if (context.state.farcasterId === farcasterId) context.state.farcasterId = undefined;
          signedIn(context, answer.token);
          return { userName: answer.userName };
        }
        if (context.state.farcasterId !== farcasterId || Date.now() + FARCASTER_POLL_MS > deadline) throw new Error(FARCASTER_FAILED);
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS));
      }
    },
  };
}
