import { defineNetwork } from '../defineNetwork.js';

// Formerly Klaytn (Cypress); same chain id 8217. The wallet catalogue has no image for it yet.
export const kaia = defineNetwork({
  id: 8217,
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  chainNamespace: 'eip155',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=eip155:8217'] },
    chainDefault: { http: ['https://public-en.node.kaia.io'] },
  },
  blockExplorers: {
    default: { name: 'KaiaScan', url: 'https://kaiascan.io', apiUrl: 'https://api-cypress.klaytnscope.com/api' },
  },
  contracts: {
    multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11', blockCreated: 96_002_415 },
  },
});
