/**
 * The secure site as an OpenID Connect relying party (openid-client@6): one public client per social provider
 * at the configured issuer (the devstack's OIDC provider), found by discovery on first use and kept. Lazy on
 * purpose: the secure site starts and serves email login whether or not the provider is up yet; a failed
 * discovery is tried again on the next login.
 *
 * Over http (127.0.0.1) nothing authenticates the provider's answers, so the ID token's signature is checked
 * against the provider's published keys (enableNonRepudiationChecks), not only its claims.
 */
import * as client from 'openid-client';

export type OidcClientsOptions = {
  issuerUrl: string;
  /** `${secureSiteUrl}/social/callback` (known once the site listens). */
  redirectUri: () => string;
  /** Replaces fetch for every call to the provider (tests that tamper with its answers). */
  fetch?: client.CustomFetch;
};

export class OidcClients {
  readonly #options: OidcClientsOptions;
  readonly #configs = new Map<string, Promise<client.Configuration>>();

  constructor(options: OidcClientsOptions) {
    this.#options = options;
  }

  get redirectUri(): string {
    return this.#options.redirectUri();
  }

  config(clientId: string): Promise<client.Configuration> {
    let config = this.#configs.get(clientId);
    if (!config) {
      config = this.#discover(clientId);
      config.catch(() => this.#configs.delete(clientId));
      this.#configs.set(clientId, config);
    }
    return config;
  }

  async #discover(clientId: string): Promise<client.Configuration> {
    const { fetch } = this.#options;
    const config = await client.discovery(new URL(this.#options.issuerUrl), clientId, { redirect_uris: [this.redirectUri] }, client.None(), {
      execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
      timeout: 10,
      ...(fetch ? { [client.customFetch]: fetch } : {}),
    });
    if (fetch) config[client.customFetch] = fetch;
    return config;
  }
}
