/**
 * The local WalletConnect relay: a WebSocket server on 127.0.0.1 that speaks the relay JSON-RPC of the 2.x
 * clients (relay-methods.ts). Any path and query are accepted (`auth`, `projectId`, `ua` are not checked).
 * Every socket is pinged every 10 s; one that has not answered the previous ping is dropped.
 */
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { clientIdentity } from './client-identity.js';
import { handleFrame } from './handle-frame.js';
import { RelayHub, type Peer, type RelayStats } from './relay-hub.js';

export type StartRelayOptions = {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** The relay's clock in milliseconds (tests move it to expire messages). Default Date.now. */
  now?: () => number;
  /** Default 10 000. */
  pingIntervalMs?: number;
};

export type RunningRelay = {
  /** ws://127.0.0.1:<port> */
  url: string;
  port: number;
  stop(): Promise<void>;
  /**
   * Stops the relay and starts it again on the same port, as a relay process restarting would: every socket
   * is dropped and the subscriptions and mailbox are gone; clients must reconnect and subscribe again.
   */
  restart(): Promise<void>;
  /**
   * Kills the relay as a crashed process would (every socket dropped, subscriptions and mailbox gone) and
   * keeps it down until `up()` starts it again on the same port; clients see connection refused meanwhile.
   */
  down(): Promise<void>;
  /** Starts a relay stopped by `down()` again on its port; nothing when it is running. */
  up(): Promise<void>;
  stats(): RelayStats;
};

/** One listening WebSocket server and the hub behind it: what a restart replaces. */
type RelayInstance = { hub: RelayHub; close(): Promise<void>; port: number };

/** Frames past this size close the socket (code 1009); a WalletConnect envelope is a few kilobytes. */
const MAX_FRAME_BYTES = 2 * 1024 * 1024;

export async function startRelay(options: StartRelayOptions): Promise<RunningRelay> {
  const host = options.host ?? '127.0.0.1';
  let instance = await listen(host, options.port, options);
  let running = true;
  const { port } = instance;
  const down = async () => {
    if (!running) return;
    running = false;
    await instance.close();
  };
  const up = async () => {
    if (running) return;
    instance = await listen(host, port, options);
    running = true;
  };
  return {
    url: `ws://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    stats: () => instance.hub.stats(),
    stop: down,
    restart: async () => {
      await down();
      await up();
    },
    down,
    up,
  };
}

async function listen(host: string, port: number, options: StartRelayOptions): Promise<RelayInstance> {
  const hub = new RelayHub(options.now ?? Date.now);
  const server = new WebSocketServer({ host, port, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.on('error', (error) => console.error('relay: server error', error));

  const answeredPing = new WeakMap<WebSocket, boolean>();
  let socketCount = 0;
  server.on('connection', (socket, request) => {
    socketCount += 1;
    const socketId = String(socketCount);
    const peer: Peer = {
      socketId,
      client: clientIdentity(request.url, socketId),
      send: (frame) => {
        if (socket.readyState === socket.OPEN) socket.send(frame);
      },
    };
    hub.connect(peer);
    answeredPing.set(socket, true);
    socket.on('pong', () => answeredPing.set(socket, true));
    socket.on('message', (data) => {
      answeredPing.set(socket, true);
      handleFrame(hub, peer, textOf(data));
    });
    socket.on('close', () => hub.disconnect(peer));
    socket.on('error', () => socket.terminate());
  });

  const heartbeat = setInterval(() => {
    for (const socket of server.clients) {
      if (answeredPing.get(socket) === false) {
        socket.terminate();
        continue;
      }
      answeredPing.set(socket, false);
      socket.ping();
    }
    hub.sweep();
  }, options.pingIntervalMs ?? 10_000);
  heartbeat.unref();

  return {
    hub,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      clearInterval(heartbeat);
      for (const socket of server.clients) socket.terminate();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
