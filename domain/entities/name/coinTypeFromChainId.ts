import { MAX_COIN_TYPE_CHAIN_ID } from '../constants.js';
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';

// ENSIP-11 marks EVM coin types with the high bit, which is the same number as the chain-id bound 2^31.
const EVM_COIN_TYPE_FLAG = MAX_COIN_TYPE_CHAIN_ID;

export type CoinTypeFromChainIdParameters = number;
export type CoinTypeFromChainIdReturnType = number;
export type CoinTypeFromChainIdErrorType = WalletportError<'INVALID_CHAIN_ID'>;

/**
 * The coin type a name registration sends for an EVM chain: `0x80000000 | chainId`, for every chain,
 * Ethereum mainnet included (2147483649, not SLIP-44's 60): the production name service files addresses
 * under what its own client sends, so a name registered with 60 would not be found under the coin type the
 * service answers with. A chain id that is not an integer from 0 to 2^31 - 1 throws INVALID_CHAIN_ID
 * ('Invalid chainId').
 */
export function coinTypeFromChainId(chainId: CoinTypeFromChainIdParameters): CoinTypeFromChainIdReturnType {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= MAX_COIN_TYPE_CHAIN_ID) {
    throw walletportError('INVALID_CHAIN_ID', [], { details: `chainId ${chainId} does not fit in 31 bits` });
  }
  // `>>> 0` reads the 32-bit result as unsigned; `|` alone would give a negative number.
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0;
}
