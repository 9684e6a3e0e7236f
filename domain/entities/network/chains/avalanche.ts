import { defineNetwork } from '../defineNetwork.js';

export const avalanche = defineNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:43114'] },
    chainDefault: { http: ['https://api.avax.network/ext/bc/C/rpc'] },
  },
  blockExplorers: {
    default: { name: 'SnowTrace', url: 'https://snowtrace.io', apiUrl: 'https://api.snowtrace.io' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 11_907_934 },
  },
  assets: { imageId: '30c46e53-e989-45fb-4549-be3bd4eb3b00' },
});
