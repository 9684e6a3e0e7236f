import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import { HttpBlockchainApi } from './blockchain-api.adapter.js';
import { HttpClient } from './http-client.js';
import { httpStatusOf } from './http-status.error.js';
import { startLocalHttpServer, type CannedResponse, type LocalHttpServer, type RecordedRequest } from './testing/local-http-server.js';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const SUPPORTED = { http: ['eip155:1', 'eip155:8453'], ws: ['eip155:1'] };

let server: LocalHttpServer;
let api: HttpBlockchainApi;
let routes: Record<string, (request: RecordedRequest) => CannedResponse>;

beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  routes = { 'GET /v1/supported-chains': () => ({ body: SUPPORTED }) };
  server.handle((request) => routes[`${request.method} ${request.path}`]?.(request) ?? { status: 404, body: 'no route' });
  api = new HttpBlockchainApi(new HttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'react-1' }));
});

const calls = (path: string) => server.requests.filter((request) => request.path === path);
const only = (path: string) => {
  const found = calls(path);
  expect(found).toHaveLength(1);
  return found[0] as RecordedRequest;
};
const queryOf = (request: RecordedRequest) => Object.fromEntries(request.query);
const common = { projectId: 'p1', st: 'appkit', sv: 'react-1' };

const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 10,
  price: 2000,
  quantity: { decimals: '18', numeric: '0.005' },
  iconUrl: 'https://icons.example/eth.png',
};

