import { defineNetwork } from '../defineNetwork.js';

// BIP-122 references are the first 32 hex characters of the genesis block hash.
const bitcoinCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;

export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: bitcoinCurrency,
  chainNamespace: 'bip122',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=bip122:000000000019d6689c085ae165831e93'] },
  },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  assets: { imageId: '0b4838db-0161-4ffe-022d-532bf03dba00' },
});

export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: bitcoinCurrency,
  chainNamespace: 'bip122',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=bip122:000000000933ea01ad0ee984209779ba'] },
  },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  assets: { imageId: '39354064-d79b-420b-065d-f980c4b78200' },
});
