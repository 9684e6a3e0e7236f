/** The devstack's OIDC provider, standing in for the social login providers. */
export { startOidc, type RunningOidc, type StartOidcOptions } from './start-oidc.js';
export { OIDC_COOKIE_NAMES } from './provider-config.js';
export { PROVIDER_LABELS, socialCallbackUrl, type SocialProviderName } from './clients.js';
export type { NewAccount, OidcAccount } from './accounts.js';
