/**
 * The relay's HTTP surface:
 *   POST /v1/channel                 (the app)           body CreateChannelInput -> 201 {channelToken, url, nonce}
 *   GET  /v1/channel/status          (Bearer channel)    -> 202 while pending, 200 once completed or rejected
 *   POST /v1/channel/authenticate    (Bearer channel + X-Farcaster-Auth-Relay-Key) body AuthenticateInput -> 201 status
 *   POST /v1/channel/reject          (Bearer channel + X-Farcaster-Auth-Relay-Key) -> 200 status   (devstack only)
 *   GET  /health
 * 202 for pending is what @farcaster/auth-client's watchStatus polls past; a rejected channel answers 200
 * because it is as final as a completed one. Errors are `{message}` (401 unknown or expired channel or a
 * wrong relay key, 409 a channel already answered, 400 a body that does not fit).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { parseJsonBody, readBody } from '../../cloud/http/read-body.js';
import { jsonReply, type Reply } from '../../cloud/http/reply.js';
import { messageReply, PublicError } from '../../mail/http-server.js';
import type { ChannelOutcome, Channels } from './channels.js';
import { authenticateSchema, createChannelSchema } from './relay-schemas.js';

/** The header the Farcaster app proves itself with (the name @farcaster/auth-client's authenticate sends). */
export const RELAY_KEY_HEADER = 'x-farcaster-auth-relay-key';

const BODY_LIMIT = 64 * 1024;

export function relayRoutes(channels: Channels, relayKey: string): (request: IncomingMessage, url: URL) => Promise<Reply> {
  return async (request, url) => {
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    switch (route) {
      case 'POST /v1/channel': {
        const body = await readJson(request, createChannelSchema);
        const metadata = { ip: request.socket.remoteAddress ?? '', userAgent: request.headers['user-agent'] ?? '' };
        return jsonReply(channels.create(body, metadata), 201);
      }
      case 'GET /v1/channel/status': {
        const status = channels.status(channelToken(request));
        if (!status) throw unknownChannel();
        return jsonReply(status, status.state === 'pending' ? 202 : 200);
      }
      case 'POST /v1/channel/authenticate': {
        const token = channelToken(request);
        requireRelayKey(request, relayKey);
        return outcomeReply(channels.complete(token, await readJson(request, authenticateSchema)), 201);
      }
      case 'POST /v1/channel/reject': {
        const token = channelToken(request);
        requireRelayKey(request, relayKey);
        return outcomeReply(channels.reject(token), 200);
      }
      case 'GET /health':
        return jsonReply({ status: 'ok', channels: channels.size() });
      default:
        return messageReply(404, `No route for ${route}`);
    }
  };
}

function outcomeReply(outcome: ChannelOutcome, status: number): Reply {
  if (outcome.ok) return jsonReply(outcome.status, status);
  if (outcome.reason === 'answered') throw new PublicError(409, 'The channel was already answered');
  throw unknownChannel();
}

function unknownChannel(): PublicError {
  return new PublicError(401, 'Unknown or expired channel token');
}

function channelToken(request: IncomingMessage): string {
  const match = /^Bearer ([A-Za-z0-9-]{1,128})$/.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new PublicError(401, 'A channel token is required (Authorization: Bearer <channelToken>)');
  return match[1];
}

/** Only the Farcaster app may answer a channel: anyone else who saw its URL holds the channel token too. */
function requireRelayKey(request: IncomingMessage, relayKey: string): void {
  const given = Buffer.from(String(request.headers[RELAY_KEY_HEADER] ?? ''));
  const expected = Buffer.from(relayKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new PublicError(401, 'Invalid relay key');
}

async function readJson<T>(request: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(parseJsonBody(await readBody(request, BODY_LIMIT)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PublicError(400, `Invalid body: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'does not fit'}`);
  }
  return parsed.data;
}
