/**
 * oidc-provider's configuration for the devstack: the six social clients, the code flow with PKCE only, the
 * claims a social login needs in the ID token itself (conformIdTokenClaims off: name and email come in the
 * ID token, not only from userinfo), a signing key and cookie keys made fresh for each start, our own
 * interaction pages, and no feature the flow does not use (each one is a surface and some render pages
 * with inline script).
 */
import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { ProviderConfiguration } from 'oidc-provider';
import type { AccountBook } from './accounts.js';
import { socialClients } from './clients.js';
import { memoryAdapterClass } from './memory-store.js';
import { errorPage } from './pages.js';

/**
 * Cookie names of our own: browsers do not tell ports apart for cookies, so oidc-provider's defaults
 * (`_session`, `_interaction`, `_interaction_resume`) would be shared with anything else on 127.0.0.1.
 */
export const OIDC_COOKIE_NAMES = {
  session: 'walletport_oidc_session',
  interaction: 'walletport_oidc_interaction',
  resume: 'walletport_oidc_interaction_resume',
} as const;

export async function providerConfiguration(accounts: AccountBook, secureSiteUrl: string): Promise<ProviderConfiguration> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  return {
    adapter: memoryAdapterClass(),
    clients: socialClients(secureSiteUrl),
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: () => ({
          sub: account.subject,
          name: account.username,
          preferred_username: account.username,
          email: account.email,
          // Nothing checks the address in this stand-in; the relying party must not treat it as proof.
          email_verified: false,
        }),
      };
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    cookies: { names: { ...OIDC_COOKIE_NAMES }, keys: [randomBytes(32).toString('base64url')] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
      resourceIndicators: { enabled: false },
      userinfo: { enabled: true },
    },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks: { keys: [signingKey] },
    // Seconds. A code lives a minute, as at the real providers; the rest outlives any devstack session.
    ttl: { AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
    // The relying party calls from its server; no browser needs CORS here.
    clientBasedCORS: () => false,
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage('Sign-in failed', [out['error'], out['error_description']].filter(Boolean).join(': '));
    },
  };
}
