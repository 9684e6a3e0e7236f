import { defineNetwork } from '../defineNetwork.js';

export const sepolia = defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:11155111'] },
    chainDefault: { http: ['https://11155111.rpc.thirdweb.com'] },
  },
  blockExplorers: {
    default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io', apiUrl: 'https://api-sepolia.etherscan.io/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 751_532 },
    ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee', blockCreated: 8_928_790 },
  },
  testnet: true,
  assets: { imageId: 'e909ea0a-f92a-4512-c8fc-748044ea6800' },
});
