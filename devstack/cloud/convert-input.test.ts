/**
 * The convert routes without a chain behind them: every input a 400 must refuse (checked before any chain
 * read), the token list (no chain read either), the fault switches, and the 502 of an unreachable chain.
 * The chains' ports are free ones nobody listens on. convert.test.ts runs them against real chains.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { swapTokensResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { freePort } from '../chains/index.js';
import { DEV_ACCOUNTS } from '../config.js';
import { admin, getJson, sendJson, startTestCloud, type Query, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';
import { accountId, assetId } from './testing/swap-client.js';

const A = 31337;
const C = 31339;
const user = accountId(A, DEV_ACCOUNTS[1].address);
const ETH = assetId(A, 'native');
const USDC = assetId(A, 'usdc');
const WETH = assetId(A, 'weth');
const UNKNOWN_TOKEN = `eip155:${A}:0x000000000000000000000000000000000000dEaD`;

let cloud: TestCloud;

beforeAll(async () => {
  const ports = [await freePort(), await freePort(), await freePort()];
  cloud = await startTestCloud({
    dataDir: null,
    chains: [31337, 31338, 31339].map((chainId, index) => ({ chainId, rpcUrl: `http://127.0.0.1:${ports[index]}` })),
  });
});
afterAll(() => cloud.dispose());
beforeEach(async () => {
  await admin.delete(cloud, 'faults');
});

const quote = (query: Query) => getJson(cloud, '/v1/convert/quotes', { amount: '1000', userAddress: user, from: USDC, to: WETH, gasPrice: '1', ...query });
const build = (body: Record<string, unknown>) =>
  sendJson(cloud, 'POST', '/v1/convert/build-transaction', { amount: '1000', eip155: { slippage: 1 }, projectId: 'p', from: USDC, to: WETH, userAddress: user, disableEstimate: false, ...body });
const approve = (query: Query) => getJson(cloud, '/v1/convert/build-approve', { userAddress: user, from: USDC, to: WETH, ...query });
const allowance = (query: Query) => getJson(cloud, '/v1/convert/allowance', { tokenAddress: USDC, userAddress: user, ...query });

async function expect400(answer: Promise<{ status: number; body: unknown }>, field: string) {
  const { status, body } = await answer;
  expect(status).toBe(400);
  expect(reasonNames(body)).toContain(field);
}

describe('GET /v1/convert/tokens', () => {
  it('lists ETH, USDC and WETH of the chain, popular first, with icons from this cloud', async () => {
    const { status, body } = await getJson(cloud, '/v1/convert/tokens', { chainId: `eip155:${A}` });
    expect(status).toBe(200);
    const { tokens } = swapTokensResponseSchema.parse(body);
    expect(tokens.map(({ symbol, address, decimals }) => ({ symbol, address, decimals }))).toEqual([
      { symbol: 'ETH', address: ETH, decimals: 18 },
      { symbol: 'USDC', address: USDC, decimals: 6 },
      { symbol: 'WETH', address: WETH, decimals: 18 },
    ]);
    expect(tokens[1]?.logoUri).toBe(`${cloud.url}/public/getTokenImage/USDC`);
  });

  it('refuses a chain the cloud does not serve, a malformed or missing chainId, and a missing projectId', async () => {
    await expect400(getJson(cloud, '/v1/convert/tokens', { chainId: `eip155:${C}` }), 'query.chainId');
    await expect400(getJson(cloud, '/v1/convert/tokens', { chainId: '31337' }), 'query.chainId');
    await expect400(getJson(cloud, '/v1/convert/tokens'), 'query.chainId');
    await expect400(getJson(cloud, '/v1/convert/tokens', { chainId: `eip155:${A}` }, false), 'query.projectId');
  });
});

describe('400 before any chain read', () => {
  it('GET /v1/convert/quotes: amounts', async () => {
    for (const amount of ['1.5', '0', '-1', '', 'abc', '1e18', ' 1', (2n ** 256n).toString(), '9'.repeat(79)]) {
      await expect400(quote({ amount }), 'query.amount');
    }
    await expect400(getJson(cloud, '/v1/convert/quotes', { userAddress: user, from: USDC, to: WETH }), 'query.amount');
    await expect400(quote({ gasPrice: '1.5' }), 'query.gasPrice');
  });

  it('GET /v1/convert/quotes: ids, tokens and chains', async () => {
    await expect400(quote({ from: DEV_ACCOUNTS[1].address }), 'query.from');
    await expect400(quote({ from: 'eip155:31337:0x123' }), 'query.from');
    await expect400(quote({ to: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${DEV_ACCOUNTS[1].address}` }), 'query.to');
    await expect400(quote({ userAddress: 'eip155:0:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }), 'query.userAddress');
    await expect400(quote({ to: UNKNOWN_TOKEN }), 'query.to');
    await expect400(quote({ to: USDC }), 'query.to');
    await expect400(quote({ from: ETH, to: ETH.toUpperCase().replace('EIP155', 'eip155').replace('0XEE', '0xee') }), 'query.to');
    await expect400(quote({ to: assetId(31338, 'weth') }), 'query.to');
    await expect400(quote({ userAddress: accountId(31338, DEV_ACCOUNTS[1].address) }), 'query.from');
    await expect400(quote({ userAddress: accountId(C, DEV_ACCOUNTS[1].address), from: assetId(C, 'usdc'), to: assetId(C, 'weth') }), 'query.userAddress');
  });

  it('POST /v1/convert/build-transaction: body, amounts, slippage, tokens, chains', async () => {
    for (const slippage of [-1, 50.0001, 51, 1.23456, '1', null]) await expect400(build({ eip155: { slippage } }), 'body.eip155.slippage');
    await expect400(build({ eip155: undefined }), 'body.eip155');
    for (const amount of ['0', '-5', '2.5', 1000, (2n ** 256n).toString()]) await expect400(build({ amount }), 'body.amount');
    await expect400(build({ from: WETH }), 'body.to');
    await expect400(build({ to: UNKNOWN_TOKEN }), 'body.to');
    await expect400(build({ to: assetId(31338, 'native') }), 'body.to');
    await expect400(build({ userAddress: accountId(C, DEV_ACCOUNTS[1].address) }), 'body.userAddress');
    await expect400(build({ disableEstimate: 'yes' }), 'body.disableEstimate');
    const notJson = await sendJson(cloud, 'POST', '/v1/convert/build-transaction', '{amount');
    expect(notJson.status).toBe(400);
  });

  it('GET /v1/convert/build-approve and /v1/convert/allowance', async () => {
    await expect400(approve({ from: ETH }), 'query.from');
    await expect400(approve({ from: UNKNOWN_TOKEN }), 'query.from');
    await expect400(approve({ to: USDC }), 'query.to');
    await expect400(approve({ userAddress: accountId(31338, DEV_ACCOUNTS[1].address) }), 'query.from');
    await expect400(allowance({ tokenAddress: UNKNOWN_TOKEN }), 'query.tokenAddress');
    await expect400(allowance({ tokenAddress: assetId(31338, 'usdc') }), 'query.userAddress');
    await expect400(allowance({ userAddress: DEV_ACCOUNTS[1].address }), 'query.userAddress');
  });

  it('answers the native currency an unlimited allowance without asking the chain', async () => {
    const { status, body } = await allowance({ tokenAddress: ETH });
    expect(status).toBe(200);
    expect(body).toEqual({ allowance: (2n ** 256n - 1n).toString() });
  });
});

describe('chains and faults', () => {
  it('answers 502 CHAIN_UNAVAILABLE when the chain does not answer', async () => {
    const answers = await Promise.all([
      getJson(cloud, '/v1/convert/gas-price', { chainId: `eip155:${A}` }),
      quote({}),
      allowance({}),
      build({}),
      approve({}),
    ]);
    for (const { status, body } of answers) {
      expect(status).toBe(502);
      expect(reasonNames(body)).toEqual(['CHAIN_UNAVAILABLE']);
    }
  });

  it('applies the fault switches to every convert route', async () => {
    await admin.put(cloud, 'faults', { route: '/v1/convert', status: 503 });
    const answers = await Promise.all([
      getJson(cloud, '/v1/convert/tokens', { chainId: `eip155:${A}` }),
      getJson(cloud, '/v1/convert/gas-price', { chainId: `eip155:${A}` }),
      quote({}),
      allowance({ tokenAddress: ETH }),
      build({}),
      approve({}),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503, 503]);
    await admin.put(cloud, 'faults', { route: '/v1/convert/tokens', malformed: true });
    const malformed = await fetch(`${cloud.url}/v1/convert/tokens?projectId=p&chainId=eip155:${A}`);
    await expect(malformed.json()).rejects.toThrow();
  });

  it('answers 400 for every swap route of a cloud started without an exchange', async () => {
    const bare = await startTestCloud({ dataDir: null, amm: null, chains: [{ chainId: A, rpcUrl: 'http://127.0.0.1:9' }], supportedChainIds: [A] });
    try {
      const base = bare.url;
      const answers = await Promise.all([
        getJson({ url: base }, '/v1/convert/quotes', { amount: '1', userAddress: user, from: USDC, to: WETH }),
        getJson({ url: base }, '/v1/convert/allowance', { tokenAddress: USDC, userAddress: user }),
        getJson({ url: base }, '/v1/convert/build-approve', { userAddress: user, from: USDC, to: WETH }),
      ]);
      for (const { status, body } of answers) {
        expect(status).toBe(400);
        expect(reasonNames(body)).toHaveLength(1);
      }
    } finally {
      await bare.dispose();
    }
  });
});
