/**
 * The blockchain API in memory. The test sets what it holds (supported chains, balances, identities, history
 * pages, swap data, prices, names, onramp answers, an RPC handler); computed answers (quotes, built
 * transactions, onramp quote and URL) are public functions a test may replace; the convert ones may answer with
 * a promise, so a test decides when (and in which order) quotes and builds land. Every answer a default
 * produces passes the zod schemas of the HTTP edge. Each call is recorded per method (`calls.getBalance`),
 * failed ones included, so tests can count requests to prove caching and retry lockouts. `failNext` and
 * `failAlways` make a method reject.
 *
 * The fake answers what it holds: it does not skip networks missing from `supportedChains.http`.
 */
import { keccak256, stringToHex } from 'viem';
import type {
  BuildApproveResponse,
  BuildSwapResponse,
  FungiblePriceResponse,
  GasPriceResponse,
  IdentityResponse,
  NameResponse,
  OnrampOptionsResponse,
  OnrampQuoteResponse,
  SupportedChainsResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '../../domain/entities/api/blockchain-api.schema.js';
import type { ActivityTransaction } from '../../domain/entities/activity/transaction.js';
import { NAME_SUFFIX } from '../../domain/entities/constants.js';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { TokenBalance } from '../../domain/entities/token/token-balance.js';
import type { BlockchainApi } from '../../ports/blockchain-api.port.js';
import { fakeOnrampOptions, fakeOnrampQuote } from './onramp-provider.fake.js';

export type BlockchainApiMethod = keyof BlockchainApi;
export type BlockchainApiParams<M extends BlockchainApiMethod> =
  Parameters<BlockchainApi[M]> extends [infer P, ...unknown[]] ? P : undefined;
type Answer<M extends BlockchainApiMethod> = Awaited<ReturnType<BlockchainApi[M]>>;

const METHODS = [
  'getSupportedChains',
  'getIdentity',
  'getHistory',
  'getBalance',
  'getSwapTokens',
  'getSwapQuote',
  'getAllowance',
  'getGasPrice',
  'buildSwap',
  'buildApprove',
  'getPrices',
  'getName',
  'getNamesForAddress',
  'getNameSuggestions',
  'registerName',
  'getOnrampOptions',
  'getOnrampQuote',
  'generateOnrampUrl',
  'rpcRequest',
] as const satisfies readonly BlockchainApiMethod[];
// Fails to compile when the port gains a method this list (and so `calls`) lacks.
const _everyMethodListed: [Exclude<BlockchainApiMethod, (typeof METHODS)[number]>] extends [never] ? true : false = true;

export const FAKE_SWAP_ROUTER = '0x1111111254eeb25477b68fb85ed929f73a960582';
const ICON = 'https://assets.example.test/icon.png';

/** A valid token balance: 1 ETH on eip155:1 at 3000 USD, with any field replaced. */
export function fakeTokenBalance(overrides: Partial<TokenBalance> = {}): TokenBalance {
  return {
    name: 'Ethereum',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 3000,
    price: 3000,
    quantity: { decimals: '18', numeric: '1' },
    iconUrl: ICON,
    ...overrides,
  };
}

/** A valid confirmed history item (a 0.1 ETH send), with any field or metadata field replaced. */
export function fakeActivityTransaction(
  overrides: Partial<Omit<ActivityTransaction, 'metadata'>> & { metadata?: Partial<ActivityTransaction['metadata']> } = {},
): ActivityTransaction {
  const { metadata, ...rest } = overrides;
  return {
    id: 'tx-1',
    transfers: [
      {
        fungible_info: { name: 'Ethereum', symbol: 'ETH', icon: { url: ICON } },
        direction: 'out',
        quantity: { numeric: '0.1' },
        value: 300,
        price: 3000,
      },
    ],
    ...rest,
    metadata: {
      operationType: 'send',
      hash: `0x${'ab'.repeat(32)}`,
      chain: 'eip155:1',
      minedAt: '2026-01-15T12:00:00Z',
      sentFrom: '0x0000000000000000000000000000000000000001',
      sentTo: '0x0000000000000000000000000000000000000002',
      status: 'confirmed',
      nonce: 0,
      ...metadata,
    },
  };
}

export class FakeBlockchainApi implements BlockchainApi {
  /** Every call's parameters, per method, failed calls included. */
  readonly calls = Object.fromEntries(METHODS.map((method) => [method, []])) as unknown as {
    [M in BlockchainApiMethod]: BlockchainApiParams<M>[];
  };

  supportedChains: SupportedChainsResponse = {
    http: ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ws: [],
  };
  /** The provider's options (onramp-provider.fake.ts: the devstack's, with its limits). */
  onrampOptions: OnrampOptionsResponse = fakeOnrampOptions();
  /** Gas prices per CAIP-2 network; networks not listed get `defaultGasPrice`. */
  readonly gasPrices = new Map<string, GasPriceResponse>();
  defaultGasPrice: GasPriceResponse = { standard: '1000000000', fast: '1500000000', instant: '2000000000' };

  /** Quotes for a swap: by default 1:1, the amounts as asked. */
  quoteFor = (params: BlockchainApiParams<'getSwapQuote'>): SwapQuotesResponse | Promise<SwapQuotesResponse> => ({
    quotes: [{ id: 'quote-1', fromAmount: params.amount, fromAccount: params.from, toAmount: params.amount, toAccount: params.to }],
  });
  /** The swap transaction built for a request. */
  swapTransactionFor = (params: BlockchainApiParams<'buildSwap'>): BuildSwapResponse | Promise<BuildSwapResponse> => ({
    tx: {
      from: params.userAddress,
      to: FAKE_SWAP_ROUTER,
      data: keccak256(stringToHex(`swap:${params.from}:${params.to}:${params.amount}`)),
      amount: params.amount,
      eip155: { gas: '150000', gasPrice: this.defaultGasPrice.standard },
    },
  });
  /** The approval transaction built for a request (ERC-20 approve on the source token). */
  approveTransactionFor = (params: BlockchainApiParams<'buildApprove'>): BuildApproveResponse | Promise<BuildApproveResponse> => ({
    tx: {
      from: params.userAddress,
      to: params.from,
      data: `0x095ea7b3${FAKE_SWAP_ROUTER.slice(2).padStart(64, '0')}${'f'.repeat(64)}`,
      value: '0',
      eip155: { gas: '60000', gasPrice: this.defaultGasPrice.standard },
    },
  });
  /** An onramp quote by the provider's rules (onramp-provider.fake.ts): per-provider fees, limits, refusals. */
  onrampQuoteFor = (params: BlockchainApiParams<'getOnrampQuote'>): OnrampQuoteResponse =>
    fakeOnrampQuote(this.onrampOptions, params, `quote-${this.calls.getOnrampQuote.length}`);
  /** The checkout address: the provider's page for the quote. */
  onrampUrlFor = (params: BlockchainApiParams<'generateOnrampUrl'>): { url: string } => ({
    url: `https://pay.example.test/${params.provider ?? 'coinbase'}/checkout/${encodeURIComponent(params.quoteId ?? 'none')}?partnerUserId=${encodeURIComponent(params.partnerUserId)}`,
  });
  /** Chain RPC: eth_chainId and eth_blockNumber by default; anything else is 'Method not found'. */
  rpcHandler = (params: BlockchainApiParams<'rpcRequest'>): unknown => {
    const reference = params.caipNetworkId.split(':')[1] ?? '';
    if (params.method === 'eth_chainId') return `0x${Number(reference).toString(16)}`;
    if (params.method === 'eth_blockNumber') return '0x1';
    throw { code: -32601, message: 'Method not found' };
  };

  readonly #balances = new Map<string, TokenBalance[]>();
  readonly #identities = new Map<string, IdentityResponse>();
  readonly #history = new Map<string, ActivityTransaction[][]>();
  readonly #purchases = new Map<string, ActivityTransaction[]>();
  readonly #swapTokens = new Map<string, SwapTokensResponse['tokens']>();
  readonly #allowances = new Map<string, string>();
  readonly #prices = new Map<string, FungiblePriceResponse['fungibles'][number]>();
  readonly #names = new Map<string, NameResponse>();
  readonly #failNext = new Map<BlockchainApiMethod, unknown[]>();
  readonly #failAlways = new Map<BlockchainApiMethod, unknown>();

  // --- Failure switches ---

  /** The next call of `method` rejects with `error` (queued: two calls of failNext fail two calls). */
  failNext(method: BlockchainApiMethod, error: unknown = walletportError('HTTP_STATUS', [500])): void {
    this.#failNext.set(method, [...(this.#failNext.get(method) ?? []), error]);
  }

  /** Every call of `method` rejects with `error` until `heal`. */
  failAlways(method: BlockchainApiMethod, error: unknown = walletportError('HTTP_STATUS', [500])): void {
    this.#failAlways.set(method, error);
  }

  /** Clears the failures of one method, or of all. */
  heal(method?: BlockchainApiMethod): void {
    if (method === undefined) {
      this.#failNext.clear();
      this.#failAlways.clear();
      return;
    }
    this.#failNext.delete(method);
    this.#failAlways.delete(method);
  }

  callCount(method: BlockchainApiMethod): number {
    return this.calls[method].length;
  }

  // --- What the fake holds ---

  setBalances(address: string, chainId: string, balances: readonly TokenBalance[]): void {
    this.#balances.set(addressKey(address, chainId), [...balances]);
  }

  setIdentity(address: string, identity: IdentityResponse): void {
    this.#identities.set(address.toLowerCase(), identity);
  }

  /** History pages for an address; page n's cursor is `page-n`, and the last page has `next: null`. */
  setHistory(address: string, pages: readonly (readonly ActivityTransaction[])[]): void {
    this.#history.set(address.toLowerCase(), pages.map((page) => [...page]));
  }

  /**
   * The on-ramp purchases of an address, newest first, as `getHistory({address, onramp: 'coinbase'})` answers
   * them (one page; the chain history pages stay apart, as the cloud keeps them). Replaces what was set.
   */
  setPurchases(address: string, purchases: readonly ActivityTransaction[]): void {
    this.#purchases.set(address.toLowerCase(), [...purchases]);
  }

  /** A new purchase of an address, as the provider records one once paid: it comes first (newest first). */
  pushPurchase(address: string, purchase: ActivityTransaction): void {
    this.#purchases.set(address.toLowerCase(), [purchase, ...(this.#purchases.get(address.toLowerCase()) ?? [])]);
  }

  /** Changes a recorded purchase's metadata (its delivery succeeded or failed). */
  updatePurchase(address: string, id: string, metadata: Partial<ActivityTransaction['metadata']>): void {
    const purchases = this.#purchases.get(address.toLowerCase()) ?? [];
    this.#purchases.set(
      address.toLowerCase(),
      purchases.map((purchase) => (purchase.id === id ? { ...purchase, metadata: { ...purchase.metadata, ...metadata } } : purchase)),
    );
  }

  setSwapTokens(chainId: string, tokens: SwapTokensResponse['tokens']): void {
    this.#swapTokens.set(chainId, tokens);
  }

  setAllowance(tokenAddress: string, userAddress: string, allowance: string): void {
    this.#allowances.set(`${tokenAddress.toLowerCase()}|${userAddress.toLowerCase()}`, allowance);
  }

  setPrice(address: string, fungible: Omit<FungiblePriceResponse['fungibles'][number], 'address'>): void {
    this.#prices.set(address.toLowerCase(), { address, ...fungible });
  }

  /** Plants a registered name (as if registered earlier). */
  setName(name: NameResponse): void {
    this.#names.set(name.name, name);
  }

  // --- The port ---

  getSupportedChains(): Promise<SupportedChainsResponse> {
    return this.#call('getSupportedChains', undefined, () => this.supportedChains);
  }

  getIdentity(params: BlockchainApiParams<'getIdentity'>): Promise<IdentityResponse> {
    return this.#call('getIdentity', params, () => this.#identities.get(params.address.toLowerCase()) ?? { name: null, avatar: null });
  }

  getHistory(params: BlockchainApiParams<'getHistory'>) {
    return this.#call('getHistory', params, () => {
      if (params.onramp === 'coinbase') return { data: this.#purchases.get(params.address.toLowerCase()) ?? [], next: null };
      const pages = this.#history.get(params.address.toLowerCase()) ?? [];
      const index = params.cursor === undefined ? 0 : Number(/^page-(\d+)$/.exec(params.cursor)?.[1] ?? Number.NaN);
      const page = pages[index];
      if (!page) return { data: [], next: null };
      return { data: page, next: index + 1 < pages.length ? `page-${index + 1}` : null };
    });
  }

  getBalance(params: BlockchainApiParams<'getBalance'>) {
    return this.#call('getBalance', params, () => ({ balances: this.#balances.get(addressKey(params.address, params.chainId)) ?? [] }));
  }

  getSwapTokens(params: BlockchainApiParams<'getSwapTokens'>): Promise<SwapTokensResponse> {
    return this.#call('getSwapTokens', params, () => ({ tokens: this.#swapTokens.get(params.chainId) ?? [] }));
  }

  getSwapQuote(params: BlockchainApiParams<'getSwapQuote'>): Promise<SwapQuotesResponse> {
    return this.#call('getSwapQuote', params, () => this.quoteFor(params));
  }

  getAllowance(params: BlockchainApiParams<'getAllowance'>): Promise<{ allowance: string }> {
    return this.#call('getAllowance', params, () => ({
      allowance: this.#allowances.get(`${params.tokenAddress.toLowerCase()}|${params.userAddress.toLowerCase()}`) ?? '0',
    }));
  }

  getGasPrice(params: BlockchainApiParams<'getGasPrice'>): Promise<GasPriceResponse> {
    return this.#call('getGasPrice', params, () => this.gasPrices.get(params.chainId) ?? this.defaultGasPrice);
  }

  buildSwap(params: BlockchainApiParams<'buildSwap'>): Promise<BuildSwapResponse> {
    return this.#call('buildSwap', params, () => this.swapTransactionFor(params));
  }

  buildApprove(params: BlockchainApiParams<'buildApprove'>): Promise<BuildApproveResponse> {
    return this.#call('buildApprove', params, () => this.approveTransactionFor(params));
  }

  getPrices(params: BlockchainApiParams<'getPrices'>): Promise<FungiblePriceResponse> {
    return this.#call('getPrices', params, () => ({
      fungibles: params.addresses.flatMap((address) => this.#prices.get(address.toLowerCase()) ?? []),
    }));
  }

  /** Rejects with HTTP_STATUS 404 for a name nobody registered, as the service does. */
  getName(params: BlockchainApiParams<'getName'>): Promise<NameResponse> {
    return this.#call('getName', params, () => {
      const found = this.#names.get(params.name);
      if (!found) throw walletportError('HTTP_STATUS', [404]);
      return found;
    });
  }

  getNamesForAddress(params: BlockchainApiParams<'getNamesForAddress'>): Promise<NameResponse[]> {
    const address = params.address.toLowerCase();
    return this.#call('getNamesForAddress', params, () =>
      [...this.#names.values()].filter((name) => Object.values(name.addresses).some((entry) => entry.address.toLowerCase() === address)),
    );
  }

  /** The name itself and two numbered variants, each with the suffix, flagged when registered. */
  getNameSuggestions(params: BlockchainApiParams<'getNameSuggestions'>) {
    return this.#call('getNameSuggestions', params, () => {
      const base = params.name.replace(/\.(reown|wcn)\.id$/, '');
      const suggestions = [base, `${base}1`, `${base}2`].map((label) => `${label}${NAME_SUFFIX}`);
      return { suggestions: suggestions.map((name) => ({ name, registered: this.#names.has(name) })) };
    });
  }

  /**
   * Stores the name the signed message carries (`{name, attributes, timestamp}`); rejects with HTTP_STATUS
   * 400 for a malformed message and 409 for a name already taken.
   */
  registerName(params: BlockchainApiParams<'registerName'>): Promise<void> {
    return this.#call('registerName', params, () => {
      const message = parseNameMessage(params.message);
      if (!message) throw walletportError('HTTP_STATUS', [400]);
      if (this.#names.has(message.name)) throw walletportError('HTTP_STATUS', [409]);
      // The service's clients sign seconds since the epoch; accept milliseconds too.
      const at = new Date(message.timestamp < 1e12 ? message.timestamp * 1000 : message.timestamp).toISOString();
      this.#names.set(message.name, {
        name: message.name,
        registered_at: at,
        updated_at: at,
        addresses: { [String(params.coinType)]: { address: params.address, created: at } },
        attributes: Object.keys(message.attributes).length > 0 ? [message.attributes] : [],
      });
    });
  }

  getOnrampOptions(): Promise<OnrampOptionsResponse> {
    return this.#call('getOnrampOptions', undefined, () => this.onrampOptions);
  }

  getOnrampQuote(params: BlockchainApiParams<'getOnrampQuote'>): Promise<OnrampQuoteResponse> {
    return this.#call('getOnrampQuote', params, () => this.onrampQuoteFor(params));
  }

  generateOnrampUrl(params: BlockchainApiParams<'generateOnrampUrl'>): Promise<{ url: string }> {
    return this.#call('generateOnrampUrl', params, () => this.onrampUrlFor(params));
  }

  rpcRequest(params: BlockchainApiParams<'rpcRequest'>): Promise<unknown> {
    return this.#call('rpcRequest', params, () => this.rpcHandler(params), { clone: false });
  }

  /** Records the call, applies the failure switches, then answers with a copy (callers cannot edit the fake). */
  async #call<M extends BlockchainApiMethod>(
    method: M,
    params: BlockchainApiParams<M>,
    answer: () => Answer<M> | Promise<Answer<M>>,
    options: { clone: boolean } = { clone: true },
  ): Promise<Answer<M>> {
    (this.calls[method] as BlockchainApiParams<M>[]).push(params);
    const queued = this.#failNext.get(method);
    if (queued && queued.length > 0) throw queued.shift();
    if (this.#failAlways.has(method)) throw this.#failAlways.get(method);
    const value = await answer();
    return options.clone ? structuredClone(value) : value;
  }
}

function addressKey(address: string, chainId: string): string {
  return `${chainId}|${address.toLowerCase()}`;
}

type NameMessage = { name: string; attributes: { avatar?: string; bio?: string }; timestamp: number };

function parseNameMessage(raw: string): NameMessage | undefined {
  try {
    const parsed = JSON.parse(raw) as Partial<NameMessage>;
    if (typeof parsed.name !== 'string' || typeof parsed.timestamp !== 'number') return undefined;
    return { name: parsed.name, attributes: parsed.attributes ?? {}, timestamp: parsed.timestamp };
  } catch {
    return undefined;
  }
}
