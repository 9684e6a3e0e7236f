/** Free ports for every devstack service, so tests never collide with a running `npm start`. */
import { freePort } from '../chains/anvil.js';
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
] as const satisfies readonly (keyof DevstackPorts)[];

export async function freeDevstackPorts(): Promise<DevstackPorts> {
  const ports = await Promise.all(SERVICES.map(() => freePort()));
  return Object.fromEntries(SERVICES.map((service, index) => [service, ports[index]!])) as DevstackPorts;
}
