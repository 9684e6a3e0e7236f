/** Free ports for every devstack service, so tests never collide with a running `npm start`. */
import { freePort } from '../chains/anvil.js';
import type { DevstackPorts } from '../config.js';

export async function freeDevstackPorts(): Promise<DevstackPorts> {
  const [chainA, chainB, chainC, cloud, relay, secureSite, walletPage, demo, smtp, mail] = await Promise.all(
    Array.from({ length: 10 }, () => freePort()),
  );
  return {
    chainA: chainA!,
    chainB: chainB!,
    chainC: chainC!,
    cloud: cloud!,
    relay: relay!,
    secureSite: secureSite!,
    walletPage: walletPage!,
    demo: demo!,
    smtp: smtp!,
    mail: mail!,
  };
}
