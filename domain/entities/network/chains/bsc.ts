import { defineNetwork } from '../defineNetwork.js';

export const bsc = defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:56'] },
    chainDefault: { http: ['https://56.rpc.thirdweb.com'] },
  },
  blockExplorers: {
    default: { name: 'BscScan', url: 'https://bscscan.com', apiUrl: 'https://api.bscscan.com/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 15_921_452 },
  },
  assets: { imageId: '93564157-2e8e-4ce7-81df-b264dbee9b00' },
});
