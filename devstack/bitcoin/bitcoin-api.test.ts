/**
 * The ledger's Esplora API against one seeded ledger (mining on demand): the seed and its shapes, then a
 * P2WPKH and a P2TR spend signed by the test with @scure/btc-signer, from the mempool to a block, with
 * balances, unspent outputs and histories following.
 */
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { BITCOIN_DEV_ACCOUNTS, BITCOIN_FAUCET_ADDRESS, bitcoinDevKey } from './dev-keys.js';
import { BITCOIN_DEVSTACK_CAIP2, REGTEST_GENESIS, blockSubsidy } from './regtest.js';
import { BITCOIN_DEV_ACCOUNT_FUNDING } from './seed.js';
import { broadcast, getJson, getText, signedSpend, useBitcoinTestNode, utxosOf } from './testing/bitcoin-test-node.js';

const bitcoin = useBitcoinTestNode();
const alice = bitcoinDevKey(0);
const bob = bitcoinDevKey(1);
const carol = bitcoinDevKey(2);
const taproot = bitcoinDevKey(3);

type Stats = { funded_txo_count: number; funded_txo_sum: number; spent_txo_count: number; spent_txo_sum: number; tx_count: number };
type AddressInfo = { address: string; chain_stats: Stats; mempool_stats: Stats };
type EsploraTransaction = {
  txid: string;
  fee: number;
  vin: { txid: string; vout: number; is_coinbase: boolean; witness?: string[]; prevout: { scriptpubkey_address?: string; value: number } | null }[];
  vout: { scriptpubkey: string; scriptpubkey_type: string; scriptpubkey_address?: string; scriptpubkey_asm: string; value: number }[];
  status: { confirmed: boolean; block_height?: number; block_hash?: string };
};

const balanceOf = (info: AddressInfo): number =>
  info.chain_stats.funded_txo_sum - info.chain_stats.spent_txo_sum + info.mempool_stats.funded_txo_sum - info.mempool_stats.spent_txo_sum;

