/**
 * Pages for the secure site's browser test, served by a plain 127.0.0.1 server of the test's own:
 * - `/host.html`: a host page that embeds `${secureSiteUrl}/sdk` the way walletport does (referrerpolicy
 *   origin) and speaks the frame protocol by hand: `window.send(type, payload)` posts a request and returns
 *   its id, `window.answers[id]` fills with the answer, `window.received` records every message it gets;
 * - `/attacker.html`: a page that, framed by the host, forges `@w3m-app/` requests to every frame of its
 *   parent and reports `attacker-done` to the parent when it has.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HostPages = { port: number; stop(): Promise<void> };

export const FORGED_EMAIL = 'mallory@example.com';

function hostPage(secureSiteUrl: string): string {
  const origin = JSON.stringify(new URL(secureSiteUrl).origin);
  const src = JSON.stringify(`${secureSiteUrl}/sdk?projectId=secure-site-test`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host page</title></head>
<body>
<h1>Host page</h1>
<script>
const SECURE_ORIGIN = ${origin};
const frame = document.createElement('iframe');
frame.id = 'secure';
frame.title = 'walletport secure site';
frame.referrerPolicy = 'origin';
frame.style.cssText = 'width: 420px; height: 560px; border: 0';
frame.src = ${src};
document.body.append(frame);
window.received = [];
window.answers = {};
addEventListener('message', (event) => {
  window.received.push({ origin: event.origin, fromSecureFrame: event.source === frame.contentWindow, data: event.data });
  const id = event.data && event.data.id;
  if (event.source === frame.contentWindow && typeof id === 'string' && /_(SUCCESS|ERROR)$/.test(event.data.type)) window.answers[id] = event.data;
});
let next = 0;
window.send = (type, payload) => {
  const id = 'host-' + ++next;
  const message = payload === undefined ? { id, type: '@w3m-app/' + type } : { id, type: '@w3m-app/' + type, payload };
  frame.contentWindow.postMessage(message, SECURE_ORIGIN);
  return id;
};
window.addAttacker = (url) => {
  const attacker = document.createElement('iframe');
  attacker.title = 'third party';
  attacker.src = url;
  document.body.append(attacker);
};
</script>
</body></html>`;
}

/**
 * A hostile third-origin page. It posts with '*' on purpose: an attacker does not follow the exact-origin
 * rule, and the test proves the secure frame ignores what such a page sends.
 */
const ATTACKER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>third party</title></head><body><script>
window.received = [];
addEventListener('message', (event) => window.received.push(event.data));
for (let index = 0; index < parent.frames.length; index += 1) {
  const target = parent.frames[index];
  if (target === window) continue;
  target.postMessage({ id: 'forged-1', type: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS' }, '*');
  target.postMessage({ id: 'forged-2', type: '@w3m-app/CONNECT_EMAIL', payload: { email: '${FORGED_EMAIL}' } }, '*');
  target.postMessage({ id: 'forged-3', type: '@w3m-app/SIGN_OUT' }, '*');
  target.postMessage({ id: 'forged-4', type: '@w3m-app/RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000001'] } }, '*');
}
parent.postMessage({ type: 'attacker-done', from: location.origin }, '*');
</script></body></html>`;

/** Serves both pages on 127.0.0.1 (any Host name is answered, so a hosts-mapped name works too). */
export async function startHostPages(secureSiteUrl: string): Promise<HostPages> {
  const host = hostPage(secureSiteUrl);
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const body = path === '/host.html' ? host : path === '/attacker.html' ? ATTACKER_PAGE : undefined;
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(body ?? 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
