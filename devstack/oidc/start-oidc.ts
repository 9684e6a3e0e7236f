/**
 * The devstack's OIDC provider (oidc-provider@9) on 127.0.0.1, standing in for the six social login providers
 * (docs/EMBEDDED-WALLET.md, "Social login"): one public client per provider name, the authorization code
 * flow with PKCE, login and consent pages where a person or a test picks or creates an account.
 *
 *   const oidc = await startOidc({ port: 4600, secureSiteUrl: 'http://127.0.0.1:4300' });
 *   // issuer: oidc.url; discovery at `${oidc.url}/.well-known/openid-configuration`
 *   await oidc.stop();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { DEVSTACK_HOST } from '../config.js';
import { AccountBook, type NewAccount, type OidcAccount } from './accounts.js';
import { handleInteraction } from './interactions.js';
import { errorPage, PAGE_CSS, STYLE_PATH } from './pages.js';
import { providerConfiguration } from './provider-config.js';
import { providerHeaders } from './security-headers.js';

export type StartOidcOptions = {
  /** 0 picks a free port. */
  port: number;
  /** The relying party: its `/social/callback` is every client's redirect URI. */
  secureSiteUrl: string;
  /** Accounts there from the start (default none). */
  accounts?: readonly NewAccount[];
};

export type RunningOidc = {
  /** `http://127.0.0.1:<port>`: the issuer. */
  url: string;
  port: number;
  /** The accounts, for tests in the same process. */
  accounts(): OidcAccount[];
  stop(): Promise<void>;
};

export async function startOidc(options: StartOidcOptions): Promise<RunningOidc> {
  const accounts = new AccountBook(options.accounts);
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => {
    response.writeHead(503).end();
  };
  const server = createServer((request, response) => handle(request, response));
  // The issuer holds the port, so the provider is made once the server listens.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, DEVSTACK_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${DEVSTACK_HOST}:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  try {
    const headers = providerHeaders([new URL(options.secureSiteUrl).origin]);
    const provider = new Provider(url, await providerConfiguration(accounts, options.secureSiteUrl));
    // Set before the provider answers, so that it can add the hash of its own inline script to the CSP.
    provider.use(async (ctx, next) => {
      for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
      await next();
    });
    provider.on('server_error', (_ctx, error) => console.error('[oidc] server error', error));
    const providerCallback = provider.callback();
    const deps = { provider, accounts, origin: url, headers };
    handle = (request, response) => {
      const requestUrl = new URL(request.url ?? '/', url);
      if (requestUrl.pathname === STYLE_PATH) {
        response.writeHead(200, { ...headers, 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-store' }).end(PAGE_CSS);
        return;
      }
      handleInteraction(deps, request, response, requestUrl).then(
        (handled) => {
          if (!handled) providerCallback(request, response);
        },
        (error: unknown) => {
          console.error('[oidc] interaction failed', error);
          if (!response.headersSent) response.writeHead(500, { ...headers, 'content-type': 'text/html; charset=utf-8' });
          response.end(errorPage('Something went wrong', 'The provider could not finish this step. Start again from the site.'));
        },
      );
    };
  } catch (error) {
    await stop();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return { url, port, accounts: () => accounts.list(), stop: () => (stopping ??= stop()) };
}
