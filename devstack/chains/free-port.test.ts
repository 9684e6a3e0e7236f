import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEVSTACK_HOST } from '../config.js';
import { freePort } from './anvil.js';

/** The lower end of Linux's default ephemeral range, where the kernel picks outgoing connections' local ports. */
const EPHEMERAL_PORTS_START = 32_768;

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range, where no outgoing connection can take them meanwhile', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(1024);
      expect(port).toBeLessThan(EPHEMERAL_PORTS_START);
    }
  });

  it('hands out a port a service can then listen on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, DEVSTACK_HOST, resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
