/**
 * The frame's API for social login (docs/EMBEDDED-WALLET.md, "Social login"), called by the frame page only
 * (api.ts checks the Origin). The frame passes its verified parent origin; the server checks it again
 * against the project's allowed origins before storing it, because that origin is where the callback page
 * will post the result.
 */
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../../../domain/entities/constants.js';
import { PublicError } from '../../mail/http-server.js';
import { SOCIAL_MESSAGES } from '../auth/social-limits.js';
import type { SocialLogin } from '../auth/social-login.js';
import { API, type SocialConnectAnswer } from '../shared/api-types.js';
import type { ApiHandler, ApiServices } from './api.js';
import { originAllowed } from './origin-allowed.js';
import { toUserAnswer } from './user-answer.js';

/** An origin exactly as `URL.origin` writes it (scheme, host, port; nothing else). */
const originSchema = z
  .string()
  .max(2048)
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, 'Expected an origin');

const redirectInput = z.object({ provider: z.enum(SOCIAL_PROVIDERS), hostOrigin: originSchema, projectId: z.string().min(1).max(256) });
const connectInput = z.object({
  resultUri: z.string().min(1).max(2048),
  hostOrigin: originSchema,
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Expected a device id'),
  chainId: z.union([z.number(), z.string()]).optional(),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new PublicError(400, 'Invalid payload');
  return parsed.data;
}

function requireSocial(social: SocialLogin | undefined): SocialLogin {
  if (!social) throw new PublicError(400, SOCIAL_MESSAGES.unavailable);
  return social;
}

export function socialApiHandlers(services: ApiServices): [string, ApiHandler][] {
  const { stores, chains } = services;
  return [
    [
      API.socialRedirect,
      async ({ body }) => {
        const social = requireSocial(services.social);
        const { provider, hostOrigin, projectId } = parse(redirectInput, body);
        if (!(await originAllowed(services.cloudUrl, projectId, hostOrigin))) throw new PublicError(403, 'unverified_domain');
        return social.start(provider, hostOrigin);
      },
    ],
    [
      API.socialConnect,
      ({ body }): SocialConnectAnswer => {
        const social = requireSocial(services.social);
        const { resultUri, hostOrigin, deviceId, chainId } = parse(connectInput, body);
        const { token, user } = social.redeem({ resultUri, hostOrigin, deviceId });
        const asked = chains.find(chainId);
        if (asked && asked.chainId !== user.chainId) stores.users.setChain(user.id, asked.chainId);
        return { token, user: toUserAnswer(stores.users.byId(user.id)!, chains) };
      },
    ],
  ];
}