describe('HttpBlockchainApi: paths and parameters of CONTRACTS.md', () => {
  it('balance: GET /v1/account/{address}/balance with currency=usd, chainId, forceUpdate', async () => {
    routes[`GET /v1/account/${ADDRESS}/balance`] = () => ({ body: { balances: [balance] } });
    await expect(api.getBalance({ address: ADDRESS, chainId: 'eip155:1', forceUpdate: 'eip155:1:0xtoken' })).resolves.toEqual({
      balances: [balance],
    });
    expect(queryOf(only(`/v1/account/${ADDRESS}/balance`))).toEqual({
      currency: 'usd',
      chainId: 'eip155:1',
      forceUpdate: 'eip155:1:0xtoken',
      ...common,
    });
  });

  it('identity: GET /v1/identity/{address} with sender, left out when absent', async () => {
    routes[`GET /v1/identity/${ADDRESS}`] = () => ({ body: { name: 'vitalik.eth', avatar: null } });
    await expect(api.getIdentity({ address: ADDRESS, sender: '0xsender' })).resolves.toEqual({ name: 'vitalik.eth', avatar: null });
    await api.getIdentity({ address: ADDRESS });
    const [withSender, without] = calls(`/v1/identity/${ADDRESS}`);
    expect(withSender?.query.get('sender')).toBe('0xsender');
    expect(without?.query.has('sender')).toBe(false);
  });

  it('history: GET /v1/account/{address}/history with cursor, chainId and onramp', async () => {
    routes[`GET /v1/account/${ADDRESS}/history`] = () => ({ body: { data: [], next: 'c2' } });
    await expect(api.getHistory({ address: ADDRESS, chainId: 'eip155:1', cursor: 'c1', onramp: 'coinbase' })).resolves.toEqual({
      data: [],
      next: 'c2',
    });
    expect(queryOf(only(`/v1/account/${ADDRESS}/history`))).toEqual({ cursor: 'c1', chainId: 'eip155:1', onramp: 'coinbase', ...common });
  });

  it('swap tokens, quotes, allowance, gas price and build-approve use their query parameters', async () => {
    const user = `eip155:1:${ADDRESS}`;
    routes['GET /v1/convert/tokens'] = () => ({ body: { tokens: [] } });
    routes['GET /v1/convert/quotes'] = () => ({
      body: { quotes: [{ id: null, fromAmount: '1', fromAccount: 'a', toAmount: '2', toAccount: 'b' }] },
    });
    routes['GET /v1/convert/allowance'] = () => ({ body: { allowance: '100' } });
    routes['GET /v1/convert/gas-price'] = () => ({ body: { standard: '1', fast: '2', instant: '3' } });
    const tx = { from: 'a', to: 'b', data: '0x', value: '0', eip155: { gas: '1', gasPrice: '2' } };
    routes['GET /v1/convert/build-approve'] = () => ({ body: { tx } });

    await api.getSwapTokens({ chainId: 'eip155:1' });
    await api.getSwapQuote({ amount: '10', userAddress: user, from: 'eip155:1:0xa', to: 'eip155:1:0xb', gasPrice: '7' });
    await expect(api.getAllowance({ tokenAddress: 'eip155:1:0xa', userAddress: user })).resolves.toEqual({ allowance: '100' });
    await expect(api.getGasPrice({ chainId: 'eip155:1' })).resolves.toEqual({ standard: '1', fast: '2', instant: '3' });
    await expect(api.buildApprove({ userAddress: user, from: 'eip155:1:0xa', to: 'eip155:1:0xb' })).resolves.toEqual({ tx });

    expect(queryOf(only('/v1/convert/tokens'))).toEqual({ chainId: 'eip155:1', ...common });
    expect(queryOf(only('/v1/convert/quotes'))).toEqual({
      amount: '10',
      userAddress: user,
      from: 'eip155:1:0xa',
      to: 'eip155:1:0xb',
      gasPrice: '7',
      ...common,
    });
    expect(queryOf(only('/v1/convert/allowance'))).toEqual({ tokenAddress: 'eip155:1:0xa', userAddress: user, ...common });
    expect(queryOf(only('/v1/convert/gas-price'))).toEqual({ chainId: 'eip155:1', ...common });
    expect(queryOf(only('/v1/convert/build-approve'))).toEqual({ userAddress: user, from: 'eip155:1:0xa', to: 'eip155:1:0xb', ...common });
  });

  it('build swap: POST /v1/convert/build-transaction with the contract body', async () => {
    const tx = { from: 'a', to: 'b', data: '0x', amount: '5', eip155: { gas: '1', gasPrice: '2' } };
    routes['POST /v1/convert/build-transaction'] = () => ({ body: { tx } });
    const user = `eip155:1:${ADDRESS}`;
    await expect(
      api.buildSwap({ amount: '5', slippage: 1, from: 'eip155:1:0xa', to: 'eip155:1:0xb', userAddress: user, disableEstimate: true }),
    ).resolves.toEqual({ tx });
    expect(only('/v1/convert/build-transaction').json).toEqual({
      amount: '5',
      eip155: { slippage: 1 },
      projectId: 'p1',
      from: 'eip155:1:0xa',
      to: 'eip155:1:0xb',
      userAddress: user,
      disableEstimate: true,
    });
  });

  it("prices: POST /v1/fungible/price with {currency:'usd', addresses, projectId}", async () => {
    routes['POST /v1/fungible/price'] = () => ({
      body: { fungibles: [{ address: 'eip155:1:0xa', name: 'A', symbol: 'A', iconUrl: 'x', price: 1.5 }] },
    });
    await api.getPrices({ addresses: ['eip155:1:0xa', 'eip155:8453:0xb'] });
    const request = only('/v1/fungible/price');
    expect(request.json).toEqual({ currency: 'usd', addresses: ['eip155:1:0xa', 'eip155:8453:0xb'], projectId: 'p1' });
    expect(queryOf(request)).toEqual(common);
  });

  it('names: apiVersion=2 for lookups, zone=reown.id for suggestions', async () => {
    const name = { name: 'alice.reown.id', registered_at: 't', updated_at: 't', addresses: { '60': { address: ADDRESS, created: 't' } } };
    routes['GET /v1/profile/account/alice.reown.id'] = () => ({ body: name });
    routes[`GET /v1/profile/reverse/${ADDRESS}`] = () => ({ body: [name] });
    routes['GET /v1/profile/suggestions/alice'] = () => ({ body: { suggestions: [{ name: 'alice.reown.id', registered: true }] } });

    await expect(api.getName({ name: 'alice.reown.id' })).resolves.toEqual({ ...name, attributes: [] });
    await expect(api.getNamesForAddress({ address: ADDRESS, sender: '0xs' })).resolves.toHaveLength(1);
    await api.getNameSuggestions({ name: 'alice' });

    expect(queryOf(only('/v1/profile/account/alice.reown.id'))).toEqual({ apiVersion: '2', ...common });
    expect(queryOf(only(`/v1/profile/reverse/${ADDRESS}`))).toEqual({ sender: '0xs', apiVersion: '2', ...common });
    expect(queryOf(only('/v1/profile/suggestions/alice'))).toEqual({ zone: 'reown.id', ...common });
  });

  it('encodes path segments', async () => {
    routes['GET /v1/profile/suggestions/a%2Fb%3Fc'] = () => ({ body: { suggestions: [] } });
    await expect(api.getNameSuggestions({ name: 'a/b?c' })).resolves.toEqual({ suggestions: [] });
  });

  it('register name: POST /v1/profile/account with {coin_type, address, message, signature}', async () => {
    routes['POST /v1/profile/account'] = () => ({ body: 'ok' });
    const message = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1 });
    await expect(api.registerName({ coinType: 60, address: ADDRESS, message, signature: '0xsig' })).resolves.toBeUndefined();
    expect(only('/v1/profile/account').json).toEqual({ coin_type: 60, address: ADDRESS, message, signature: '0xsig' });
  });

  it("register name: the API's reasons become the error details", async () => {
    routes['POST /v1/profile/account'] = () => ({
      status: 400,
      body: { status: 'error', reasons: [{ name: 'NameTaken', description: 'The name is already registered' }] },
    });
    const error = await api.registerName({ coinType: 60, address: ADDRESS, message: '{}', signature: '0x' }).catch((caught: unknown) => caught);
    expect(httpStatusOf(error)).toBe(400);
    expect((error as { details?: string }).details).toBe('NameTaken: The name is already registered');
  });

  it("register name: the reasons of a long error body (past the views' cut) still become the details", async () => {
    const description = `The name is reserved for ${'a very long reason '.repeat(10)}`.trim();
    routes['POST /v1/profile/account'] = () => ({ status: 400, body: { status: 'error', reasons: [{ name: 'NameReserved', description }] } });
    const error = await api.registerName({ coinType: 60, address: ADDRESS, message: '{}', signature: '0x' }).catch((caught: unknown) => caught);
    expect(httpStatusOf(error)).toBe(400);
    expect((error as { details?: string }).details).toContain('NameReserved: The name is reserved for');
  });

  it('onramp: options, quote and url', async () => {
    routes['GET /v1/onramp/options'] = () => ({ body: { purchaseCurrencies: [], paymentCurrencies: [] } });
    const money = { amount: '1', currency: 'USD' };
    routes['POST /v1/onramp/quote'] = () => ({
      body: { paymentTotal: money, paymentSubtotal: money, purchaseAmount: money, networkFee: money, quoteId: 'q' },
    });
    routes['POST /v1/generators/onrampurl'] = () => ({ body: { url: 'https://pay.example/buy?x=1' } });

    await api.getOnrampOptions();
    await expect(api.getOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', network: 'ethereum' })).resolves.toMatchObject({
      quoteId: 'q',
    });
    await expect(
      api.generateOnrampUrl({
        destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['USDC'] }],
        partnerUserId: ADDRESS,
        presetFiatAmount: 20,
      }),
    ).resolves.toEqual({ url: 'https://pay.example/buy?x=1' });

    expect(only('/v1/onramp/quote').json).toEqual({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '20', network: 'ethereum' });
    expect(only('/v1/generators/onrampurl').json).toEqual({
      destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['USDC'] }],
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetFiatAmount: 20,
    });
  });
});

