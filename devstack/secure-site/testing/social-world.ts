/**
 * Social login's relying party over an in-memory database, a clock the test moves, and a real OIDC provider
 * (devstack/oidc) whose redirect URI is SITE_URL's callback. The secure site itself does not listen: a test
 * takes the callback address the OidcAgent stops at and hands its query to `social.callback`.
 */
import type * as client from 'openid-client';
import { startOidc, type RunningOidc } from '../../oidc/index.js';
import { OidcClients } from '../auth/oidc-clients.js';
import { SOCIAL_CALLBACK_PATH, SocialLogin } from '../auth/social-login.js';
import { authWorld, SITE_URL, type AuthWorld } from './auth-world.js';

export type SocialWorld = AuthWorld & {
  oidc: RunningOidc;
  social: SocialLogin;
  close(): Promise<void>;
};

export async function socialWorld(options: { fetch?: client.CustomFetch } = {}): Promise<SocialWorld> {
  const [world, oidc] = await Promise.all([authWorld(), startOidc({ port: 0, secureSiteUrl: SITE_URL })]);
  let time = Date.now();
  const now = () => time;
  const clients = new OidcClients({ issuerUrl: oidc.url, redirectUri: () => `${SITE_URL}${SOCIAL_CALLBACK_PATH}`, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const social = new SocialLogin({ stores: world.stores, vault: world.vault, sessions: world.sessions, clients, siteUrl: () => SITE_URL, now });
  return {
    ...world,
    oidc,
    social,
    // The social login's clock is its own (the provider checks real time): moving it moves both worlds'.
    advance: (ms) => {
      time += ms;
      world.advance(ms);
    },
    close: async () => {
      world.close();
      await oidc.stop();
    },
  };
}
