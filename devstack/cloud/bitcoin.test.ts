/**
 * The blockchain API for Bitcoin (bip122) accounts and the /v1/bitcoin routes (docs/BITCOIN.md), answered from
 * a real local ledger (devstack/bitcoin on a free port, mining on demand): balances and history both ways
 * from the mempool to a block, paging, UTXOs, fee estimates, broadcasts taken and refused with the node's
 * reason, address and chain checks, supported chains, an unreachable ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitcoinBroadcastResponseSchema, bitcoinFeeRatesResponseSchema, bitcoinUtxosResponseSchema } from '../../domain/entities/api/bitcoin-api.schema.js';
import { balanceResponseSchema, historyResponseSchema, identityResponseSchema, supportedChainsResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { freePort } from '../chains/anvil.js';
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEVSTACK_CAIP2, FEE_ESTIMATES, bitcoinKeyFor, type BitcoinDevKey } from '../bitcoin/index.js';
import { signedSpend, useBitcoinTestNode, utxosOf } from '../bitcoin/testing/bitcoin-test-node.js';
import { apiErrorResponseSchema } from '../../domain/entities/api/blockchain-api.schema.js';
import { HttpBlockchainApi } from '../../adapters/http/blockchain-api.adapter.js';
import { HttpClient } from '../../adapters/http/http-client.js';
import { COMMON_QUERY, getJson, sendJson, startTestCloud, type TestCloud } from './testing/cloud-client.js';
import { reasonNames } from './testing/error-body.js';

const ledger = useBitcoinTestNode();
let cloud: TestCloud;
const chainId = BITCOIN_DEVSTACK_CAIP2;
const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const MAINNET_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

beforeAll(async () => {
  cloud = await startTestCloud({ dataDir: null, chains: [], supportedChainIds: [], bitcoin: { caip2: ledger.node.caip2, url: ledger.node.url } });
});
afterAll(() => cloud?.dispose());

let labels = 0;
const freshKey = (): BitcoinDevKey => bitcoinKeyFor(`cloud test ${(labels += 1)}`, 'p2wpkh');

async function faucet(address: string, sats: number): Promise<string> {
  const response = await fetch(`${ledger.node.url}/__admin/faucet`, { method: 'POST', body: JSON.stringify({ address, sats }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { txid: string }).txid;
}

const balanceOf = async (address: string, query: Record<string, string> = { chainId }) => {
  const { status, body } = await getJson(cloud, `/v1/account/${address}/balance`, query);
  expect(status).toBe(200);
  return balanceResponseSchema.parse(body).balances;
};
const historyOf = async (address: string, cursor?: string) => {
  const { status, body } = await getJson(cloud, `/v1/account/${address}/history`, { chainId, cursor });
  expect(status, JSON.stringify(body)).toBe(200);
  return historyResponseSchema.parse(body);
};
const broadcast = (hex: unknown, query: Record<string, string> = { chainId }) => sendJson(cloud, 'POST', '/v1/bitcoin/tx', { hex }, query);

describe('Bitcoin accounts on the local cloud', () => {
  it('lists the ledger among the supported chains', async () => {
    const { body } = await getJson(cloud, '/v1/supported-chains');
    expect(supportedChainsResponseSchema.parse(body)).toEqual({ http: [BITCOIN_DEVSTACK_CAIP2], ws: [] });
  });

  it('answers a dev account\'s 10 BTC with 8 decimals at 60,000 USD, with or without chainId', async () => {
    const address = BITCOIN_DEV_ACCOUNTS[1].address;
    const expected = {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId,
      value: 600_000,
      price: 60_000,
      quantity: { decimals: '8', numeric: '10' },
      iconUrl: `${cloud.url}/public/getTokenImage/BTC`,
    };
    expect(await balanceOf(address)).toEqual([expected]);
    expect(await balanceOf(address, {})).toEqual([expected]);
  });

  it('follows a payment from the mempool (pending) into a block (confirmed), both ways, satoshis exact', async () => {
    const sender = freshKey();
    const recipient = freshKey();
    await faucet(sender.address, 100_000);
    ledger.node.mine();
    const [utxo] = await utxosOf(ledger.node, sender.address);
    const spend = signedSpend([{ ...utxo!, key: sender }], [
      { script: recipient.script, value: 12_345n },
      { script: sender.script, value: 100_000n - 12_345n - 1_000n },
    ]);
    const { status, body } = await broadcast(spend.hex);
    expect(status).toBe(200);
    expect(bitcoinBroadcastResponseSchema.parse(body)).toEqual({ txid: spend.id });

    expect((await balanceOf(recipient.address))[0]?.quantity.numeric).toBe('0.00012345');
    expect((await balanceOf(sender.address))[0]?.quantity.numeric).toBe('0.00086655');
    const pending = await historyOf(sender.address);
    expect(pending.data[0]?.metadata).toMatchObject({ operationType: 'send', hash: spend.id, status: 'pending', sentFrom: sender.address, sentTo: recipient.address });
    expect(pending.data[0]?.transfers).toEqual([
      {
        fungible_info: { name: 'Bitcoin', symbol: 'BTC', icon: { url: `${cloud.url}/public/getTokenImage/BTC` } },
        direction: 'out',
        quantity: { numeric: '0.00012345' },
        value: 0.00012345 * 60_000,
        price: 60_000,
      },
    ]);

    const [block] = ledger.node.mine();
    const sent = await historyOf(sender.address);
    expect(sent.next).toBeNull();
    expect(sent.data.map((item) => [item.metadata.operationType, item.metadata.status, item.transfers[0]?.direction, item.transfers[0]?.quantity.numeric])).toEqual([
      ['send', 'confirmed', 'out', '0.00012345'],
      ['receive', 'confirmed', 'in', '0.001'],
    ]);
    expect(sent.data[0]?.metadata.minedAt).toBe(new Date(block!.time * 1000).toISOString());
    expect(sent.data[0]?.id).toBe(`${chainId}:${spend.id}`);
    const received = await historyOf(recipient.address);
    expect(received.data.map((item) => [item.metadata.operationType, item.metadata.sentFrom, item.metadata.sentTo, item.transfers[0]?.quantity.numeric])).toEqual([
      ['receive', sender.address, recipient.address, '0.00012345'],
    ]);
  });

  it('pages the history by 10, the cursor being the last txid shown', async () => {
    const key = freshKey();
    const txids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      txids.push(await faucet(key.address, 10_000 + index));
      if (index === 5) ledger.node.mine();
    }
    ledger.node.mine();
    const first = await historyOf(key.address);
    expect(first.data).toHaveLength(10);
    expect(first.next).toBe(first.data[9]?.metadata.hash);
    const second = await historyOf(key.address, first.next!);
    expect(second.next).toBeNull();
    const listed = [...first.data, ...second.data].map((item) => item.metadata.hash);
    expect([...listed].sort()).toEqual([...txids].sort());
    // Newest first: the second block's six before the first block's six.
    expect(listed.slice(0, 6).sort()).toEqual(txids.slice(6).sort());

    for (const cursor of ['nope', 'ab'.repeat(32)]) {
      const { status, body } = await getJson(cloud, `/v1/account/${key.address}/history`, { chainId, cursor });
      expect(status).toBe(400);
      expect(reasonNames(body)).toEqual(['query.cursor']);
    }
  });

  it("is read by the product's HttpBlockchainApi (the network listed, so not skipped)", async () => {
    const api = new HttpBlockchainApi(new HttpClient({ baseUrl: cloud.url, projectId: COMMON_QUERY.projectId, sdkType: COMMON_QUERY.st, sdkVersion: COMMON_QUERY.sv }));
    const address = BITCOIN_DEV_ACCOUNTS[2].address;
    const { balances } = await api.getBalance({ address, chainId });
    expect(balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([['BTC', '10']]);
    const history = await api.getHistory({ address, chainId });
    expect(history.data.map((item) => [item.metadata.operationType, item.metadata.status, item.transfers[0]?.quantity.numeric])).toEqual([['receive', 'confirmed', '10']]);
  });

  it('has no identity for a Bitcoin address (names are eip155 only)', async () => {
    const { status, body } = await getJson(cloud, `/v1/identity/${BITCOIN_DEV_ACCOUNTS[0].address}`);
    expect(status).toBe(200);
    expect(identityResponseSchema.parse(body)).toEqual({ name: null, avatar: null });
  });

  it('answers 400 naming the field for a non-regtest address or another bip122 chain', async () => {
    for (const path of ['balance', 'history']) {
      for (const address of [MAINNET_ADDRESS, 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e5', 'not-an-address']) {
        const { status, body } = await getJson(cloud, `/v1/account/${address}/${path}`, { chainId });
        expect(status, `${address} ${path}`).toBe(400);
        expect(reasonNames(body)).toEqual(['path.address']);
      }
      const other = await getJson(cloud, `/v1/account/${BITCOIN_DEV_ACCOUNTS[0].address}/${path}`, { chainId: MAINNET });
      expect(other.status).toBe(400);
      expect(reasonNames(other.body)).toEqual(['query.chainId']);
    }
  });
});

describe('/v1/bitcoin routes', () => {
  it('utxo: Esplora\'s unspent outputs of an address, confirmed ones with their height', async () => {
    const key = freshKey();
    const txid = await faucet(key.address, 50_000);
    const pending = await getJson(cloud, '/v1/bitcoin/utxo', { chainId, address: key.address });
    expect(bitcoinUtxosResponseSchema.parse(pending.body)).toEqual([{ txid, vout: 0, value: 50_000, status: { confirmed: false } }]);
    const [block] = ledger.node.mine();
    const confirmed = await getJson(cloud, '/v1/bitcoin/utxo', { chainId, address: key.address });
    expect(confirmed.body).toEqual([{ txid, vout: 0, value: 50_000, status: { confirmed: true, block_height: block!.height } }]);
  });

  it('fee-estimates: the ledger\'s table', async () => {
    const { status, body } = await getJson(cloud, '/v1/bitcoin/fee-estimates', { chainId });
    expect(status).toBe(200);
    expect(bitcoinFeeRatesResponseSchema.parse(body)).toEqual(FEE_ESTIMATES);
  });

  it("tx: a refusal is 400 TRANSACTION_REFUSED with the node's reason word for word", async () => {
    const key = freshKey();
    await faucet(key.address, 30_000);
    ledger.node.mine();
    const [utxo] = await utxosOf(ledger.node, key.address);
    const first = signedSpend([{ ...utxo!, key }], [{ script: freshKey().script, value: 29_000n }]);
    const second = signedSpend([{ ...utxo!, key }], [{ script: freshKey().script, value: 29_000n }]);
    expect((await broadcast(first.hex)).status).toBe(200);
    const refusals: [string, string][] = [
      [second.hex, 'txn-mempool-conflict'],
      ['00'.repeat(12), 'TX decode failed. Make sure the tx has at least one input.'],
    ];
    for (const [hex, reason] of refusals) {
      const { status, body } = await broadcast(hex);
      expect(status).toBe(400);
      expect(apiErrorResponseSchema.parse(body).reasons).toEqual([{ name: 'TRANSACTION_REFUSED', description: reason }]);
    }
  });

  it('checks its input: the chain, the address, the body', async () => {
    const cases = [
      { answer: await getJson(cloud, '/v1/bitcoin/utxo', { address: BITCOIN_DEV_ACCOUNTS[0].address }), reasons: ['query.chainId'] },
      { answer: await getJson(cloud, '/v1/bitcoin/utxo', { chainId: MAINNET, address: MAINNET_ADDRESS }), reasons: ['query.chainId'] },
      { answer: await getJson(cloud, '/v1/bitcoin/utxo', { chainId, address: MAINNET_ADDRESS }), reasons: ['query.address'] },
      { answer: await getJson(cloud, '/v1/bitcoin/fee-estimates', { chainId: 'eip155:1' }), reasons: ['query.chainId'] },
      { answer: await broadcast('zz'), reasons: ['body.hex'] },
      { answer: await broadcast(42), reasons: ['body.hex'] },
      { answer: await broadcast('00', { chainId: MAINNET }), reasons: ['query.chainId'] },
    ];
    for (const { answer, reasons } of cases) {
      expect(answer.status).toBe(400);
      expect(reasonNames(answer.body)).toEqual(reasons);
    }
  });
});

describe('a cloud without a ledger, or with one it cannot reach', () => {
  it('without: bip122 is not listed and its calls answer 400 query.chainId', async () => {
    const plain = await startTestCloud({ dataDir: null, chains: [], supportedChainIds: [] });
    try {
      expect((await getJson(plain, '/v1/supported-chains')).body).toEqual({ http: [], ws: [] });
      for (const answer of [
        await getJson(plain, `/v1/account/${BITCOIN_DEV_ACCOUNTS[0].address}/balance`, { chainId }),
        await getJson(plain, '/v1/bitcoin/fee-estimates', { chainId }),
      ]) {
        expect(answer.status).toBe(400);
        expect(reasonNames(answer.body)).toEqual(['query.chainId']);
      }
    } finally {
      await plain.dispose();
    }
  });

  it('unreachable: 502 CHAIN_UNAVAILABLE', async () => {
    const closed = await freePort();
    const offline = await startTestCloud({ dataDir: null, chains: [], supportedChainIds: [], bitcoin: { caip2: chainId, url: `http://127.0.0.1:${closed}` } });
    try {
      const address = BITCOIN_DEV_ACCOUNTS[0].address;
      for (const answer of [
        await getJson(offline, `/v1/account/${address}/balance`, { chainId }),
        await getJson(offline, `/v1/account/${address}/history`, { chainId }),
        await getJson(offline, '/v1/bitcoin/utxo', { chainId, address }),
        await sendJson(offline, 'POST', '/v1/bitcoin/tx', { hex: '00' }, { chainId }),
      ]) {
        expect(answer.status).toBe(502);
        expect(reasonNames(answer.body)).toEqual(['CHAIN_UNAVAILABLE']);
      }
    } finally {
      await offline.dispose();
    }
  });
});
