/**
 * A tiny static file server on 127.0.0.1 and a free port, for built sites (the stories) and hand-made test
 * pages. Paths are resolved inside `root` only; unknown paths answer 404; `/` serves index.html.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { listenOnLoopback } from '../../devstack/testing/listen-on-loopback.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export type StaticServer = { url: string; close(): Promise<void> };

export type StaticServerOptions = {
  /** Extra pages by path (`/hostile.html`), served before files. */
  pages?: Record<string, string>;
  /** Extra files by path (`/axe.min.js` -> an absolute file name), served before the root's files. */
  files?: Record<string, string>;
  /** Headers added to every page and file answered (e.g. a Content-Security-Policy). */
  headers?: Record<string, string>;
};

export async function serveStatic(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const base = path.resolve(root);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
      const page = options.pages?.[pathname];
      if (page !== undefined) {
        response.writeHead(200, { ...options.headers, 'content-type': TYPES['.html']!, 'cache-control': 'no-store' });
        response.end(page);
        return;
      }
      const extra = options.files?.[pathname];
      const file = extra ?? path.resolve(base, `.${decodeURIComponent(pathname === '/' ? '/index.html' : pathname)}`);
      if (extra === undefined && file !== base && !file.startsWith(base + path.sep)) {
        response.writeHead(403).end();
        return;
      }
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) {
        response.writeHead(404, { 'content-type': TYPES['.txt']! }).end('not found');
        return;
      }
      response.writeHead(200, {
        ...options.headers,
        'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': info.size,
      });
      createReadStream(file).pipe(response);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
