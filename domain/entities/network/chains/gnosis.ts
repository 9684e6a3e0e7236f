import { defineNetwork } from '../defineNetwork.js';

export const gnosis = defineNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:100'] },
    chainDefault: { http: ['https://rpc.gnosischain.com'] },
  },
  blockExplorers: {
    default: { name: 'Gnosisscan', url: 'https://gnosisscan.io', apiUrl: 'https://api.gnosisscan.io/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 21_022_491 },
  },
  assets: { imageId: '02b53f6a-e3d4-479e-1cb4-21178987d100' },
});
