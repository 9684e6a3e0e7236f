import { defineNetwork } from '../defineNetwork.js';

/*
 * Solana CAIP-2 references are the first 32 characters of each cluster's genesis hash. The deprecated ids
 * are the references early WalletConnect sessions used; wallets may still send them.
 */
const solanaCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;
const solscan = { default: { name: 'Solscan', url: 'https://solscan.io' } } as const;
const solanaImageId = 'a1b58899-f671-4276-6a5e-56ca5bd59700';

export const solana = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  network: 'solana-mainnet',
  nativeCurrency: solanaCurrency,
  chainNamespace: 'solana',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] },
    chainDefault: { http: ['https://api.mainnet-beta.solana.com'], webSocket: ['wss://api.mainnet-beta.solana.com'] },
  },
  blockExplorers: solscan,
  testnet: false,
  assets: { imageId: solanaImageId },
});

export const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  network: 'solana-devnet',
  nativeCurrency: solanaCurrency,
  chainNamespace: 'solana',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] },
    chainDefault: { http: ['https://api.devnet.solana.com'], webSocket: ['wss://api.devnet.solana.com'] },
  },
  blockExplorers: solscan,
  testnet: true,
  assets: { imageId: solanaImageId },
});

// No legacy id is known for testnet: WalletConnect's early Solana ids covered mainnet and devnet only.
export const solanaTestnet = defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  network: 'solana-testnet',
  nativeCurrency: solanaCurrency,
  chainNamespace: 'solana',
  rpcUrls: {
    default: { http: ['https://rpc.walletconnect.org/v1/?chainId=solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'] },
    chainDefault: { http: ['https://api.testnet.solana.com'], webSocket: ['wss://api.testnet.solana.com'] },
  },
  blockExplorers: solscan,
  testnet: true,
  assets: { imageId: solanaImageId },
});
