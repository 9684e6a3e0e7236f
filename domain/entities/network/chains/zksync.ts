import { defineNetwork } from '../defineNetwork.js';

export const zksync = defineNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:324'] },
    chainDefault: { http: ['https://mainnet.era.zksync.io'] },
  },
  blockExplorers: {
    default: {
      name: 'ZKsync Explorer',
      url: 'https://explorer.zksync.io',
      apiUrl: 'https://block-explorer-api.mainnet.zksync.io/api',
    },
  },
  contracts: {
    multicall3: { address: '0xF9cda624FBC7e059355ce98a31693d299FACd963', blockCreated: 3_908_235 },
  },
  assets: { imageId: 'b310f07f-4ef7-49f3-7073-2a0a39685800' },
});
