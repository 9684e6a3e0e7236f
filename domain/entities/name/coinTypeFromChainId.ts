import { MAX_COIN_TYPE_CHAIN_ID } from '../constants.js';
import { walletportError } from '../errors/catalogue.js';

// SLIP-44 coin type of Ether; ENSIP-11 keeps it for Ethereum mainnet instead of 0x80000001.
const ETHEREUM_MAINNET_CHAIN_ID = 1;
const ETHEREUM_COIN_TYPE = 60;
// ENSIP-11 marks EVM coin types with the high bit, which is the same number as the chain-id bound 2^31.
const EVM_COIN_TYPE_FLAG = MAX_COIN_TYPE_CHAIN_ID;

/**
 * The ENSIP-11 coin type a name record uses for an EVM chain: `0x80000000 | chainId`, except 60 for Ethereum
 * mainnet. A chain id that is not an integer from 0 to 2^31 - 1 throws INVALID_CHAIN_ID ('Invalid chainId').
 */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_COIN_TYPE_CHAIN_ID) {
    throw walletportError('INVALID_CHAIN_ID', [], { details: `chainId ${chainId} does not fit in 31 bits` });
  }
  if (chainId === ETHEREUM_MAINNET_CHAIN_ID) return ETHEREUM_COIN_TYPE;
  // `>>> 0` reads the 32-bit result as unsigned; `|` alone would give a negative number.
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0;
}
