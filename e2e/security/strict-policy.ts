/**
 * The strict Content Security Policy the strict-CSP journeys serve their built page under: scripts and styles
 * from the page's own origin only (no 'unsafe-inline', no nonce for walletport), images and connections to the
 * devstack only. `serveUnderStrictPolicy` builds the page once for the test file and serves it with the policy.
 */
import { afterAll, beforeAll } from 'vitest';
import { serveStatic, type StaticServer } from '../a11y/static-server.js';
import type { BuiltPage } from '../built-page/build-page.js';

export const STRICT_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  'img-src data: blob: http://127.0.0.1:*',
  "connect-src 'self' http://127.0.0.1:*",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export type ServedPage = {
  /** The build (set once the file's beforeAll has run). */
  readonly built: BuiltPage;
  /** Where the page is served, with the policy on every answer. */
  readonly url: string;
};

/** Registers the test file's hooks: build and serve before its tests, stop and remove after them. */
export function serveUnderStrictPolicy(buildPage: () => Promise<BuiltPage>): ServedPage {
  let built: BuiltPage | undefined;
  let server: StaticServer | undefined;
  beforeAll(async () => {
    built = await buildPage();
    server = await serveStatic(built.dir, { headers: { 'Content-Security-Policy': STRICT_POLICY } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await built?.remove();
  });
  return {
    get built() {
      if (!built) throw new Error('The page is built in beforeAll: read it inside a test.');
      return built;
    },
    get url() {
      if (!server) throw new Error('The page is served in beforeAll: read its address inside a test.');
      return server.url;
    },
  };
}

export type ServeUnderStrictPolicyParameters = Parameters<typeof serveUnderStrictPolicy>;
export type ServeUnderStrictPolicyReturnType = ReturnType<typeof serveUnderStrictPolicy>;
