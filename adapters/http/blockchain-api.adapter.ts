/**
 * BlockchainApi over HTTP (CONTRACTS.md, "Blockchain API"). Paths, parameters and bodies follow the contract
 * word for word; every answer is checked with the schemas of domain/entities/api. Calls that name a network
 * (a CAIP-2 chain id or a CAIP-10 address) are skipped for a network the API does not list under `http`:
 * reads answer empty, gas price and swap building reject with the catalogue's "not supported" errors, and
 * chain RPC rejects with CHAIN_NOT_SUPPORTED. A JSON-RPC error answer is parsed into the typed wallet-standard
 * errors of domain/entities/errors/rpc-errors.ts.
 */
import {
  allowanceResponseSchema,
  apiErrorResponseSchema,
  balanceResponseSchema,
  buildApproveResponseSchema,
  buildSwapResponseSchema,
  fungiblePriceResponseSchema,
  gasPriceResponseSchema,
  historyResponseSchema,
  identityResponseSchema,
  jsonRpcResponseSchema,
  nameResponseSchema,
  nameSuggestionsResponseSchema,
  onrampOptionsResponseSchema,
  onrampQuoteResponseSchema,
  onrampUrlResponseSchema,
  reverseNameResponseSchema,
  supportedChainsResponseSchema,
  swapQuotesResponseSchema,
  swapTokensResponseSchema,
} from '../../domain/entities/api/blockchain-api.schema.js';
import { NAME_ZONE } from '../../domain/entities/constants.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../domain/entities/errors/rpc-errors.js';
import type { BlockchainApi } from '../../ports/blockchain-api.port.js';
import type { HttpClient } from './http-client.js';
import { HttpStatusError } from './http-status.error.js';
import { SupportedNetworks } from './supported-networks.js';

type Params<TMethod extends keyof BlockchainApi> = Parameters<BlockchainApi[TMethod]>[0];
type Result<TMethod extends keyof BlockchainApi> = ReturnType<BlockchainApi[TMethod]>;

const segment = encodeURIComponent;

export class HttpBlockchainApi implements BlockchainApi {
  readonly #http: HttpClient;
  readonly #supported: SupportedNetworks;
  #nextRpcId = 1;

  constructor(http: HttpClient) {
    this.#http = http;
    this.#supported = new SupportedNetworks(() => http.get('/v1/supported-chains', supportedChainsResponseSchema));
  }

  getSupportedChains(): Result<'getSupportedChains'> {
    return this.#supported.get();
  }

  getIdentity({ address, sender }: Params<'getIdentity'>): Result<'getIdentity'> {
    return this.#http.get(`/v1/identity/${segment(address)}`, identityResponseSchema, { query: { sender } });
  }

  async getHistory({ address, chainId, cursor, onramp }: Params<'getHistory'>): Result<'getHistory'> {
    if (!(await this.#supported.allows(chainId))) return { data: [], next: null };
    return this.#http.get(`/v1/account/${segment(address)}/history`, historyResponseSchema, {
      query: { cursor, chainId, onramp },
      cache: onramp === 'coinbase' ? 'no-cache' : undefined,
    });
  }

  async getBalance({ address, chainId, forceUpdate }: Params<'getBalance'>): Result<'getBalance'> {
    if (!(await this.#supported.allows(chainId))) return { balances: [] };
    return this.#http.get(`/v1/account/${segment(address)}/balance`, balanceResponseSchema, {
      query: { currency: 'usd', chainId, forceUpdate },
    });
  }

