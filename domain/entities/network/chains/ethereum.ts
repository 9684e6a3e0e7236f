import { defineNetwork } from '../defineNetwork.js';

export const ethereum = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:1'] },
    chainDefault: { http: ['https://ethereum.reth.rs/rpc'] },
  },
  blockExplorers: {
    default: { name: 'Etherscan', url: 'https://etherscan.io', apiUrl: 'https://api.etherscan.io/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 14_353_601 },
    ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee', blockCreated: 23_085_558 },
  },
  assets: { imageId: 'ba0ba0cd-17c6-4806-ad93-f9d174f17900' },
});
