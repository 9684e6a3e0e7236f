/**
 * The part of oidc-provider@9's API the devstack uses. The package ships no types; a declaration of our own
 * (instead of another dev dependency) covers exactly what devstack/oidc calls, so a change there shows here.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The bits of a Koa context the devstack touches (renderError, middleware). */
  export type ProviderContext = {
    method: string;
    path: string;
    status: number;
    type: string;
    body: unknown;
    set(name: string, value: string): void;
  };

  export type AccountClaims = { sub: string } & Record<string, unknown>;

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): AccountClaims | Promise<AccountClaims>;
  };

  export type ClientMetadata = {
    client_id: string;
    client_name?: string;
    token_endpoint_auth_method: 'none';
    response_types: string[];
    grant_types: string[];
    redirect_uris: string[];
  };

  /** What oidc-provider stores per model (a session, a code, a grant...), as it gave it. */
  export type AdapterPayload = Record<string, unknown> & { uid?: unknown; grantId?: unknown; consumed?: number };

  export interface ProviderAdapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type ProviderConfiguration = {
    adapter: new (model: string) => ProviderAdapter;
    clients: ClientMetadata[];
    findAccount(ctx: unknown, sub: string): Promise<Account | undefined>;
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    responseTypes: string[];
    pkce: { required(ctx: unknown, client: unknown): boolean };
    cookies: {
      names: { session: string; interaction: string; resume: string };
      keys: string[];
    };
    features: Record<string, { enabled: boolean }>;
    interactions: { url(ctx: unknown, interaction: { uid: string }): Promise<string> };
    jwks: { keys: Record<string, unknown>[] };
    ttl: Record<string, number>;
    clientBasedCORS(ctx: unknown, origin: string, client: unknown): boolean;
    renderError(ctx: ProviderContext, out: Record<string, string>, error: Error): Promise<void>;
  };

  export type InteractionDetails = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
    params: Record<string, unknown> & { client_id?: string };
    session?: { accountId: string };
    grantId?: string;
  };

  export type InteractionResult =
    | { login: { accountId: string } }
    | { consent: { grantId?: string } }
    | { error: string; error_description?: string };

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface GrantClass {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    readonly issuer: string;
    readonly Grant: GrantClass;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    use(middleware: (ctx: ProviderContext, next: () => Promise<void>) => Promise<void>): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: InteractionResult,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