describe('HttpBlockchainApi: on-ramp additions (docs/ONRAMP.md)', () => {
  const money = { amount: '0.50', currency: 'USD' };

  it('sends the provider and payment method of a quote, and reads providerFee', async () => {
    routes['POST /v1/onramp/quote'] = () => ({
      body: { paymentTotal: money, paymentSubtotal: money, purchaseAmount: money, networkFee: money, providerFee: money, quoteId: 'q' },
    });
    const quote = await api.getOnrampQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: '50.00',
      network: 'walletport-devnet-a',
      provider: 'meld',
      paymentMethod: 'bank_account',
    });
    expect(quote.providerFee).toEqual(money);
    expect(only('/v1/onramp/quote').json).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: '50.00',
      network: 'walletport-devnet-a',
      provider: 'meld',
      paymentMethod: 'bank_account',
    });
  });

  it('sends the quote the checkout charges with the URL generator call', async () => {
    routes['POST /v1/generators/onrampurl'] = () => ({ body: { url: 'http://127.0.0.1:4900/meld/checkout/o-1' } });
    const wallets = [{ address: ADDRESS, blockchains: ['walletport-devnet-a'], assets: ['USDC'] }];
    await api.generateOnrampUrl({
      destinationWallets: wallets,
      defaultNetwork: 'walletport-devnet-a',
      partnerUserId: ADDRESS,
      presetFiatAmount: 50,
      provider: 'meld',
      quoteId: 'q-1',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
    });
    expect(only('/v1/generators/onrampurl').json).toEqual({
      destinationWallets: wallets,
      defaultNetwork: 'walletport-devnet-a',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetFiatAmount: 50,
      provider: 'meld',
      quoteId: 'q-1',
      paymentCurrency: 'USD',
      paymentMethod: 'card',
    });
  });

  it("reads a failed purchase's reason from the on-ramp history", async () => {
    const purchase = {
      id: 'o-2',
      metadata: {
        operationType: 'buy',
        hash: '',
        chain: 'eip155:1',
        minedAt: '2026-11-28T10:00:00.000Z',
        sentFrom: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
        sentTo: ADDRESS,
        status: 'failed',
        nonce: 0,
        failureReason: 'Your card was declined.',
      },
      transfers: [{ fungible_info: { name: 'USD Coin', symbol: 'USDC' }, direction: 'in', quantity: { numeric: '49' } }],
    };
    routes[`GET /v1/account/${ADDRESS}/history`] = () => ({ body: { data: [purchase], next: null } });
    const page = await api.getHistory({ address: ADDRESS, onramp: 'coinbase' });
    expect(page.data[0]?.metadata).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    expect(queryOf(only(`/v1/account/${ADDRESS}/history`))).toEqual({ onramp: 'coinbase', ...common });
  });
});

