/**
 * Starts the local Solana node on 127.0.0.1: JSON-RPC over HTTP on `port` (POST; GET /health answers "ok"; CORS
 * for loopback origins, named back exactly, since the demo page and the wallets call it from their own origins), and the subscriptions over
 * WebSocket both on the same port and on `port + 1`, where web3.js's Connection looks by default (the
 * solana-test-validator convention: 8899 and 8900).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { loopbackCorsHeaders, loopbackPreflightHeaders } from '../http/loopback-cors.js';
import { closeServer, listenServer } from '../http/server-lifecycle.js';
import { SOLANA_DEVSTACK_CAIP2, SOLANA_DEVSTACK_GENESIS_HASH } from './genesis.js';
import { answerBody } from './json-rpc.js';
import { SolanaLedger } from './ledger.js';
import { rpcHandler } from './rpc-methods.js';
import type { SolanaNode } from './rpc-context.js';
import { seedLedger } from './seed.js';
import { SubscriptionHub } from './subscriptions.js';

export type StartSolanaOptions = {
  /** The HTTP port; the WebSocket also listens on port + 1. 0 picks a free pair. */
  port: number;
  host?: string;
};

export type RunningSolana = {
  /** http://127.0.0.1:<port> */
  rpcUrl: string;
  /** ws://127.0.0.1:<port + 1> (the same subscriptions are also served on the rpcUrl's port). */
  wsUrl: string;
  port: number;
  genesisHash: string;
  /** solana:<first 32 characters of the genesis hash> */
  caip2: string;
  /** The chain itself, for tests and the devstack's other parts in this process. */
  ledger: SolanaLedger;
  /** How many WebSocket subscriptions are open. */
  subscriptionCount(): number;
  /** How long the start took (the SVM, the seeding transactions, the listeners), in milliseconds. */
  startupMs: number;
  stop(): Promise<void>;
};

/** A JSON-RPC body larger than this is refused (a transaction is at most 1,644 base64 characters). */
const MAX_BODY_BYTES = 1024 * 1024;
const PORT_PAIR_ATTEMPTS = 20;

export async function startSolana(options: StartSolanaOptions): Promise<RunningSolana> {
  const started = performance.now();
  const host = options.host ?? '127.0.0.1';
  const ledger = new SolanaLedger();
  const { faucet } = seedLedger(ledger);
  const node: SolanaNode = { ledger, faucet };
  const hub = new SubscriptionHub(node);
  const handleRpc = rpcHandler(node);

  const { servers, sockets, port } = await listenOnPair(host, options.port, (request, response) => serveHttp(request, response, handleRpc));
  for (const socketServer of sockets) socketServer.on('connection', (socket) => serveSocket(socket, hub));

  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return {
    rpcUrl: `http://${hostInUrl}:${port}`,
    wsUrl: `ws://${hostInUrl}:${port + 1}`,
    port,
    genesisHash: SOLANA_DEVSTACK_GENESIS_HASH,
    caip2: SOLANA_DEVSTACK_CAIP2,
    ledger,
    startupMs: Math.round(performance.now() - started),
    subscriptionCount: () => hub.size,
    stop: async () => {
      hub.close();
      for (const socketServer of sockets) {
        for (const client of socketServer.clients) client.terminate();
        await new Promise<void>((resolve) => socketServer.close(() => resolve()));
      }
      await Promise.all(servers.map(closeServer));
    },
  };
}

type Listening = { servers: Server[]; sockets: WebSocketServer[]; port: number };

/** Listens on `port` (HTTP and WebSocket) and `port + 1` (WebSocket); with port 0, tries free pairs. */
async function listenOnPair(host: string, port: number, serve: (request: IncomingMessage, response: ServerResponse) => void): Promise<Listening> {
  for (let attempt = 0; attempt < (port === 0 ? PORT_PAIR_ATTEMPTS : 1); attempt += 1) {
    const http = createServer(serve);
    await listenServer({ server: http, host, port });
    const chosen = (http.address() as AddressInfo).port;
    const next = createServer((_request, response) => response.writeHead(426).end('WebSocket only'));
    try {
      await listenServer({ server: next, host, port: chosen + 1 });
    } catch (error) {
      await closeServer(http);
      if (port !== 0) throw error;
      continue;
    }
    const sockets = [new WebSocketServer({ server: http, maxPayload: MAX_BODY_BYTES }), new WebSocketServer({ server: next, maxPayload: MAX_BODY_BYTES })];
    return { servers: [http, next], sockets, port: chosen };
  }
  throw new Error(`no free port pair for the Solana node on ${host}`);
}


function serveHttp(request: IncomingMessage, response: ServerResponse, handle: ReturnType<typeof rpcHandler>): void {
  // Pages on this machine only (the demo, the wallet page, journeys' pages): their origin named back, never '*'.
  const CORS = loopbackCorsHeaders(request);
  if (request.method === 'OPTIONS') return void response.writeHead(204, loopbackPreflightHeaders(request, { methods: 'POST, GET, OPTIONS' })).end();
  if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200, { ...CORS, 'content-type': 'text/plain' }).end('ok');
  if (request.method !== 'POST') return void response.writeHead(405, { ...CORS, allow: 'POST' }).end('Used HTTP Method is not allowed. POST or OPTIONS is required');
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      response.writeHead(413, CORS).end();
      request.destroy();
      return;
    }
    chunks.push(chunk);
  });
  request.on('end', () => {
    if (response.headersSent) return;
    const answer = answerBody(Buffer.concat(chunks).toString('utf8'), handle);
    response.writeHead(200, { ...CORS, 'content-type': 'application/json' }).end(answer ?? '');
  });
}

function serveSocket(socket: WebSocket, hub: SubscriptionHub): void {
  const subscriber = { send: (frame: string) => socket.readyState === socket.OPEN && socket.send(frame) };
  const handle = hub.handlerFor(subscriber);
  socket.on('message', (data) => {
    const answer = answerBody(data.toString(), handle);
    if (answer !== undefined) subscriber.send(answer);
  });
  socket.on('close', () => hub.drop(subscriber));
}
