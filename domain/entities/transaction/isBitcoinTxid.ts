/** A txid as Bitcoin tools write it: 32 bytes in hex, lower case, byte-reversed (Esplora's and the wallets'). */
const TXID = /^[0-9a-f]{64}$/;

export type IsBitcoinTxidParameters = unknown;
export type IsBitcoinTxidReturnType = boolean;
export type IsBitcoinTxidErrorType = never;

/** True when `value` is a Bitcoin transaction id (no 0x prefix, unlike an EVM transaction hash). */
export function isBitcoinTxid(value: IsBitcoinTxidParameters): value is string {
  return typeof value === 'string' && TXID.test(value);
}
