/**
 * The EVM chain a registration's coin type names: ENSIP-11's `0x80000000 | chainId`, or SLIP-44's 60 for
 * Ethereum mainnet (older clients send it). Undefined for any other coin type.
 */
const EVM_COIN_TYPE_FLAG = 0x8000_0000;
const ETHER_SLIP44_COIN_TYPE = 60;

export function chainIdFromCoinType(coinType: number): number | undefined {
  if (coinType === ETHER_SLIP44_COIN_TYPE) return 1;
  if (!Number.isInteger(coinType) || coinType < EVM_COIN_TYPE_FLAG || coinType > 0xffff_ffff) return undefined;
  return coinType - EVM_COIN_TYPE_FLAG;
}
