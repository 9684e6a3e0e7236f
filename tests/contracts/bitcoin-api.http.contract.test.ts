/**
 * The shipped HTTP adapter (adapters/http/bitcoin-api.adapter.ts) held to the Bitcoin API contract against
 * real parts: the local cloud forwarding to the devstack's ledger (on free ports, mining on demand).
 */
import { afterAll, beforeAll } from 'vitest';
import { HttpBitcoinApi } from '../../adapters/http/bitcoin-api.adapter.js';
import { HttpClient } from '../../adapters/http/http-client.js';
import { useBitcoinTestNode } from '../../devstack/bitcoin/testing/bitcoin-test-node.js';
import { COMMON_QUERY, startTestCloud, type TestCloud } from '../../devstack/cloud/testing/cloud-client.js';
import { describeBitcoinApiContract } from './bitcoin-api.contract.js';

const ledger = useBitcoinTestNode();
let cloud: TestCloud;
let api: HttpBitcoinApi;

beforeAll(async () => {
  cloud = await startTestCloud({ dataDir: null, chains: [], supportedChainIds: [], bitcoin: { caip2: ledger.node.caip2, url: ledger.node.url } });
  api = new HttpBitcoinApi(new HttpClient({ baseUrl: cloud.url, projectId: COMMON_QUERY.projectId, sdkType: COMMON_QUERY.st, sdkVersion: COMMON_QUERY.sv }));
});
afterAll(() => cloud?.dispose());

describeBitcoinApiContract('HttpBitcoinApi through the local cloud and ledger', {
  api: () => api,
  chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  otherChainId: 'bip122:000000000019d6689c085ae165831e93',
  fund: async (address, sats) => {
    const response = await fetch(`${ledger.node.url}/__admin/faucet`, { method: 'POST', body: JSON.stringify({ address, sats }) });
    if (!response.ok) throw new Error(`faucet: ${response.status} ${await response.text()}`);
    ledger.node.mine();
  },
  confirm: async () => void ledger.node.mine(),
});
