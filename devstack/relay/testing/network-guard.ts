/**
 * Makes "nothing leaves 127.0.0.1" a test assertion in Node: while installed, every fetch and every TCP
 * connection (which covers WebSockets and any http client) is recorded, and those to another host fail.
 */
import net from 'node:net';

export type NetworkGuard = {
  /** Every destination tried, as `fetch <url>` or `tcp <host>:<port>`. */
  readonly attempts: readonly string[];
  /** The attempts that went to a host other than 127.0.0.1. */
  readonly blocked: readonly string[];
  uninstall(): void;
};

const ALLOWED_HOST = '127.0.0.1';

export function installNetworkGuard(): NetworkGuard {
  const attempts: string[] = [];
  const blocked: string[] = [];
  const originalFetch = globalThis.fetch;
  const originalConnect = net.Socket.prototype.connect;

  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const attempt = `fetch ${url.href}`;
    attempts.push(attempt);
    if (url.hostname !== ALLOWED_HOST) {
      blocked.push(attempt);
      throw new TypeError(`network guard: ${url.href} is not on ${ALLOWED_HOST}`);
    }
    return originalFetch(input, init);
  };

  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]): net.Socket {
    const { host, port, path } = destinationOf(args);
    if (path !== undefined) return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
    const attempt = `tcp ${host}:${port}`;
    attempts.push(attempt);
    if (host !== ALLOWED_HOST) {
      blocked.push(attempt);
      process.nextTick(() => this.destroy(new Error(`network guard: ${attempt} is not on ${ALLOWED_HOST}`)));
      return this;
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
  } as typeof net.Socket.prototype.connect;

  return {
    attempts,
    blocked,
    uninstall: () => {
      globalThis.fetch = originalFetch;
      net.Socket.prototype.connect = originalConnect;
    },
  };
}

/** The host and port (or IPC path) of the many shapes of Socket#connect's arguments. */
function destinationOf(args: unknown[]): { host: string; port: unknown; path: string | undefined } {
  let [first] = args;
  // Node's own callers pass [options, callback] as a single normalized array.
  if (Array.isArray(first)) first = first[0];
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; port?: unknown; path?: string };
    return { host: options.host ?? 'localhost', port: options.port, path: options.path };
  }
  if (typeof first === 'string' && !/^\d+$/.test(first)) return { host: '', port: undefined, path: first };
  return { host: typeof args[1] === 'string' ? args[1] : 'localhost', port: first, path: undefined };
}
