/**
 * The swap API's three gas prices from the chain's one (eth_gasPrice): `standard` is it, `fast` and `instant`
 * bid higher by fixed factors, the way wallets offer faster inclusion. Integer wei, rounded down.
 */
export const FAST_GAS_PRICE_PERCENT = 125n;
export const INSTANT_GAS_PRICE_PERCENT = 150n;

export type GasPriceTiersReturnType = { standard: string; fast: string; instant: string };

export function gasPriceTiers(gasPrice: bigint): GasPriceTiersReturnType {
  return {
    standard: gasPrice.toString(),
    fast: ((gasPrice * FAST_GAS_PRICE_PERCENT) / 100n).toString(),
    instant: ((gasPrice * INSTANT_GAS_PRICE_PERCENT) / 100n).toString(),
  };
}
