/**
 * A control line from the journeys to the devstack that global setup owns: the journeys run in vitest
 * workers, which receive only serializable values through provide/inject, so whatever must act on the running
 * devstack (restarting its relay) is an HTTP endpoint on 127.0.0.1 that global setup serves and the
 * journeys call from Node (never from the browser, whose request guard would refuse it anyway).
 *
 *   POST /relay/restart   stops the WalletConnect relay and starts it again on the same port (204)
 *   GET  /relay/stats     the relay's counters (RelayStats)
 *   POST /secure-site/advance-clock?ms=N
 *                         moves the secure site's clock N ms forward (past its mail cooldown, say) (204)
 *   POST /bundler/stop?chainId=N, POST /bundler/start?chainId=N
 *                         takes that chain's ERC-4337 bundler down (the cloud's /v1/bundler then answers 502)
 *                         and brings it back on the same port, resolving once it answers (204)
 */
import { createServer, type Server } from 'node:http';
import type { RunningDevstack } from '../devstack/devstack.js';
import { listenOnLoopback } from '../devstack/testing/listen-on-loopback.js';

export type DevstackControl = { url: string; stop(): Promise<void> };

export async function startDevstackControl(devstack: RunningDevstack): Promise<DevstackControl> {
  const server: Server = createServer((request, response) => {
    const route = `${request.method} ${request.url}`;
    const answer = (status: number, body?: unknown): void => {
      response.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json' });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (route === 'POST /relay/restart') {
      devstack.relay.restart().then(
        () => answer(204),
        (error: unknown) => answer(500, { error: String(error) }),
      );
    } else if (route === 'GET /relay/stats') {
      answer(200, devstack.relay.stats());
    } else if (request.method === 'POST' && request.url?.startsWith('/secure-site/advance-clock?')) {
      const ms = Number(new URL(request.url, 'http://control').searchParams.get('ms'));
      try {
        devstack.secureSite.advanceClock(ms);
        answer(204);
      } catch (error) {
        answer(400, { error: String(error) });
      }
    } else if (request.method === 'POST' && /^\/bundler\/(stop|start)\?/.test(request.url ?? '')) {
      const url = new URL(request.url ?? '', 'http://control');
      const chainId = Number(url.searchParams.get('chainId'));
      const act = url.pathname === '/bundler/stop' ? devstack.bundlers.stopBundler(chainId) : devstack.bundlers.startBundler(chainId);
      act.then(
        () => answer(204),
        (error: unknown) => answer(500, { error: String(error) }),
      );
    } else {
      answer(404, { error: `No control route ${route}` });
    }
  });
  const url = await listenOnLoopback(server);
  return {
    url,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
