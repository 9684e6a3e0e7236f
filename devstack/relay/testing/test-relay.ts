/** A relay on a free port with a clock the test moves, and clients that are closed with it. */
import { randomBytes } from 'node:crypto';
import { freePort } from '../../chains/anvil.js';
import { startRelay, type RunningRelay } from '../start-relay.js';
import { RelayTestClient, type RelayTestClientOptions } from './relay-test-client.js';

export type TestRelay = {
  relay: RunningRelay;
  /** Moves the relay's clock forward. */
  advance(ms: number): void;
  connect(options?: RelayTestClientOptions): Promise<RelayTestClient>;
  stop(): Promise<void>;
};

export async function startTestRelay(options: { pingIntervalMs?: number } = {}): Promise<TestRelay> {
  let now = 1_750_000_000_000;
  const relay = await startRelay({ port: await freePort(), now: () => now, ...options });
  const clients: RelayTestClient[] = [];
  return {
    relay,
    advance: (ms) => {
      now += ms;
    },
    connect: async (clientOptions) => {
      const client = await RelayTestClient.connect(relay.url, clientOptions);
      clients.push(client);
      return client;
    },
    stop: async () => {
      await Promise.all(clients.map((client) => client.close()));
      await relay.stop();
    },
  };
}

export function randomTopic(): string {
  return randomBytes(32).toString('hex');
}

/** A JWT-shaped `auth` query whose payload names the client (the relay reads `iss`, never the signature). */
export function authQuery(issuer: string): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `?auth=${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ iss: issuer, sub: 'x' })}.c2ln&projectId=p&ua=test`;
}

/** Polls until `check` holds (for relay state that changes without a frame to the client). */
export async function eventually(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
