/**
 * The networks walletport ships. Import the ones you need by name; `shippedNetworks` lists them all for
 * tests and pickers (bundlers drop it when unused).
 */
import { arbitrum } from './arbitrum.js';
import { arbitrumSepolia } from './arbitrumSepolia.js';
import { aurora } from './aurora.js';
import { avalanche } from './avalanche.js';
import { base } from './base.js';
import { baseSepolia } from './baseSepolia.js';
import { bitcoin, bitcoinTestnet } from './bitcoin.js';
import { bsc } from './bsc.js';
import { ethereum } from './ethereum.js';
import { fantom } from './fantom.js';
import { gnosis } from './gnosis.js';
import { kaia } from './kaia.js';
import { optimism } from './optimism.js';
import { optimismSepolia } from './optimismSepolia.js';
import { polygon } from './polygon.js';
import { polygonAmoy } from './polygonAmoy.js';
import { sepolia } from './sepolia.js';
import { solana, solanaDevnet, solanaTestnet } from './solana.js';
import { walletportBitcoinRegtest, walletportDevnetA, walletportDevnetB, walletportDevnetC } from './walletportDevnets.js';
import { zksync } from './zksync.js';

/** viem's and wagmi's name for Ethereum mainnet. */
const mainnet = ethereum;

export {
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bitcoin,
  bitcoinTestnet,
  bsc,
  ethereum,
  fantom,
  gnosis,
  kaia,
  mainnet,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  sepolia,
  solana,
  solanaDevnet,
  solanaTestnet,
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
  walletportBitcoinRegtest,
  zksync,
};

/** The twelve swap networks, in the order of SWAP_SUPPORTED_CHAIN_IDS. */
export const swapNetworks = [
  ethereum,
  arbitrum,
  optimism,
  zksync,
  base,
  bsc,
  polygon,
  gnosis,
  avalanche,
  fantom,
  kaia,
  aurora,
] as const;

export const shippedNetworks = [
  ...swapNetworks,
  sepolia,
  baseSepolia,
  arbitrumSepolia,
  optimismSepolia,
  polygonAmoy,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
  walletportDevnetA,
  walletportDevnetB,
  walletportDevnetC,
  walletportBitcoinRegtest,
] as const;
