import { defineNetwork } from '../defineNetwork.js';

export const polygon = defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:137'] },
    chainDefault: { http: ['https://polygon.drpc.org'] },
  },
  blockExplorers: {
    default: { name: 'PolygonScan', url: 'https://polygonscan.com', apiUrl: 'https://api.etherscan.io/v2/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 25_770_160 },
  },
  assets: { imageId: '41d04d42-da3b-4453-8506-668cc0727900' },
});
