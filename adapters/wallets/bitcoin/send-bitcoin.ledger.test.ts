/**
 * Sending BTC against the devstack's real ledger (devstack/bitcoin: every spend checked as a node checks it),
 * with the ledger's Esplora API as the Bitcoin API and a wallet played by the test with the sender's real key:
 * the payment is built from the ledger's coins, signed, checked, broadcast and mined; the recipient's balance on
 * the ledger moves by the amount, the sender's by the amount and the fee. A PSBT the wallet left unsigned is
 * refused and the ledger sees nothing.
 */
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { bitcoinKeyFor, type BitcoinDevKey } from '../../../devstack/bitcoin/dev-keys.js';
import { BITCOIN_DEVSTACK_CAIP2 } from '../../../devstack/bitcoin/index.js';
import { getJson, useBitcoinTestNode } from '../../../devstack/bitcoin/testing/bitcoin-test-node.js';
import type { RunningBitcoin } from '../../../devstack/bitcoin/start-bitcoin.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { decodeBase64, encodeBase64 } from '../../../domain/entities/solana-wire/base64.js';
import type { BitcoinApi, BitcoinFeeRates, BitcoinUtxo } from '../../../ports/bitcoin-api.port.js';
import type { BitcoinSignPsbtParameters } from '../../../ports/bitcoin-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { BitcoinPayments } from './send-bitcoin.js';

const test = useBitcoinTestNode();

/** The ledger's Esplora routes as the Bitcoin API (the cloud forwards to the same routes). */
function esplora(node: RunningBitcoin): BitcoinApi {
  return {
    getUtxos: ({ address }) => getJson<BitcoinUtxo[]>(node, `/address/${address}/utxo`),
    getFeeRates: () => getJson<BitcoinFeeRates>(node, '/fee-estimates'),
    async broadcastTransaction({ hex }) {
      const response = await fetch(`${node.url}/tx`, { method: 'POST', body: hex });
      const text = await response.text();
      if (!response.ok) throw walletportError('INVALID_TRANSACTION', [text]);
      return { txid: text };
    },
  };
}

function wallet(key: BitcoinDevKey, signs = true): Eip1193Provider {
  return {
    async request({ method, params }) {
      if (method === 'getAccountAddresses') return [{ address: key.address, publicKey: Buffer.from(key.publicKey).toString('hex') }];
      const { psbt } = params as BitcoinSignPsbtParameters;
      if (!signs) return { psbt };
      const transaction = Transaction.fromPSBT(decodeBase64(psbt, 1_000_000)!);
      transaction.sign(key.privateKey);
      return { psbt: encodeBase64(transaction.toPSBT()) };
    },
  };
}

async function balanceOf(node: RunningBitcoin, address: string): Promise<number> {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number };
  const { chain_stats: chain, mempool_stats: mempool } = await getJson<{ chain_stats: Stats; mempool_stats: Stats }>(node, `/address/${address}`);
  return chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum;
}

async function fund(node: RunningBitcoin, address: string, sats: number): Promise<void> {
  const response = await fetch(`${node.url}/__admin/faucet`, { method: 'POST', body: JSON.stringify({ address, sats }) });
  expect(response.ok).toBe(true);
  await node.mine(1);
}

describe('sending BTC on the devstack ledger', () => {
  for (const kind of ['p2wpkh', 'p2tr'] as const) {
    it(`builds, has signed, checks, broadcasts and mines a payment from a ${kind} address`, async () => {
      const { node } = test;
      const sender = bitcoinKeyFor(`send-bitcoin ledger ${kind}`, kind);
      const recipient = bitcoinKeyFor(`send-bitcoin ledger recipient ${kind}`, 'p2wpkh').address;
      await fund(node, sender.address, 30_000);
      await fund(node, sender.address, 50_000);
      const payments = new BitcoinPayments({ bitcoinApi: esplora(node), pollingIntervalMs: 20 });
      const caipNetworkId = BITCOIN_DEVSTACK_CAIP2;
      const facts = await payments.prepare({ from: sender.address, to: recipient, amount: 60_000n, caipNetworkId });
      const txid = await payments.send({ from: sender.address, to: recipient, amount: 60_000n, caipNetworkId, provider: wallet(sender) });
      const waiting = payments.waitFor({ hash: txid, caipNetworkId, timeoutMs: 10_000 });
      await node.mine(1);
      await expect(waiting).resolves.toBe('success');
      expect(await getJson(node, `/tx/${txid}/status`)).toMatchObject({ confirmed: true });
      expect(await balanceOf(node, recipient)).toBe(60_000);
      expect(await balanceOf(node, sender.address)).toBe(80_000 - 60_000 - Number(facts.fee));
      // The fee paid is the rate asked (3 sat/vB) or a little above: the estimate is the largest signature's size.
      const { fee, weight } = await getJson<{ fee: number; weight: number }>(node, `/tx/${txid}`);
      expect(fee).toBe(Number(facts.fee));
      expect(fee / Math.ceil(weight / 4)).toBeGreaterThanOrEqual(3);
    });
  }

  it('refuses a PSBT the wallet left unsigned: nothing reaches the ledger', async () => {
    const { node } = test;
    const sender = bitcoinKeyFor('send-bitcoin ledger unsigned', 'p2wpkh');
    await fund(node, sender.address, 30_000);
    const payments = new BitcoinPayments({ bitcoinApi: esplora(node) });
    const mempoolBefore = await getJson<string[]>(node, '/mempool/txids');
    await expect(
      payments.send({ from: sender.address, to: bitcoinKeyFor('nobody', 'p2wpkh').address, amount: 10_000n, caipNetworkId: BITCOIN_DEVSTACK_CAIP2, provider: wallet(sender, false) }),
    ).rejects.toMatchObject({ code: 'BITCOIN_PSBT_UNSIGNED' });
    expect(await getJson<string[]>(node, '/mempool/txids')).toEqual(mempoolBefore);
    expect(await balanceOf(node, sender.address)).toBe(30_000);
  });
});