describe('the seeded ledger', () => {
  it('starts on regtest\'s genesis with 102 blocks and answers its health', async () => {
    const { node } = bitcoin;
    expect(node.caip2).toBe(BITCOIN_DEVSTACK_CAIP2);
    expect(BITCOIN_DEVSTACK_CAIP2).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
    expect(await getText(node, '/health')).toEqual({ status: 200, text: 'ok' });
    expect(await getText(node, '/blocks/tip/height')).toEqual({ status: 200, text: '102' });
    // The seed is deterministic (fixed block times, RFC 6979 signatures): every start gives the same ids.
    expect(node.fundingTxid).toBe('d1dad90a99027355b0688dd2bfde3230759297fd542e02d8235b8b64ea747d5b');
    expect((await getText(node, '/block-height/0')).text).toBe(REGTEST_GENESIS.hash);
    const tipHash = (await getText(node, '/blocks/tip/hash')).text;
    const tip = await getJson<{ id: string; height: number; tx_count: number; previousblockhash: string }>(node, `/block/${tipHash}`);
    expect(tip).toMatchObject({ id: tipHash, height: 102, tx_count: 2, previousblockhash: (await getText(node, '/block-height/101')).text });
  });

  it('funds every dev account with 10 BTC in one confirmed output', async () => {
    const { node } = bitcoin;
    for (const { address } of BITCOIN_DEV_ACCOUNTS) {
      const info = await getJson<AddressInfo>(node, `/address/${address}`);
      expect(info.chain_stats).toEqual({ funded_txo_count: 1, funded_txo_sum: Number(BITCOIN_DEV_ACCOUNT_FUNDING), spent_txo_count: 0, spent_txo_sum: 0, tx_count: 1 });
      const utxos = await getJson<{ txid: string; vout: number; value: number; status: { confirmed: boolean; block_height: number } }[]>(node, `/address/${address}/utxo`);
      expect(utxos).toEqual([expect.objectContaining({ txid: node.fundingTxid, value: Number(BITCOIN_DEV_ACCOUNT_FUNDING), status: expect.objectContaining({ confirmed: true, block_height: 102 }) })]);
    }
  });

  it('describes the funding transaction as Esplora does, and serves its raw form', async () => {
    const { node } = bitcoin;
    const funding = await getJson<EsploraTransaction>(node, `/tx/${node.fundingTxid}`);
    expect(funding.vin).toEqual([expect.objectContaining({ vout: 0, is_coinbase: false, prevout: expect.objectContaining({ scriptpubkey_address: BITCOIN_FAUCET_ADDRESS, value: 50 * 1e8 }) })]);
    expect(funding.vin[0]!.witness).toHaveLength(2);
    expect(funding.vout.slice(0, 4).map((output) => [output.scriptpubkey_address, output.scriptpubkey_type])).toEqual([
      [alice.address, 'v0_p2wpkh'],
      [bob.address, 'v0_p2wpkh'],
      [carol.address, 'v0_p2wpkh'],
      [taproot.address, 'v1_p2tr'],
    ]);
    expect(funding.vout[0]!.scriptpubkey_asm).toBe(`OP_0 OP_PUSHBYTES_20 ${funding.vout[0]!.scriptpubkey.slice(4)}`);
    expect(funding.vout[3]!.scriptpubkey_asm).toMatch(/^OP_PUSHNUM_1 OP_PUSHBYTES_32 [0-9a-f]{64}$/);
    expect(funding.status).toMatchObject({ confirmed: true, block_height: 102 });
    expect(await getJson(node, `/tx/${node.fundingTxid}/status`)).toEqual(funding.status);
    const hex = (await getText(node, `/tx/${node.fundingTxid}/hex`)).text;
    expect(Transaction.fromRaw(Buffer.from(hex, 'hex')).id).toBe(node.fundingTxid);
    const outspends = await getJson<{ spent: boolean }[]>(node, `/tx/${node.fundingTxid}/outspends`);
    expect(outspends.map(({ spent }) => spent)).toEqual(funding.vout.map(() => false));
  });

  it('answers fee estimates by confirmation target, never below the relay minimum', async () => {
    const estimates = await getJson<Record<string, number>>(bitcoin.node, '/fee-estimates');
    expect(Object.keys(estimates)).toEqual(expect.arrayContaining(['1', '2', '3', '6', '25', '144', '504', '1008']));
    expect(estimates['1']).toBeGreaterThan(estimates['144']!);
    expect(Math.min(...Object.values(estimates))).toBeGreaterThanOrEqual(1);
  });

  it('refuses what is not there with Esplora\'s statuses', async () => {
    const { node } = bitcoin;
    expect(await getText(node, `/tx/${'ab'.repeat(32)}`)).toEqual({ status: 404, text: 'Transaction not found' });
    expect((await getText(node, '/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).status).toBe(400);
    expect(await getText(node, '/address/nonsense-address/utxo')).toEqual({ status: 400, text: 'Invalid Bitcoin address' });
    expect((await getText(node, '/nowhere')).status).toBe(404);
  });

  it('names loopback pages in CORS, and no other origin', async () => {
    const { node } = bitcoin;
    const from = async (origin: string): Promise<string | null> =>
      (await fetch(`${node.url}/blocks/tip/height`, { headers: { origin } })).headers.get('access-control-allow-origin');
    expect(await from('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
    expect(await from('https://evil.example')).toBeNull();
  });
});

describe('a spend', () => {
  it('goes from the mempool to a block: P2WPKH, signed by the sender, balances and histories follow', async () => {
    const { node } = bitcoin;
    const [coin] = await utxosOf(node, alice.address);
    const fee = 500n;
    const spend = signedSpend([{ ...coin!, key: alice }], [
      { script: bob.script, value: 100_000_000n },
      { script: alice.script, value: BigInt(coin!.value) - 100_000_000n - fee },
    ]);
    expect(await broadcast(node, spend.extract())).toEqual({ status: 200, text: spend.id });
    // A node answers a transaction it already has with its txid again.
    expect(await broadcast(node, spend.extract())).toEqual({ status: 200, text: spend.id });

    expect(await getJson(node, `/tx/${spend.id}/status`)).toEqual({ confirmed: false });
    expect(await getJson(node, '/mempool/txids')).toEqual([spend.id]);
    const bobPending = await getJson<AddressInfo>(node, `/address/${bob.address}`);
    expect(bobPending.mempool_stats).toMatchObject({ funded_txo_count: 1, funded_txo_sum: 100_000_000, tx_count: 1 });
    expect(balanceOf(bobPending)).toBe(1_100_000_000);
    expect((await getJson<EsploraTransaction[]>(node, `/address/${bob.address}/txs/mempool`)).map(({ txid }) => txid)).toEqual([spend.id]);
    // The spent output leaves the sender's unspent outputs at once; the change is there, unconfirmed.
    expect(await utxosOf(node, alice.address)).toEqual([expect.objectContaining({ txid: spend.id, vout: 1, status: { confirmed: false } })]);

    const { blocks } = await (await fetch(`${node.url}/__admin/mine`, { method: 'POST' })).json() as { blocks: string[] };
    expect(blocks).toHaveLength(1);
    const confirmed = await getJson<EsploraTransaction>(node, `/tx/${spend.id}`);
    expect(confirmed).toMatchObject({ fee: Number(fee), status: { confirmed: true, block_height: 103, block_hash: blocks[0] } });
    expect(await getJson<string[]>(node, `/block/${blocks[0]}/txids`)).toEqual([expect.any(String), spend.id]);
    // The block's coinbase pays the subsidy and the fee to the faucet.
    const coinbase = await getJson<EsploraTransaction>(node, `/tx/${(await getJson<string[]>(node, `/block/${blocks[0]}/txids`))[0]}`);
    expect(coinbase.vin[0]).toMatchObject({ is_coinbase: true, prevout: null });
    expect(coinbase.vout[0]).toMatchObject({ scriptpubkey_address: BITCOIN_FAUCET_ADDRESS, value: Number(blockSubsidy(103) + fee) });

    const aliceInfo = await getJson<AddressInfo>(node, `/address/${alice.address}`);
    expect(aliceInfo.chain_stats).toMatchObject({ spent_txo_count: 1, spent_txo_sum: coin!.value, tx_count: 2 });
    expect(balanceOf(aliceInfo)).toBe(coin!.value - 100_000_000 - Number(fee));
    expect(balanceOf(await getJson<AddressInfo>(node, `/address/${bob.address}`))).toBe(1_100_000_000);
    for (const address of [alice.address, bob.address]) {
      const history = await getJson<EsploraTransaction[]>(node, `/address/${address}/txs`);
      expect(history.map(({ txid }) => txid)).toEqual([spend.id, node.fundingTxid]);
    }
    const outspends = await getJson<{ spent: boolean; txid?: string; vin?: number }[]>(node, `/tx/${node.fundingTxid}/outspends`);
    expect(outspends[0]).toMatchObject({ spent: true, txid: spend.id, vin: 0, status: { confirmed: true } });
  });

  it('spends a P2TR output on the key path, and an unconfirmed output in the same block', async () => {
    const { node } = bitcoin;
    const [coin] = await utxosOf(node, taproot.address);
    const first = signedSpend([{ ...coin!, key: taproot }], [
      { script: carol.script, value: 200_000_000n },
      { script: taproot.script, value: BigInt(coin!.value) - 200_000_000n - 400n },
    ]);
    expect(await broadcast(node, first.extract())).toEqual({ status: 200, text: first.id });
    // The change, still in the mempool, pays onwards.
    const change = { txid: first.id, vout: 1, value: coin!.value - 200_000_000 - 400 };
    const second = signedSpend([{ ...change, key: taproot }], [{ script: carol.script, value: BigInt(change.value) - 400n }]);
    expect(await broadcast(node, second.extract())).toEqual({ status: 200, text: second.id });
    const [block] = node.mine();
    expect(block!.txids.slice(1)).toEqual([first.id, second.id]);
    expect(balanceOf(await getJson<AddressInfo>(node, `/address/${taproot.address}`))).toBe(0);
    expect(balanceOf(await getJson<AddressInfo>(node, `/address/${carol.address}`))).toBe(Number(BITCOIN_DEV_ACCOUNT_FUNDING) + coin!.value - 800);
  });

  it('is paid by the faucet route to any regtest address', async () => {
    const { node } = bitcoin;
    const response = await fetch(`${node.url}/__admin/faucet`, { method: 'POST', body: JSON.stringify({ address: bob.address, sats: 12_345 }) });
    const { txid } = (await response.json()) as { txid: string };
    node.mine();
    expect(await getJson(node, `/tx/${txid}`)).toMatchObject({ status: { confirmed: true }, vout: expect.arrayContaining([expect.objectContaining({ scriptpubkey_address: bob.address, value: 12_345 })]) });
    expect((await fetch(`${node.url}/__admin/faucet`, { method: 'POST', body: JSON.stringify({ address: bob.address, sats: 10 }) })).status).toBe(400);
  });
});
