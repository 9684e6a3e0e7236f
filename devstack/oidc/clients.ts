/**
 * One public client per social provider the product offers (docs/EMBEDDED-WALLET.md, "Social login"): the
 * client id is the provider's name, the secure site is the only relying party, and the code flow with PKCE is
 * the only flow.
 */
import type { ClientMetadata } from 'oidc-provider';
import { SOCIAL_PROVIDERS } from '../../domain/entities/constants.js';

export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** How the provider pages name each stand-in. */
export const PROVIDER_LABELS: Readonly<Record<SocialProviderName, string>> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
};

/** Where the secure site receives the authorization response. */
export function socialCallbackUrl(secureSiteUrl: string): string {
  return `${new URL(secureSiteUrl).origin}/social/callback`;
}

export function socialClients(secureSiteUrl: string): ClientMetadata[] {
  return SOCIAL_PROVIDERS.map((provider) => ({
    client_id: provider,
    client_name: PROVIDER_LABELS[provider],
    token_endpoint_auth_method: 'none',
    response_types: ['code'],
    grant_types: ['authorization_code'],
    redirect_uris: [socialCallbackUrl(secureSiteUrl)],
  }));
}

export function providerLabel(clientId: unknown): string {
  return typeof clientId === 'string' && clientId in PROVIDER_LABELS ? PROVIDER_LABELS[clientId as SocialProviderName] : 'the provider';
}
