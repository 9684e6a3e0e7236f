import { defineNetwork } from '../defineNetwork.js';

export const aurora = defineNetwork({
  id: 1313161554,
  name: 'Aurora',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:1313161554'] },
    chainDefault: { http: ['https://mainnet.aurora.dev'] },
  },
  blockExplorers: {
    default: { name: 'Aurorascan', url: 'https://aurorascan.dev', apiUrl: 'https://aurorascan.dev/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 62_907_816 },
  },
  assets: { imageId: '3ff73439-a619-4894-9262-4470c773a100' },
});
