/**
 * Bitcoin (bip122) chain data through the blockchain API (the local cloud forwards to the devstack's ledger;
 * docs/BITCOIN.md): the unspent outputs a payment is built from, the fee rates, and the broadcast of a checked,
 * signed transaction. Balances and history come from BlockchainApi's usual balance and history calls. Adapters
 * add projectId and validate every answer (zod); a failure rejects with a WalletportError.
 */
import { serviceToken } from './service-token.js';

/** One unspent output of an address (Esplora's shape). `value` in satoshis. */
export type BitcoinUtxo = {
  readonly txid: string;
  readonly vout: number;
  readonly value: number;
  readonly status: { readonly confirmed: boolean; readonly block_height?: number | undefined };
};

/** Esplora's fee estimates: confirmation target in blocks ('1', '3', '6', ...) -> sat/vB. */
export type BitcoinFeeRates = Readonly<Record<string, number>>;

export interface BitcoinApi {
  /** `chainId` is the CAIP-2 id (`bip122:<reference>`). */
  getUtxos(params: { chainId: string; address: string }): Promise<readonly BitcoinUtxo[]>;
  getFeeRates(params: { chainId: string }): Promise<BitcoinFeeRates>;
  /** A raw transaction (hex); resolves with its txid; a refusal carries the node's reason. */
  broadcastTransaction(params: { chainId: string; hex: string }): Promise<{ txid: string }>;
}

/** Undefined in a container built without one (tests that send no BTC); the composition root always gives it. */
export const BitcoinApiToken = serviceToken<BitcoinApi | undefined>('BitcoinApi');
