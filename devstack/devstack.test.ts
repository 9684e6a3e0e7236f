import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startDevstack, type RunningDevstack } from './devstack.js';
import { freeDevstackPorts } from './testing/free-ports.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'walletport-devstack-'));
let running: RunningDevstack | undefined;

afterAll(async () => {
  await running?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function rpc(url: string, method: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  });
  return ((await response.json()) as { result: unknown }).result;
}

function portIsClosed(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

describe('the whole devstack', () => {
  it('starts healthy, stops cleanly, and keeps its database across a restart', async () => {
    running = await startDevstack({ ports: await freeDevstackPorts(), dataDir });
    const { urls } = running;

    // Health: every chain answers with its own id, the cloud and the demo answer 200.
    expect(urls.chains.map((chain) => chain.chainId)).toEqual([31337, 31338, 31339]);
    for (const chain of urls.chains) expect(Number(await rpc(chain.rpcUrl, 'eth_chainId'))).toBe(chain.chainId);
    expect((await fetch(`${urls.cloud}/health`)).status).toBe(200);
    const demoPage = await (await fetch(urls.demo!)).text();
    expect(demoPage).toContain('/devstack-config.js');
    const pageConfig = await (await fetch(`${urls.demo}/devstack-config.js`)).text();
    expect(pageConfig).toContain(urls.cloud);

    // Something the cloud must remember: a settings change.
    const put = await fetch(`${urls.cloud}/__admin/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ analyticsEnabled: false }),
    });
    expect(put.status).toBe(200);

    const pids = running.chains.chains.map((chain) => chain.pid);
    await running.stop();
    running = undefined;
    for (const url of [urls.cloud, urls.demo!, ...urls.chains.map((chain) => chain.rpcUrl)]) {
      expect(await portIsClosed(url), url).toBe(true);
    }
    for (const pid of pids) expect(processIsGone(pid)).toBe(true);

    running = await startDevstack({ ports: await freeDevstackPorts(), dataDir, demo: false });
    const analytics = await (await fetch(`${running.urls.cloud}/getAnalyticsConfig?projectId=p`)).json();
    expect(analytics).toEqual({ isAnalyticsEnabled: false });
  }, 90_000);
});
