import { defineNetwork } from '../defineNetwork.js';

// The blockchain API does not proxy Fantom, so the modal calls the chain's public endpoint directly.
export const fantom = defineNetwork({
  id: 250,
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://250.rpc.thirdweb.com'] },
    chainDefault: { http: ['https://250.rpc.thirdweb.com'] },
  },
  blockExplorers: {
    default: { name: 'FTMScan', url: 'https://ftmscan.com', apiUrl: 'https://api.ftmscan.com/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 33_001_987 },
  },
  assets: { imageId: '06b26297-fe0c-4733-5d6b-ffa5498aac00' },
});
