/**
 * Chains plus cloud for chain-backed tests: free ports first, so the cloud knows the chains' RPC URLs and the
 * chains' NFT tokenURI points at this cloud. Start once per test file (beforeAll).
 */
import { freePort, startChains, type RunningChains } from '../../chains/index.js';
import { startTestCloud, type TestCloud } from './cloud-client.js';
import type { StartCloudOptions } from '../start-cloud.js';
import { DEVSTACK_CHAINS } from '../../config.js';

export type ChainWorld = { chains: RunningChains; cloud: TestCloud; stop(): Promise<void> };

export async function startChainWorld(options: StartCloudOptions = {}): Promise<ChainWorld> {
  const ports = { a: await freePort(), b: await freePort(), c: await freePort() };
  const cloud = await startTestCloud({
    dataDir: null,
    chains: (['a', 'b', 'c'] as const).map((key) => ({ chainId: DEVSTACK_CHAINS[key].chainId, rpcUrl: `http://127.0.0.1:${ports[key]}` })),
    ...options,
  });
  let chains: RunningChains;
  try {
    chains = await startChains({ ports, nftBaseUri: `${cloud.url}/devstack/nft/` });
  } catch (error) {
    await cloud.dispose();
    throw error;
  }
  return {
    chains,
    cloud,
    stop: async () => {
      await cloud.dispose();
      await chains.stop();
    },
  };
}
