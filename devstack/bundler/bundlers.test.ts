/**
 * startBundlers: one alto per chain, and a chain's bundler stopped ("bundler down") and started again on its port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRY_POINT_08_ADDRESS, freePort, startChains, type RunningChains } from '../chains/index.js';
import { startBundlers } from './index.js';

let chains: RunningChains;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
}, 60_000);

afterAll(async () => chains?.stop());

describe('startBundlers', () => {
  it('stops one chain\'s bundler and starts it again on the same port', async () => {
    const chain = chains.chains[0]!;
    const bundlers = await startBundlers({ chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl, port: await freePort() }] });
    try {
      const url = bundlers.urlFor(chain.chainId)!;
      const firstPid = bundlers.pidOf(chain.chainId);
      const supported = async (): Promise<unknown> =>
        (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }) })).json() as { result: unknown }).result;
      expect(await supported()).toEqual([ENTRY_POINT_08_ADDRESS]);

      await bundlers.stopBundler(chain.chainId);
      expect(bundlers.pidOf(chain.chainId)).toBeUndefined();
      await expect(supported()).rejects.toThrow();

      await bundlers.startBundler(chain.chainId);
      expect(bundlers.pidOf(chain.chainId)).not.toBe(firstPid);
      expect(await supported()).toEqual([ENTRY_POINT_08_ADDRESS]);
    } finally {
      await bundlers.stop();
    }
    expect(bundlers.pidOf(chain.chainId)).toBeUndefined();
  }, 60_000);
});