describe('HttpBlockchainApi: chain RPC', () => {
  it('posts JSON-RPC 2.0 to /v1/?chainId={caipNetworkId}&projectId= and returns the result', async () => {
    routes['POST /v1/'] = (request) => ({ body: { jsonrpc: '2.0', id: (request.json as { id: number }).id, result: '0x2105' } });
    await expect(api.rpcRequest({ caipNetworkId: 'eip155:8453', method: 'eth_chainId' })).resolves.toBe('0x2105');
    await api.rpcRequest({ caipNetworkId: 'eip155:8453', method: 'eth_call', params: [{ to: '0x1' }, 'latest'] });
    const [first, second] = calls('/v1/');
    expect(queryOf(first as RecordedRequest)).toEqual({ chainId: 'eip155:8453', ...common });
    expect(first?.json).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
    expect(second?.json).toEqual({ jsonrpc: '2.0', id: 2, method: 'eth_call', params: [{ to: '0x1' }, 'latest'] });
  });

  it('throws a typed error for a JSON-RPC error answer', async () => {
    routes['POST /v1/'] = () => ({ body: { jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid argument 0' } } });
    const error = await api.rpcRequest({ caipNetworkId: 'eip155:1', method: 'eth_call' }).catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'RPC_INVALID_PARAMS')).toBe(true);
    expect((error as { rpcCode?: number }).rpcCode).toBe(-32602);
    expect((error as { details?: string }).details).toBe('invalid argument 0');
  });

  it('parses a revert into its typed error', async () => {
    routes['POST /v1/'] = () => ({ body: { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted: nope', data: '0x' } } });
    await expect(api.rpcRequest({ caipNetworkId: 'eip155:1', method: 'eth_call' })).rejects.toMatchObject({ code: 'EXECUTION_REVERTED' });
  });

  it('rejects with CHAIN_NOT_SUPPORTED, without a request, for a network the API does not serve', async () => {
    await expect(api.rpcRequest({ caipNetworkId: 'eip155:31337', method: 'eth_chainId' })).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    });
    expect(calls('/v1/')).toHaveLength(0);
  });
});

describe('HttpBlockchainApi: supported networks', () => {
  it('fetches the list once, lazily, and shares it between concurrent calls', async () => {
    expect(server.requests).toHaveLength(0);
    routes[`GET /v1/account/${ADDRESS}/balance`] = () => ({ body: { balances: [] } });
    await Promise.all([
      api.getBalance({ address: ADDRESS, chainId: 'eip155:1' }),
      api.getBalance({ address: ADDRESS, chainId: 'eip155:8453' }),
      api.getSupportedChains(),
    ]);
    await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' });
    expect(calls('/v1/supported-chains')).toHaveLength(1);
    expect(queryOf(only('/v1/supported-chains'))).toEqual(common);
  });

  it('answers empty, without a request, for a network not in `http`', async () => {
    const user = `eip155:31337:${ADDRESS}`;
    await expect(api.getBalance({ address: ADDRESS, chainId: 'eip155:31337' })).resolves.toEqual({ balances: [] });
    await expect(api.getHistory({ address: ADDRESS, chainId: 'eip155:31337' })).resolves.toEqual({ data: [], next: null });
    await expect(api.getSwapTokens({ chainId: 'eip155:31337' })).resolves.toEqual({ tokens: [] });
    await expect(api.getSwapQuote({ amount: '1', userAddress: user, from: 'a', to: 'b', gasPrice: '1' })).resolves.toEqual({ quotes: [] });
    await expect(api.getAllowance({ tokenAddress: 'a', userAddress: user })).resolves.toEqual({ allowance: '0' });
    await expect(api.getPrices({ addresses: ['eip155:31337:0xa'] })).resolves.toEqual({ fungibles: [] });
    await expect(api.getPrices({ addresses: [] })).resolves.toEqual({ fungibles: [] });
    expect(server.requests.map((request) => request.path)).toEqual(['/v1/supported-chains']);
  });

  it('rejects gas price and swap building with the catalogue errors for an unsupported network', async () => {
    const user = `eip155:31337:${ADDRESS}`;
    await expect(api.getGasPrice({ chainId: 'eip155:31337' })).rejects.toMatchObject({
      code: 'GAS_PRICE_NETWORK_NOT_SUPPORTED',
      shortMessage: 'Network not supported for Gas Price',
    });
    await expect(api.buildSwap({ amount: '1', slippage: 1, from: 'a', to: 'b', userAddress: user })).rejects.toMatchObject({
      code: 'SWAP_NETWORK_NOT_SUPPORTED',
      shortMessage: 'Network not supported for Swaps',
    });
    await expect(api.buildApprove({ userAddress: user, from: 'a', to: 'b' })).rejects.toMatchObject({ code: 'SWAP_NETWORK_NOT_SUPPORTED' });
  });

  it('sends only the prices of supported networks', async () => {
    routes['POST /v1/fungible/price'] = () => ({ body: { fungibles: [] } });
    await api.getPrices({ addresses: ['eip155:31337:0xa', 'eip155:1:0xb'] });
    expect(only('/v1/fungible/price').json).toMatchObject({ addresses: ['eip155:1:0xb'] });
  });

  it('goes ahead while the list cannot be fetched, and asks again next time', async () => {
    routes['GET /v1/supported-chains'] = () => ({ status: 500 });
    routes[`GET /v1/account/${ADDRESS}/balance`] = () => ({ body: { balances: [balance] } });
    await expect(api.getBalance({ address: ADDRESS, chainId: 'eip155:1' })).resolves.toEqual({ balances: [balance] });
    await expect(api.getSupportedChains()).rejects.toMatchObject({ code: 'HTTP_STATUS' });
    routes['GET /v1/supported-chains'] = () => ({ body: SUPPORTED });
    await expect(api.getBalance({ address: ADDRESS, chainId: 'eip155:31337' })).resolves.toEqual({ balances: [] });
    expect(calls('/v1/supported-chains')).toHaveLength(3);
  });

  it('does not gate calls that name no network', async () => {
    routes[`GET /v1/identity/${ADDRESS}`] = () => ({ body: { name: null, avatar: null } });
    await api.getIdentity({ address: ADDRESS });
    expect(calls('/v1/supported-chains')).toHaveLength(0);
  });
});

describe('HttpBlockchainApi: failures', () => {
  it('rejects a malformed answer with INVALID_RESPONSE naming the call', async () => {
    routes[`GET /v1/account/${ADDRESS}/balance`] = () => ({ body: { balances: [{ name: 'Ether' }] } });
    const error = await api.getBalance({ address: ADDRESS, chainId: 'eip155:1' }).catch((caught: unknown) => caught);
    expect(isWalletportError(error, 'INVALID_RESPONSE')).toBe(true);
    expect((error as { shortMessage: string }).shortMessage).toBe(`Invalid response from GET /v1/account/${ADDRESS}/balance`);
  });

  it('rejects a malformed supported-chains list', async () => {
    routes['GET /v1/supported-chains'] = () => ({ body: { http: 'eip155:1' } });
    await expect(api.getSupportedChains()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('rejects a non-2xx answer with HTTP_STATUS', async () => {
    routes['GET /v1/onramp/options'] = () => ({ status: 403, body: 'Unauthorized: origin not allowed' });
    const error = await api.getOnrampOptions().catch((caught: unknown) => caught);
    expect((error as Error).message.split('\n')[0]).toBe('HTTP status code: 403');
    expect((error as { details?: string }).details).toBe('Unauthorized: origin not allowed');
  });
});
