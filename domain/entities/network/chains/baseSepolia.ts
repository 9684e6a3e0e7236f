import { defineNetwork } from '../defineNetwork.js';

export const baseSepolia = defineNetwork({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:84532'] },
    chainDefault: { http: ['https://sepolia.base.org'] },
  },
  blockExplorers: {
    default: { name: 'Basescan', url: 'https://sepolia.basescan.org', apiUrl: 'https://api-sepolia.basescan.org/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 1_059_647 },
    portal: { 11155111: { address: '0x49f53e41452c74589e85ca1677426ba426459e85', blockCreated: 4_446_677 } },
    l1StandardBridge: { 11155111: { address: '0xfd0Bf71F60660E2f608ed56e1659C450eB113120', blockCreated: 4_446_677 } },
  },
  testnet: true,
  sourceId: 11155111,
  assets: { imageId: 'a18a7ecd-e307-4360-4746-283182228e00' },
});
