/**
 * The frame's API for sign-in while connecting (auth/siwx-sign-in.ts): the signed-in user's key signs the
 * EIP-4361 text for the host page the frame verified. Called by the frame page only (api.ts checks the
 * Origin), with the session token of the login that just happened.
 */
import { z } from 'zod';
import { frameSiwxMessageSchema } from '../../../domain/entities/frame/frame-sign-in.schema.js';
import { PublicError } from '../../mail/http-server.js';
import { signSiwx, type SignedSiwx } from '../auth/siwx-sign-in.js';
import { API } from '../shared/api-types.js';
import type { ApiHandler, ApiServices } from './api.js';

/** An origin exactly as `URL.origin` writes it: the frame's verified parent. */
const originSchema = z
  .string()
  .max(2048)
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, 'Expected an origin');

const signInput = z.object({ siwxMessage: frameSiwxMessageSchema, hostOrigin: originSchema });

export function siwxApiHandlers(services: Pick<ApiServices, 'sessions' | 'vault'>): [string, ApiHandler][] {
  return [
    [
      API.siwxSign,
      ({ body, token }): Promise<SignedSiwx> => {
        const signedIn = services.sessions.require(token);
        const parsed = signInput.safeParse(body);
        if (!parsed.success) throw new PublicError(400, 'Invalid payload');
        const { siwxMessage, hostOrigin } = parsed.data;
        return services.vault.withAccount(signedIn.user.id, (account) => signSiwx(account, siwxMessage, hostOrigin));
      },
    ],
  ];
}
