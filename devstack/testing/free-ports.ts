/** Free ports for every devstack service, so tests never collide with a running `npm start`. */
import { freePort, freePortPair } from '../chains/anvil.js';
import type { DevstackPorts } from '../config.js';

const SERVICES = [
  'chainA',
  'chainB',
  'chainC',
  'cloud',
  'relay',
  'secureSite',
  'walletPage',
  'demo',
  'smtp',
  'mail',
  'oidc',
  'farcasterRelay',
  'farcasterApp',
  'bundlerA',
  'bundlerB',
  'bundlerC',
  'onramp',
  'bitcoin',
] as const satisfies readonly (keyof DevstackPorts)[];

export async function freeDevstackPorts(): Promise<DevstackPorts> {
  const ports = await Promise.all(SERVICES.map(() => freePort()));
  const services = Object.fromEntries(SERVICES.map((service, index) => [service, ports[index]!])) as Omit<DevstackPorts, 'solana'>;
  // The Solana node's WebSocket listens on its port + 1, where web3.js looks: both must be free.
  return { ...services, solana: await freePortPair() };
}
