/**
 * The Farcaster app's server talking to the relay: it reads a channel's request with the channel token from
 * the link, and answers it with the relay key only the app holds.
 */
import { z } from 'zod';
import type { AuthenticateInput } from '../relay/relay-schemas.js';
import { RELAY_KEY_HEADER } from '../relay/relay-routes.js';

const channelSchema = z.object({
  state: z.enum(['pending', 'completed', 'rejected']),
  signatureParams: z.object({
    siweUri: z.string(),
    domain: z.string(),
    nonce: z.string(),
    notBefore: z.string().optional(),
    expirationTime: z.string().optional(),
    requestId: z.string().optional(),
  }),
});

export type ChannelRequest = z.infer<typeof channelSchema>;

export type RelayClient = {
  /** The channel's request, or undefined when the relay does not know the token (unknown or expired). */
  read(channelToken: string): Promise<ChannelRequest | undefined>;
  /** false when the channel was gone or already answered. */
  authenticate(channelToken: string, answer: AuthenticateInput): Promise<boolean>;
  reject(channelToken: string): Promise<boolean>;
};

export function relayClient(relayUrl: string, relayKey: string): RelayClient {
  const answer = async (path: string, channelToken: string, body: object): Promise<boolean> => {
    const response = await fetch(`${relayUrl}/v1/channel/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${channelToken}`, [RELAY_KEY_HEADER]: relayKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return true;
    if (response.status === 401 || response.status === 409) return false;
    throw new Error(`The relay answered ${path} with ${response.status}: ${await response.text()}`);
  };
  return {
    async read(channelToken) {
      const response = await fetch(`${relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` } });
      if (response.status === 401) return undefined;
      if (!response.ok) throw new Error(`The relay answered status with ${response.status}`);
      return channelSchema.parse(await response.json());
    },
    authenticate: (channelToken, body) => answer('authenticate', channelToken, body),
    reject: (channelToken) => answer('reject', channelToken, {}),
  };
}
