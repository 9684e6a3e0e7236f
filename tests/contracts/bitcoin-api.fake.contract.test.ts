import { FAKE_BITCOIN_CHAIN_ID, FakeBitcoinApi } from '../fakes/bitcoin-api.fake.js';
import { describeBitcoinApiContract } from './bitcoin-api.contract.js';

const api = new FakeBitcoinApi();

describeBitcoinApiContract('FakeBitcoinApi', {
  api: () => api,
  chainId: FAKE_BITCOIN_CHAIN_ID,
  otherChainId: 'bip122:000000000019d6689c085ae165831e93',
  fund: async (address, sats) => void api.fund(address, sats),
  confirm: async () => api.confirm(),
});
