/**
 * The product's HTTP adapter, through the local cloud's on-ramp routes, against the real on-ramp provider
 * (devstack/onramp) paying out on a real anvil chain (Devnet A only, to stay quick): the options and quotes the
 * provider computes arrive unchanged, its refusals keep their words, a checkout URL is made of a quote, and a
 * paid order shows in history onramp=coinbase as a purchase, confirmed with the delivery's hash or failed
 * with the card's reason, and its USDC in the balance.
 */
import { createPublicClient, http, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpBlockchainApi } from '../../adapters/http/blockchain-api.adapter.js';
import { HttpClient } from '../../adapters/http/http-client.js';
import { freePort, startChains, type RunningChains } from '../chains/index.js';
import { EVM_TREASURY, startOnramp, TEST_CARDS, type RunningOnramp } from '../onramp/index.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../solana/genesis.js';
import { COMMON_QUERY, sendJson, startTestCloud, type TestCloud } from './testing/cloud-client.js';

/** A fresh wallet: no dev account's balance or history moves. */
const BUYER = '0x00000000000000000000000000000000000B0B2e';
const NETWORK = 'walletport-devnet-a';

let chains: RunningChains;
let onramp: RunningOnramp;
let cloud: TestCloud;
let api: HttpBlockchainApi;

beforeAll(async () => {
  chains = await startChains({ chains: ['a'], ports: { a: await freePort() } });
  const chain = chains.chains[0]!;
  onramp = await startOnramp({
    port: 0,
    chains: [{ chainId: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }],
    solana: { caip2: SOLANA_DEVSTACK_CAIP2, rpcUrl: 'http://127.0.0.1:9' },
  });
  cloud = await startTestCloud({ dataDir: null, chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }], supportedChainIds: [chain.chainId], onrampUrl: onramp.url });
  api = new HttpBlockchainApi(new HttpClient({ baseUrl: cloud.url, projectId: COMMON_QUERY.projectId, sdkType: COMMON_QUERY.st, sdkVersion: COMMON_QUERY.sv }));
}, 120_000);
afterAll(async () => {
  await cloud?.dispose();
  await onramp?.stop();
  await chains?.stop();
});

const quoteOf = (amount: string, provider: 'meld' | 'coinbase') =>
  api.getOnrampQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount, network: NETWORK, provider, paymentMethod: 'card' });

/** Makes the order of a quote through the URL generator, then pays it on the checkout page as a browser posts the card form. */
async function buyWithCard(card: string): Promise<{ orderUrl: string; purchaseAmount: string }> {
  const quote = await quoteOf('50', 'coinbase');
  const { url } = await api.generateOnrampUrl({
    destinationWallets: [{ address: BUYER, blockchains: [NETWORK], assets: ['USDC'] }],
    defaultNetwork: NETWORK,
    partnerUserId: BUYER,
    presetFiatAmount: 50,
    provider: 'coinbase',
    quoteId: quote.quoteId,
    paymentCurrency: 'USD',
    paymentMethod: 'card',
  });
  const paid = await fetch(`${url}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, expiry: '12/34', cvc: '123', holder: 'Ada Lovelace' }),
  });
  expect(paid.status).toBe(200);
  await onramp.idle();
  return { orderUrl: url, purchaseAmount: quote.purchaseAmount.amount };
}

const purchases = async () => (await api.getHistory({ address: BUYER, onramp: 'coinbase' })).data;

describe('on-ramp through the cloud, against the real provider', () => {
  it("answers the provider's options and quotes, with each provider's fee", async () => {
    const options = await api.getOnrampOptions();
    const usdc = options.purchaseCurrencies.find(({ symbol }) => symbol === 'USDC');
    expect(usdc?.networks.find(({ name }) => name === NETWORK)).toMatchObject({ chain_id: '31337' });
    expect(options.paymentCurrencies.find(({ id }) => id === 'USD')?.payment_method_limits).toContainEqual({ id: 'card', min: '20.00', max: '5000.00' });

    const coinbase = await quoteOf('50', 'coinbase');
    const meld = await quoteOf('50', 'meld');
    expect([coinbase.providerFee?.amount, Number(coinbase.purchaseAmount.amount)]).toEqual(['0.50', 49]);
    expect([meld.providerFee?.amount, Number(meld.purchaseAmount.amount)]).toEqual(['0.75', 48.75]);
    expect(meld.quoteId).not.toBe(coinbase.quoteId);
  });

  it("keeps the provider's words when it refuses an amount", async () => {
    const body = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '5000.01', network: NETWORK, paymentMethod: 'card' };
    const answer = await sendJson(cloud, 'POST', '/v1/onramp/quote', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 'ERROR', reasons: [{ name: 'amount_above_maximum', description: 'The amount must be at most 5000.00 USD' }] });
  });

  it('lists nothing for an order that was never paid, then the paid one, confirmed with its delivery', async () => {
    expect(await purchases()).toEqual([]);
    const quote = await quoteOf('50', 'meld');
    const { url } = await api.generateOnrampUrl({ destinationWallets: [{ address: BUYER, blockchains: [NETWORK] }], defaultNetwork: NETWORK, partnerUserId: BUYER, provider: 'meld', quoteId: quote.quoteId });
    expect(url.startsWith(`${onramp.url}/meld/checkout/`)).toBe(true);
    expect(await purchases()).toEqual([]);

    const { orderUrl, purchaseAmount } = await buyWithCard(TEST_CARDS.success);
    const [purchase, ...others] = await purchases();
    expect(others).toEqual([]);
    expect(orderUrl.endsWith(`/${purchase?.id ?? 'none'}`)).toBe(true);
    expect(purchase?.metadata).toMatchObject({ operationType: 'buy', status: 'confirmed', chain: 'eip155:31337', sentTo: BUYER, sentFrom: EVM_TREASURY.address });
    expect(purchase?.metadata.failureReason).toBeUndefined();
    expect(purchase?.transfers).toEqual([expect.objectContaining({ direction: 'in', quantity: { numeric: purchaseAmount }, fungible_info: expect.objectContaining({ symbol: 'USDC' }) })]);
    const chain = chains.chains[0]!;
    const receipt = await createPublicClient({ chain: chain.viemChain, transport: http(chain.rpcUrl) }).getTransactionReceipt({ hash: purchase?.metadata.hash as Hex });
    expect(receipt.status).toBe('success');
    const { balances } = await api.getBalance({ address: BUYER, chainId: 'eip155:31337' });
    expect(balances.find(({ symbol }) => symbol === 'USDC')?.quantity.numeric).toBe('49');
  });

  it("lists a declined card's purchase as failed, with the card's reason and nothing delivered", async () => {
    const { orderUrl } = await buyWithCard(TEST_CARDS.declined);
    const failed = (await purchases()).find(({ id }) => orderUrl.endsWith(`/${id}`));
    expect(failed?.metadata).toMatchObject({ status: 'failed', hash: '', failureReason: 'Your card was declined.' });
    const { balances } = await api.getBalance({ address: BUYER, chainId: 'eip155:31337' });
    expect(balances.find(({ symbol }) => symbol === 'USDC')?.quantity.numeric).toBe('49');
  });
});
