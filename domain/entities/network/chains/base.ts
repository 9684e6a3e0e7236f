import { defineNetwork } from '../defineNetwork.js';

export const base = defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:8453'] },
    chainDefault: { http: ['https://mainnet.base.org'] },
  },
  blockExplorers: {
    default: { name: 'Basescan', url: 'https://basescan.org', apiUrl: 'https://api.basescan.org/api' },
  },
  contracts: {
    multicall3: { address: '0xca11bde05977b3631167028862be2a173976ca11', blockCreated: 5022 },
    portal: { 1: { address: '0x49048044D57e1C92A77f79988d21Fa8fAF74E97e', blockCreated: 17_482_143 } },
    l1StandardBridge: { 1: { address: '0x3154Cf16ccdb4C6d922629664174b904d80F2C35', blockCreated: 17_482_143 } },
  },
  sourceId: 1,
  assets: { imageId: '7289c336-3981-4081-c5f4-efc26ac64a00' },
});
