import { defineNetwork } from '../defineNetwork.js';

export const optimism = defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:10'] },
    chainDefault: { http: ['https://mainnet.optimism.io'] },
  },
  blockExplorers: {
    default: {
      name: 'Optimism Explorer',
      url: 'https://optimistic.etherscan.io',
      apiUrl: 'https://api-optimistic.etherscan.io/api',
    },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 4_286_263 },
    portal: { 1: { address: '0xbEb5Fc579115071764c7423A4f12eDde41f106Ed' } },
    l1StandardBridge: { 1: { address: '0x99C9fc46f92E8a1c0deC1b1747d010903E884bE1' } },
  },
  sourceId: 1,
  assets: { imageId: 'ab9c186a-c52f-464b-2906-ca59d760a400' },
});
