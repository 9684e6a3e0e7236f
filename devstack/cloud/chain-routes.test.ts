import { createPublicClient, createWalletClient, erc721Abi, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceResponseSchema,
  fungiblePriceResponseSchema,
  historyResponseSchema,
  jsonRpcResponseSchema,
  supportedChainsResponseSchema,
} from '../../domain/entities/api/blockchain-api.schema.js';
import { DEPLOYED_CONTRACTS, NFT_COLLECTION, seededTokenBalances } from '../chains/index.js';
import { DEV_ACCOUNTS } from '../config.js';
import { getJson, sendJson, urlOf } from './testing/cloud-client.js';
import { startChainWorld, type ChainWorld } from './testing/chain-world.js';
import { reasonNames } from './testing/error-body.js';

const CHAIN_A = 'eip155:31337';
const CHAIN_B = 'eip155:31338';
const CHAIN_C = 'eip155:31339';
const [deployer, alice, bob] = DEV_ACCOUNTS;

let world: ChainWorld;

beforeAll(async () => {
  world = await startChainWorld();
}, 60_000);
afterAll(() => world.stop());

const cloud = () => world.cloud;

function runningChain(chainId: number) {
  const chain = world.chains.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`chain ${chainId} is not running`);
  return chain;
}

describe('GET /v1/supported-chains', () => {
  it('lists chains A and B, not C', async () => {
    const { status, body } = await getJson(cloud(), '/v1/supported-chains');
    expect(status).toBe(200);
    expect(supportedChainsResponseSchema.parse(body)).toEqual({ http: [CHAIN_A, CHAIN_B], ws: [] });
  });
});

describe('GET /v1/account/{address}/balance', () => {
  it('reads native and token balances from the chain, priced from the table', async () => {
    const { status, body } = await getJson(cloud(), `/v1/account/${alice.address}/balance`, { currency: 'usd', chainId: CHAIN_A, forceUpdate: `${CHAIN_A}:${DEPLOYED_CONTRACTS.usdc}` });
    expect(status).toBe(200);
    const { balances } = balanceResponseSchema.parse(body);
    const seeded = seededTokenBalances()[alice.address];
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'USDC', 'WETH']);
    const [eth, usdc, weth] = balances;
    expect(eth).toMatchObject({ name: 'Ether', chainId: CHAIN_A, price: 3000, quantity: { decimals: '18' } });
    expect(eth?.address).toBeUndefined();
    expect(eth?.iconUrl).toBe(`${cloud().url}/public/getTokenImage/ETH`);
    expect(usdc).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: CHAIN_A,
      address: `${CHAIN_A}:${DEPLOYED_CONTRACTS.usdc}`,
      value: Number(seeded?.usdc) / 1e6,
      price: 1,
      quantity: { decimals: '6', numeric: '4874.5' },
      iconUrl: `${cloud().url}/public/getTokenImage/USDC`,
    });
    expect(weth).toMatchObject({ quantity: { decimals: '18', numeric: '10' }, value: 30_000, price: 3000 });
    for (const balance of balances) expect(balance.quantity.numeric).toMatch(/^\d+(\.\d+)?$/);
  });

  it('keeps native at zero and skips zero token balances', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    const { body } = await getJson(cloud(), `/v1/account/${stranger}/balance`, { currency: 'usd', chainId: CHAIN_B });
    expect(balanceResponseSchema.parse(body).balances).toEqual([
      expect.objectContaining({ symbol: 'ETH', chainId: CHAIN_B, value: 0, quantity: { decimals: '18', numeric: '0' } }),
    ]);
  });

  it('answers every supported chain without chainId', async () => {
    const { body } = await getJson(cloud(), `/v1/account/${bob.address}/balance`, { currency: 'usd' });
    const chains = new Set(balanceResponseSchema.parse(body).balances.map((balance) => balance.chainId));
    expect([...chains]).toEqual([CHAIN_A, CHAIN_B]);
  });

  it('answers 400 for an unsupported chain and bad input', async () => {
    for (const [path, query] of [
      [`/v1/account/${alice.address}/balance`, { currency: 'usd', chainId: CHAIN_C }],
      [`/v1/account/${alice.address}/balance`, { currency: 'eur', chainId: CHAIN_A }],
      [`/v1/account/${alice.address}/balance`, { currency: 'usd', chainId: '31337' }],
      ['/v1/account/0x123/balance', { currency: 'usd', chainId: CHAIN_A }],
    ] as const) {
      const { status, body } = await getJson(cloud(), path, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(reasonNames(body).length).toBeGreaterThan(0);
    }
  });
});

