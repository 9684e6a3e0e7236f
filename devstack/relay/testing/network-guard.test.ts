import { createServer, connect, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { installNetworkGuard, type NetworkGuard } from './network-guard.js';

let guard: NetworkGuard | undefined;
let server: Server | undefined;
afterEach(() => {
  guard?.uninstall();
  server?.close();
});

describe('the network guard', () => {
  it('fails fetches and TCP connections to other hosts before anything is sent, and lets 127.0.0.1 through', async () => {
    server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    guard = installNetworkGuard();

    await expect(fetch('https://verify.walletconnect.org/v3/public-key')).rejects.toThrow(/network guard/);
    const refused = await new Promise<Error>((resolve) => connect({ host: 'pulse.walletconnect.org', port: 443 }).once('error', resolve));
    expect(refused.message).toMatch(/network guard/);
    const reached = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

    expect(reached).toBe(true);
    expect(guard.blocked).toEqual(['fetch https://verify.walletconnect.org/v3/public-key', 'tcp pulse.walletconnect.org:443']);
    expect(guard.attempts).toContain(`tcp 127.0.0.1:${port}`);
  });
});