  async getSwapTokens({ chainId }: Params<'getSwapTokens'>): Result<'getSwapTokens'> {
    if (!(await this.#supported.allows(chainId))) return { tokens: [] };
    return this.#http.get('/v1/convert/tokens', swapTokensResponseSchema, { query: { chainId } });
  }

  async getSwapQuote({ amount, userAddress, from, to, gasPrice }: Params<'getSwapQuote'>): Result<'getSwapQuote'> {
    if (!(await this.#supported.allows(userAddress))) return { quotes: [] };
    return this.#http.get('/v1/convert/quotes', swapQuotesResponseSchema, {
      query: { amount, userAddress, from, to, gasPrice },
    });
  }

  async getAllowance({ tokenAddress, userAddress }: Params<'getAllowance'>): Result<'getAllowance'> {
    if (!(await this.#supported.allows(userAddress))) return { allowance: '0' };
    return this.#http.get('/v1/convert/allowance', allowanceResponseSchema, { query: { tokenAddress, userAddress } });
  }

  async getGasPrice({ chainId }: Params<'getGasPrice'>): Result<'getGasPrice'> {
    if (!(await this.#supported.allows(chainId))) throw walletportError('GAS_PRICE_NETWORK_NOT_SUPPORTED');
    return this.#http.get('/v1/convert/gas-price', gasPriceResponseSchema, { query: { chainId } });
  }

  async buildSwap({ amount, slippage, from, to, userAddress, disableEstimate }: Params<'buildSwap'>): Result<'buildSwap'> {
    if (!(await this.#supported.allows(userAddress))) throw walletportError('SWAP_NETWORK_NOT_SUPPORTED');
    const body = { amount, eip155: { slippage }, projectId: this.#http.projectId, from, to, userAddress, disableEstimate };
    return this.#http.post('/v1/convert/build-transaction', body, buildSwapResponseSchema);
  }

  async buildApprove({ userAddress, from, to }: Params<'buildApprove'>): Result<'buildApprove'> {
    if (!(await this.#supported.allows(userAddress))) throw walletportError('SWAP_NETWORK_NOT_SUPPORTED');
    return this.#http.get('/v1/convert/build-approve', buildApproveResponseSchema, { query: { userAddress, from, to } });
  }

  async getPrices({ addresses }: Params<'getPrices'>): Result<'getPrices'> {
    const allowed = await this.#filterSupported(addresses);
    if (allowed.length === 0) return { fungibles: [] };
    const body = { currency: 'usd', addresses: allowed, projectId: this.#http.projectId };
    return this.#http.post('/v1/fungible/price', body, fungiblePriceResponseSchema);
  }

  getName({ name }: Params<'getName'>): Result<'getName'> {
    return this.#http.get(`/v1/profile/account/${segment(name)}`, nameResponseSchema, { query: { apiVersion: 2 } });
  }

  getNamesForAddress({ address, sender }: Params<'getNamesForAddress'>): Result<'getNamesForAddress'> {
    return this.#http.get(`/v1/profile/reverse/${segment(address)}`, reverseNameResponseSchema, {
      query: { sender, apiVersion: 2 },
    });
  }

  getNameSuggestions({ name }: Params<'getNameSuggestions'>): Result<'getNameSuggestions'> {
    return this.#http.get(`/v1/profile/suggestions/${segment(name)}`, nameSuggestionsResponseSchema, {
      query: { zone: NAME_ZONE },
    });
  }

  async registerName({ coinType, address, message, signature }: Params<'registerName'>): Result<'registerName'> {
    try {
      await this.#http.send('POST', '/v1/profile/account', { body: { coin_type: coinType, address, message, signature } });
    } catch (error) {
      throw withApiReasons(error);
    }
  }

  getOnrampOptions(): Result<'getOnrampOptions'> {
    return this.#http.get('/v1/onramp/options', onrampOptionsResponseSchema);
  }

  getOnrampQuote(params: Params<'getOnrampQuote'>): Result<'getOnrampQuote'> {
    const { purchaseCurrency, paymentCurrency, amount, network, provider, paymentMethod } = params;
    // provider and paymentMethod are walletport's additions (docs/ONRAMP.md); left out, they are not sent.
    const body = { purchaseCurrency, paymentCurrency, amount, network, provider, paymentMethod };
    return this.#http.post('/v1/onramp/quote', body, onrampQuoteResponseSchema);
  }

  generateOnrampUrl(params: Params<'generateOnrampUrl'>): Result<'generateOnrampUrl'> {
    const body = {
      destinationWallets: params.destinationWallets,
      defaultNetwork: params.defaultNetwork,
      partnerUserId: params.partnerUserId,
      defaultExperience: 'buy',
      presetCryptoAmount: params.presetCryptoAmount,
      presetFiatAmount: params.presetFiatAmount,
      // walletport's additions (docs/ONRAMP.md): the checkout charges the quote the visitor chose.
      provider: params.provider,
      quoteId: params.quoteId,
      paymentCurrency: params.paymentCurrency,
      paymentMethod: params.paymentMethod,
    };
    return this.#http.post('/v1/generators/onrampurl', body, onrampUrlResponseSchema);
  }

  async rpcRequest({ caipNetworkId, method, params }: Params<'rpcRequest'>): Result<'rpcRequest'> {
    if (!(await this.#supported.allows(caipNetworkId))) {
      throw walletportError('CHAIN_NOT_SUPPORTED', [], { details: `Received: ${caipNetworkId}` });
    }
    const id = this.#nextRpcId++;
    const body = { jsonrpc: '2.0', id, method, params: params ?? [] };
    const answer = await this.#http.post('/v1/', body, jsonRpcResponseSchema, {
      query: { chainId: caipNetworkId, projectId: this.#http.projectId },
    });
    // A JSON-RPC error answer (execution reverted, invalid params, ...) becomes the matching typed error.
    if ('error' in answer) throw parseWalletError(answer.error);
    return answer.result;
  }

  async #filterSupported(addresses: readonly string[]): Promise<string[]> {
    const verdicts = await Promise.all(addresses.map((address) => this.#supported.allows(address)));
    return addresses.filter((_, index) => verdicts[index]);
  }
}

/** A register-name rejection with the API's `{status, reasons}` body turned into readable details. */
function withApiReasons(error: unknown): unknown {
  // The whole body, not `details`: details are cut for views, and a long reasons list would no longer parse.
  const text = error instanceof HttpStatusError ? (error.body ?? error.details) : undefined;
  if (!(error instanceof HttpStatusError) || !text) return error;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return error;
  }
  const parsed = apiErrorResponseSchema.safeParse(body);
  if (!parsed.success || parsed.data.reasons.length === 0) return error;
  const reasons = parsed.data.reasons.map((reason) => `${reason.name}: ${reason.description}`).join('; ');
  return new HttpStatusError(error.status, { request: 'POST /v1/profile/account', body: reasons, cause: error });
}
