/**
 * The blockchain data API (CONTRACTS.md): balances, identity, history, swap quotes, prices, names, onramp.
 * Adapters add projectId, st and sv to every call and validate every answer; a failure rejects with a
 * WalletportError (HTTP_STATUS for non-2xx, INVALID_RESPONSE for a malformed body).
 */
import { serviceToken } from './service-token.js';
import type {
  BuildApproveResponse,
  BuildSwapResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  IdentityResponse,
  NameResponse,
  NameSuggestionsResponse,
  OnrampOptionsResponse,
  OnrampQuoteResponse,
  SupportedChainsResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '../domain/entities/api/blockchain-api.schema.js';
import type { HistoryResponse } from '../domain/entities/activity/transaction.js';
import type { BalanceResponse } from '../domain/entities/token/token-balance.js';

export interface BlockchainApi {
  getSupportedChains(): Promise<SupportedChainsResponse>;
  getIdentity(params: { address: string; sender?: string }): Promise<IdentityResponse>;
  getHistory(params: { address: string; chainId?: string; cursor?: string; onramp?: 'coinbase' }): Promise<HistoryResponse>;
  getBalance(params: { address: string; chainId: string; forceUpdate?: string }): Promise<BalanceResponse>;
  getSwapTokens(params: { chainId: string }): Promise<SwapTokensResponse>;
  getSwapQuote(params: { amount: string; userAddress: string; from: string; to: string; gasPrice: string }): Promise<SwapQuotesResponse>;
  getAllowance(params: { tokenAddress: string; userAddress: string }): Promise<{ allowance: string }>;
  getGasPrice(params: { chainId: string }): Promise<GasPriceResponse>;
  buildSwap(params: { amount: string; slippage: number; from: string; to: string; userAddress: string; disableEstimate?: boolean }): Promise<BuildSwapResponse>;
  buildApprove(params: { userAddress: string; from: string; to: string }): Promise<BuildApproveResponse>;
  getPrices(params: { addresses: string[] }): Promise<FungiblePriceResponse>;
  getName(params: { name: string }): Promise<NameResponse>;
  getNamesForAddress(params: { address: string; sender?: string }): Promise<NameResponse[]>;
  getNameSuggestions(params: { name: string }): Promise<NameSuggestionsResponse>;
  registerName(params: { coinType: number; address: string; message: string; signature: string }): Promise<void>;
  getOnrampOptions(): Promise<OnrampOptionsResponse>;
  /**
   * One provider's quote for paying `amount` of `paymentCurrency` (a fiat id, 'USD') for `purchaseCurrency` (a
   * purchase currency id, 'USDC') on `network` (a network `name` from the options). `provider` and
   * `paymentMethod` are walletport additions to the contract (docs/ONRAMP.md); a provider that is not asked
   * for is `coinbase`, a method `card`.
   */
  getOnrampQuote(params: {
    purchaseCurrency: string;
    paymentCurrency: string;
    amount: string;
    network: string;
    provider?: 'meld' | 'coinbase';
    paymentMethod?: 'card' | 'bank_account';
  }): Promise<OnrampQuoteResponse>;
  /**
   * The checkout address for a purchase. `provider`, `quoteId`, `paymentCurrency` and `paymentMethod` are
   * walletport additions (docs/ONRAMP.md): the checkout shows and charges the quote it was opened for.
   */
  generateOnrampUrl(params: {
    destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[];
    defaultNetwork?: string;
    partnerUserId: string;
    presetCryptoAmount?: number;
    presetFiatAmount?: number;
    provider?: 'meld' | 'coinbase';
    quoteId?: string;
    paymentCurrency?: string;
    paymentMethod?: 'card' | 'bank_account';
  }): Promise<{ url: string }>;
  /** A JSON-RPC 2.0 request to a chain through the API's RPC route. */
  rpcRequest(params: { caipNetworkId: string; method: string; params?: readonly unknown[] }): Promise<unknown>;
}

export const BlockchainApiToken = serviceToken<BlockchainApi>('BlockchainApi');
