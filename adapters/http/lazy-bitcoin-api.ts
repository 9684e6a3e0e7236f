/**
 * The Bitcoin API whose code (bitcoin-api.adapter.ts and its schemas) is imported with the first call: only a
 * page that sends BTC reads UTXOs and fee rates, so the composition root holds only this forwarder and an
 * EVM-only page never downloads the adapter.
 */
import type { BitcoinApi } from '../../ports/bitcoin-api.port.js';
import type { HttpClient } from './http-client.js';

export type LazyBitcoinApiParameters = { http: HttpClient };
export type LazyBitcoinApiReturnType = BitcoinApi;
/** What a call rejects with when the adapter's chunk does not load (the import's own error), else the adapter's. */
export type LazyBitcoinApiErrorType = Error;

export function lazyBitcoinApi({ http }: LazyBitcoinApiParameters): LazyBitcoinApiReturnType {
  let api: Promise<BitcoinApi> | undefined;
  const load = (): Promise<BitcoinApi> => {
    api ??= import('./bitcoin-api.adapter.js').then(({ HttpBitcoinApi }) => new HttpBitcoinApi(http));
    // A failed import is forgotten, so the next call tries again.
    api.catch(() => (api = undefined));
    return api;
  };
  return {
    getUtxos: async (parameters) => (await load()).getUtxos(parameters),
    getFeeRates: async (parameters) => (await load()).getFeeRates(parameters),
    broadcastTransaction: async (parameters) => (await load()).broadcastTransaction(parameters),
  };
}
