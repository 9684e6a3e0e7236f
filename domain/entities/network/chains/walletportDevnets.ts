import { defineNetwork } from '../defineNetwork.js';

/*
 * The two local chains of the devstack (anvil-style nodes on the loopback address). Two of them, so network
 * switching can be exercised offline. Chain ids 31337/31338 are the usual local-development ids.
 */
const localEther = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export const walletportDevnetA = defineNetwork({
  id: 31337,
  name: 'Walletport Devnet A',
  nativeCurrency: localEther,
  chainNamespace: 'eip155',
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
});

export const walletportDevnetB = defineNetwork({
  id: 31338,
  name: 'Walletport Devnet B',
  nativeCurrency: localEther,
  chainNamespace: 'eip155',
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  // Declared a main network, as the devstack declares it, so the identity rule (looked up only on EVM
  // networks that are not testnets) has a local chain where it applies.
  testnet: false,
});

/** A third local chain the devstack's test wallet does not know, so "add this network" (4902) is real. */
export const walletportDevnetC = defineNetwork({
  id: 31339,
  name: 'Walletport Devnet C',
  nativeCurrency: localEther,
  chainNamespace: 'eip155',
  rpcUrls: { default: { http: ['http://127.0.0.1:8547'] } },
  testnet: true,
});

/**
 * The devstack's Bitcoin ledger (regtest: its reference is regtest's genesis hash, so regtest addresses,
 * `bcrt1...`, belong to it). Its RPC URL is the ledger's Esplora-shaped API; the product reads through the cloud.
 */
export const walletportBitcoinRegtest = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Walletport Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  chainNamespace: 'bip122',
  rpcUrls: { default: { http: ['http://127.0.0.1:4950'] } },
  testnet: true,
});
