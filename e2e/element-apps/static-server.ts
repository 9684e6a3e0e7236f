/**
 * Serves built apps side by side on 127.0.0.1: `/<app>/...` is `<folder of app>/dist/...`. Each app was built
 * with a relative base, so it runs under its own path; an unknown app or file is a 404, never a file outside dist/.
 * Journeys only: it reads every file from disk on each request.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { closeServer, listenServer } from '../../devstack/http/server-lifecycle.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

export type ServeAppsParameters = { apps: Record<string, string> };
export type ServeAppsReturnType = { url(app: string): string; stop(): Promise<void> };
export type ServeAppsErrorType = Error;

/** Starts the server on a free port; `url(app)` is the app's page. */
export async function serveApps({ apps }: ServeAppsParameters): Promise<ServeAppsReturnType> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    // The browser asks the origin for an icon the apps do not have: no content, rather than a 404 on the console.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const [, app = '', ...rest] = pathname.split('/');
    const folder = apps[app];
    const dist = folder === undefined ? undefined : path.join(folder, 'dist');
    const file = dist === undefined ? undefined : path.join(dist, rest.join('/') || 'index.html');
    if (dist === undefined || file === undefined || !file.startsWith(dist + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await listenServer({ server, host: '127.0.0.1', port: 0 });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the apps server has no port');
  return { url: (app) => `http://127.0.0.1:${address.port}/${app}/`, stop: () => closeServer(server) };
}