describe('POST /v1/fungible/price', () => {
  it('prices known tokens and the native currency on supported chains', async () => {
    const addresses = [
      `${CHAIN_A}:${DEPLOYED_CONTRACTS.usdc}`,
      `${CHAIN_B}:${DEPLOYED_CONTRACTS.weth.toLowerCase()}`,
      `${CHAIN_A}:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE`,
      `${CHAIN_C}:${DEPLOYED_CONTRACTS.usdc}`,
      `${CHAIN_A}:0x000000000000000000000000000000000000dEaD`,
    ];
    const { status, body } = await sendJson(cloud(), 'POST', '/v1/fungible/price', { currency: 'usd', addresses, projectId: 'x' });
    expect(status).toBe(200);
    const { fungibles } = fungiblePriceResponseSchema.parse(body);
    expect(fungibles.map(({ address, symbol, price }) => ({ address, symbol, price }))).toEqual([
      { address: addresses[0], symbol: 'USDC', price: 1 },
      { address: addresses[1], symbol: 'WETH', price: 3000 },
      { address: addresses[2], symbol: 'ETH', price: 3000 },
    ]);
  });

  it('answers 400 for bad bodies', async () => {
    for (const body of [{ currency: 'eur', addresses: [] }, { currency: 'usd' }, { currency: 'usd', addresses: ['0x12'] }, 'nope']) {
      const answer = await sendJson(cloud(), 'POST', '/v1/fungible/price', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(reasonNames(answer.body)[0]).toMatch(/^body/);
    }
  });
});

describe('GET /v1/account/{address}/history', () => {
  async function history(address: string, query: Record<string, string> = {}) {
    const { status, body } = await getJson(cloud(), `/v1/account/${address}/history`, query);
    expect(status).toBe(200);
    return historyResponseSchema.parse(body);
  }

  it('lists native and ERC-20 transfers newest first, in the Transaction shape', async () => {
    const { data, next } = await history(bob.address, { chainId: CHAIN_A });
    expect(next).toBeNull();
    const summary = data.map((transaction) => ({
      operationType: transaction.metadata.operationType,
      transfers: transaction.transfers.map((transfer) => `${transfer.direction} ${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`),
    }));
    // SEED_TRANSFERS involving bob (DEV_ACCOUNTS[2]), newest first.
    expect(summary).toEqual([
      { operationType: 'receive', transfers: ['in 0.5 ETH'] },
      { operationType: 'send', transfers: ['out 1.5 WETH'] },
      { operationType: 'receive', transfers: ['in 5 WETH'] },
      { operationType: 'receive', transfers: ['in 2500 USDC'] },
    ]);
    const [latest] = data;
    expect(latest?.metadata).toMatchObject({ chain: CHAIN_A, status: 'confirmed', sentFrom: deployer.address, sentTo: bob.address });
    expect(new Date(latest?.metadata.minedAt ?? '').toISOString()).toBe(latest?.metadata.minedAt);
    expect(latest?.transfers[0]).toMatchObject({ value: 1500, price: 3000, fungible_info: { name: 'Ether', icon: { url: `${cloud().url}/public/getTokenImage/ETH` } } });
    const times = data.map((transaction) => Date.parse(transaction.metadata.minedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists NFT transfers with nft_info', async () => {
    const { data } = await history(alice.address, { chainId: CHAIN_A });
    const nfts = data.flatMap((transaction) => transaction.transfers.filter((transfer) => transfer.nft_info));
    expect(nfts.map((transfer) => transfer.nft_info?.name)).toEqual([`${NFT_COLLECTION.name} #4`, `${NFT_COLLECTION.name} #3`]);
    expect(nfts[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: false } } });
  });

  it('pages by 10 with an opaque cursor, without overlap', async () => {
    const first = await history(deployer.address, { chainId: CHAIN_A });
    expect(first.data).toHaveLength(10);
    expect(first.next).toEqual(expect.any(String));
    const second = await history(deployer.address, { chainId: CHAIN_A, cursor: first.next ?? '' });
    expect(second.data.length).toBeGreaterThan(0);
    const ids = [...first.data, ...second.data].map((transaction) => transaction.id);
    expect(new Set(ids).size).toBe(ids.length);
    let cursor = second.next;
    while (cursor) {
      const page = await history(deployer.address, { chainId: CHAIN_A, cursor });
      ids.push(...page.data.map((transaction) => transaction.id));
      cursor = page.next;
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('indexes new blocks incrementally', async () => {
    const before = await history(alice.address, { chainId: CHAIN_B });
    const chainB = runningChain(31338);
    const wallet = createWalletClient({ account: privateKeyToAccount(alice.privateKey), chain: chainB.viemChain, transport: http(chainB.rpcUrl) });
    const hash = await wallet.sendTransaction({ to: bob.address as Address, value: parseEther('0.25') });
    await createPublicClient({ chain: chainB.viemChain, transport: http(chainB.rpcUrl) }).waitForTransactionReceipt({ hash });
    // From a client's view the index is eventually consistent: ask until the mined transaction shows up. It is
    // found by hash rather than by position: blocks mined within one second share a timestamp.
    let after = await history(alice.address, { chainId: CHAIN_B });
    await expect
      .poll(
        async () => {
          after = await history(alice.address, { chainId: CHAIN_B });
          return after.data.some((transaction) => transaction.metadata.hash === hash);
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    const indexed = after.data.find((transaction) => transaction.metadata.hash === hash);
    expect(indexed?.metadata).toMatchObject({ operationType: 'send', sentTo: bob.address, chain: CHAIN_B });
    expect(indexed?.transfers).toEqual([expect.objectContaining({ direction: 'out', quantity: { numeric: '0.25' } })]);
    // Incremental: everything indexed before is still there (the page holds at most one entry fewer of them).
    const afterIds = new Set(after.data.map((transaction) => transaction.id));
    const kept = before.data.filter((transaction) => afterIds.has(transaction.id));
    expect(kept.length).toBeGreaterThanOrEqual(Math.min(before.data.length, after.data.length - 1));
    // Without chainId: every supported chain, merged newest first.
    const merged = await history(alice.address);
    expect(new Set(merged.data.map((transaction) => transaction.metadata.chain))).toEqual(new Set([CHAIN_A, CHAIN_B]));
  });

  it('answers 400 for a bad cursor, an unsupported chain and a bad address', async () => {
    for (const [address, query] of [
      [alice.address, { chainId: CHAIN_A, cursor: 'not-a-cursor' }],
      [alice.address, { chainId: CHAIN_C }],
      ['0xnope', { chainId: CHAIN_A }],
    ] as const) {
      const { status, body } = await getJson(cloud(), `/v1/account/${address}/history`, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(reasonNames(body).length).toBeGreaterThan(0);
    }
  });
});

describe('POST /v1 (chain RPC)', () => {
  async function rpc(chainId: string, body: unknown) {
    const response = await fetch(urlOf(cloud(), '/v1/', { chainId }), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as unknown };
  }

  it('proxies JSON-RPC to the chain named by chainId', async () => {
    const a = await rpc(CHAIN_A, { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
    expect(a.status).toBe(200);
    expect(jsonRpcResponseSchema.parse(a.body)).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
    const b = await rpc(CHAIN_B, { jsonrpc: '2.0', id: 'x', method: 'eth_chainId' });
    expect(jsonRpcResponseSchema.parse(b.body)).toMatchObject({ result: '0x7a6a' });
  });

  it('passes JSON-RPC errors through', async () => {
    const { body } = await rpc(CHAIN_A, { jsonrpc: '2.0', id: 2, method: 'eth_noSuchMethod', params: [] });
    expect(jsonRpcResponseSchema.parse(body)).toMatchObject({ id: 2, error: { code: expect.any(Number) } });
  });

  it('answers 400 for an unknown or unsupported chain and a bad body', async () => {
    for (const [chainId, body] of [
      [CHAIN_C, { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }],
      ['eip155:1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }],
      [CHAIN_A, { id: 1, method: 'eth_chainId' }],
      [CHAIN_A, []],
    ] as const) {
      const answer = await rpc(chainId, body);
      expect(answer.status, `${chainId} ${JSON.stringify(body)}`).toBe(400);
      expect(reasonNames(answer.body).length).toBeGreaterThan(0);
    }
    const missing = await fetch(urlOf(cloud(), '/v1'), { method: 'POST', body: '{}' });
    expect(missing.status).toBe(400);
  });
});

describe('NFT metadata', () => {
  it("serves the tokenURI the chain's NFT points at", async () => {
    const client = createPublicClient({ transport: http(runningChain(31337).rpcUrl) });
    const uri = await client.readContract({ address: NFT_COLLECTION.address, abi: erc721Abi, functionName: 'tokenURI', args: [2n] });
    expect(uri).toBe(`${cloud().url}/devstack/nft/2`);
    const metadata = (await (await fetch(uri)).json()) as { name: string; image: string };
    expect(metadata.name).toBe(`${NFT_COLLECTION.name} #2`);
    const image = await fetch(metadata.image);
    expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`${cloud().url}/devstack/nft/abc`)).status).toBe(400);
  });
});
