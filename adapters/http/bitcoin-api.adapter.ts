/**
 * BitcoinApi over HTTP: the cloud's Bitcoin routes (docs/BITCOIN.md), which forward to the network's Esplora
 * API. Every answer is checked with the schemas of domain/entities/api/bitcoin-api.schema.ts. The cloud's 400
 * answers become the catalogue's errors: a network it does not serve is CHAIN_NOT_SUPPORTED, and a broadcast
 * the node refused is INVALID_TRANSACTION carrying the node's own reason (e.g. `bad-txns-inputs-missingorspent`),
 * which is what a person or a developer needs to see. Anything else stays the HttpClient's typed error.
 */
import {
  bitcoinBroadcastResponseSchema,
  bitcoinFeeRatesResponseSchema,
  bitcoinUtxosResponseSchema,
} from '../../domain/entities/api/bitcoin-api.schema.js';
import { apiErrorResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import type { WalletportError } from '../../domain/entities/errors/base.error.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { BitcoinApi } from '../../ports/bitcoin-api.port.js';
import type { HttpClient } from './http-client.js';
import { HttpStatusError } from './http-status.error.js';

type Params<TMethod extends keyof BitcoinApi> = Parameters<BitcoinApi[TMethod]>[0];
type Result<TMethod extends keyof BitcoinApi> = ReturnType<BitcoinApi[TMethod]>;

export type HttpBitcoinApiParameters = HttpClient;
export type HttpBitcoinApiReturnType = BitcoinApi;
/**
 * What the methods reject with: CHAIN_NOT_SUPPORTED, INVALID_TRANSACTION (the node's reason), or the
 * HttpClient's HTTP_STATUS, INVALID_RESPONSE, REQUEST_TIMEOUT, REQUEST_ABORTED, NETWORK_ERROR.
 */
export type HttpBitcoinApiErrorType = WalletportError;

/** The reason name the cloud gives a transaction the node refused (docs/BITCOIN.md). */
export const TRANSACTION_REFUSED_REASON = 'TRANSACTION_REFUSED';
/** The reason name of a parameter the cloud refused: the chain it does not serve. */
const CHAIN_ID_REASON = 'query.chainId';

const RAW_HEX = /^(?:[0-9a-fA-F]{2})+$/;

export class HttpBitcoinApi implements BitcoinApi {
  readonly #http: HttpClient;

  constructor(http: HttpBitcoinApiParameters) {
    this.#http = http;
  }

  async getUtxos({ chainId, address }: Params<'getUtxos'>): Result<'getUtxos'> {
    return this.#typed(() => this.#http.get('/v1/bitcoin/utxo', bitcoinUtxosResponseSchema, { query: { chainId, address }, cache: 'no-cache' }));
  }

  async getFeeRates({ chainId }: Params<'getFeeRates'>): Result<'getFeeRates'> {
    return this.#typed(() => this.#http.get('/v1/bitcoin/fee-estimates', bitcoinFeeRatesResponseSchema, { query: { chainId } }));
  }

  async broadcastTransaction({ chainId, hex }: Params<'broadcastTransaction'>): Result<'broadcastTransaction'> {
    // Never send what is not a transaction's bytes: the caller built it, so this is our bug, not the node's.
    if (!RAW_HEX.test(hex)) throw walletportError('INVALID_TRANSACTION', ['not a raw transaction in hex']);
    return this.#typed(() => this.#http.post('/v1/bitcoin/tx', { hex }, bitcoinBroadcastResponseSchema, { query: { chainId } }));
  }

  async #typed<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw fromCloudRefusal(error);
    }
  }
}

/** A 400 whose `{status, reasons}` body names the chain or the node's refusal, as the catalogue's error. */
function fromCloudRefusal(error: unknown): unknown {
  if (!(error instanceof HttpStatusError) || error.status !== 400 || !error.body) return error;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return error;
  }
  const parsed = apiErrorResponseSchema.safeParse(body);
  if (!parsed.success) return error;
  const refused = parsed.data.reasons.find((reason) => reason.name === TRANSACTION_REFUSED_REASON);
  if (refused) return walletportError('INVALID_TRANSACTION', [refused.description], { cause: error });
  const chain = parsed.data.reasons.find((reason) => reason.name === CHAIN_ID_REASON);
  if (chain) return walletportError('CHAIN_NOT_SUPPORTED', [], { cause: error, details: chain.description });
  return error;
}
