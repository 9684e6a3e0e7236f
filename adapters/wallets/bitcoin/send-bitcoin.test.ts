/**
 * Sending BTC against the Bitcoin API fake (a UTXO set that applies what it accepts) and a wallet played by the
 * test with real keys (@scure/btc-signer signs the PSBT it is handed), honest or not.
 */
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { bitcoinKeyFor, type BitcoinDevKey } from '../../../devstack/bitcoin/dev-keys.js';
import { decodeBase64, encodeBase64 } from '../../../domain/entities/solana-wire/base64.js';
import type { BitcoinSignPsbtParameters } from '../../../ports/bitcoin-wallet.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { FAKE_BITCOIN_CHAIN_ID, FakeBitcoinApi } from '../../../tests/fakes/bitcoin-api.fake.js';
import { BitcoinPayments } from './send-bitcoin.js';

const sender = bitcoinKeyFor('send-bitcoin sender', 'p2wpkh');
const taprootSender = bitcoinKeyFor('send-bitcoin taproot', 'p2tr');
const recipient = bitcoinKeyFor('send-bitcoin recipient', 'p2wpkh').address;
const caipNetworkId = FAKE_BITCOIN_CHAIN_ID;

type WalletMode = 'honest' | 'unsigned' | 'reject';

/** A bip122 provider as the port describes it, over one key; records what it was asked. */
function wallet(key: BitcoinDevKey, mode: WalletMode = 'honest') {
  const asked: { method: string; params: unknown }[] = [];
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      asked.push({ method, params });
      if (mode === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      if (method === 'getAccountAddresses') return [{ address: key.address, publicKey: Buffer.from(key.publicKey).toString('hex'), intention: 'payment' }];
      if (method !== 'signPsbt') throw Object.assign(new Error('unsupported'), { code: 4200 });
      const { psbt } = params as BitcoinSignPsbtParameters;
      if (mode === 'unsigned') return { psbt };
      const transaction = Transaction.fromPSBT(decodeBase64(psbt, 1_000_000)!);
      transaction.sign(key.privateKey);
      return { psbt: encodeBase64(transaction.toPSBT()) };
    },
  };
  return { provider, asked };
}

function setUp(key: BitcoinDevKey = sender) {
  const api = new FakeBitcoinApi();
  api.fund(key.address, 60_000);
  api.fund(key.address, 50_000);
  const payments = new BitcoinPayments({ bitcoinApi: api, pollingIntervalMs: 1 });
  return { api, payments };
}

describe('BitcoinPayments.prepare', () => {
  it("gives the fee at the 3-block rate, the sender's spendable coins and the dust threshold, asking no wallet", async () => {
    const { api, payments } = setUp();
    const facts = await payments.prepare({ from: sender.address, to: recipient, amount: 70_000n, caipNetworkId });
    // Two P2WPKH inputs, two P2WPKH outputs: 209 vbytes at most, at 3 sat/vB.
    expect(facts).toEqual({ fee: 627n, spendable: 110_000n, minimumAmount: 294n, receiverNativeBalance: 0n, minimumAccountBalance: 0n, tokenAccountRent: 0n });
    expect(api.calls.getUtxos).toEqual([{ chainId: caipNetworkId, address: sender.address }]);
  });

  it('refuses a token and a network whose address rules are unknown', async () => {
    const { payments } = setUp();
    await expect(payments.prepare({ from: sender.address, to: recipient, amount: 1n, caipNetworkId, token: { address: 'x', decimals: 0 } })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
    await expect(payments.prepare({ from: sender.address, to: recipient, amount: 1n, caipNetworkId: 'bip122:00000000000000000000000000000000' })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
  });
});

describe('BitcoinPayments.send', () => {
  it('has the wallet sign the PSBT without broadcasting, checks it, and broadcasts it itself', async () => {
    const { api, payments } = setUp();
    const { provider, asked } = wallet(sender);
    const txid = await payments.send({ from: sender.address, to: recipient, amount: 70_000n, caipNetworkId, provider });
    expect(asked.map(({ method }) => method)).toEqual(['signPsbt']);
    expect(asked[0]!.params).toMatchObject({
      account: sender.address,
      broadcast: false,
      signInputs: [
        { address: sender.address, index: 0, sighashTypes: [1] },
        { address: sender.address, index: 1, sighashTypes: [1] },
      ],
    });
    expect(api.broadcasts).toEqual([{ chainId: caipNetworkId, hex: expect.any(String), txid }]);
    expect(await api.getUtxos({ chainId: caipNetworkId, address: recipient })).toEqual([{ txid, vout: 0, value: 70_000, status: { confirmed: false } }]);
    expect(await api.getUtxos({ chainId: caipNetworkId, address: sender.address })).toEqual([{ txid, vout: 1, value: 110_000 - 70_000 - 627, status: { confirmed: false } }]);
  });

  it("sends from a P2TR address, naming the wallet's internal key in the PSBT", async () => {
    const { api, payments } = setUp(taprootSender);
    const { provider, asked } = wallet(taprootSender);
    const txid = await payments.send({ from: taprootSender.address, to: recipient, amount: 20_000n, caipNetworkId, provider });
    expect(asked.map(({ method }) => method)).toEqual(['getAccountAddresses', 'signPsbt']);
    expect(asked[1]!.params).toMatchObject({ signInputs: [{ address: taprootSender.address, index: 0, sighashTypes: [0] }] });
    expect(api.broadcasts[0]?.txid).toBe(txid);
  });

  it('refuses an unsigned PSBT: nothing is broadcast', async () => {
    const { api, payments } = setUp();
    const { provider } = wallet(sender, 'unsigned');
    await expect(payments.send({ from: sender.address, to: recipient, amount: 70_000n, caipNetworkId, provider })).rejects.toMatchObject({
      code: 'BITCOIN_PSBT_UNSIGNED',
      shortMessage: 'The wallet returned an unsigned transaction',
    });
    expect(api.broadcasts).toEqual([]);
  });

  it("passes on the visitor's refusal, typed", async () => {
    const { api, payments } = setUp();
    const { provider } = wallet(sender, 'reject');
    await expect(payments.send({ from: sender.address, to: recipient, amount: 70_000n, caipNetworkId, provider })).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    expect(api.broadcasts).toEqual([]);
  });

  it("refuses, before the wallet is asked, what the coins cannot pay with the fee, and a dust amount", async () => {
    const { payments } = setUp();
    const { provider, asked } = wallet(sender);
    await expect(payments.send({ from: sender.address, to: recipient, amount: 110_000n, caipNetworkId, provider })).rejects.toMatchObject({
      code: 'BITCOIN_INSUFFICIENT_FUNDS',
      shortMessage: 'Insufficient balance for this amount and the 0.00000534 BTC network fee',
    });
    await expect(payments.send({ from: sender.address, to: recipient, amount: 293n, caipNetworkId, provider })).rejects.toMatchObject({
      code: 'BITCOIN_AMOUNT_BELOW_DUST',
      shortMessage: 'A Bitcoin payment must send at least 0.00000294 BTC',
    });
    expect(asked).toEqual([]);
  });

  it('refuses, before the wallet is asked, a payment whose fee is not the one the visitor reviewed', async () => {
    const { api, payments } = setUp();
    const { provider, asked } = wallet(sender);
    await expect(payments.send({ from: sender.address, to: recipient, amount: 70_000n, fee: 600n, caipNetworkId, provider })).rejects.toMatchObject({
      code: 'BITCOIN_FEE_CHANGED',
      shortMessage: 'The network fee is now 0.00000627 BTC: review the send again',
    });
    expect(asked).toEqual([]);
    await expect(payments.send({ from: sender.address, to: recipient, amount: 70_000n, fee: 627n, caipNetworkId, provider })).resolves.toMatch(/^[0-9a-f]{64}$/);
    expect(api.broadcasts).toHaveLength(1);
  });

  it("carries the node's reason when the broadcast is refused", async () => {
    const { api, payments } = setUp();
    api.refuseNextBroadcast('bad-txns-inputs-missingorspent');
    const { provider } = wallet(sender);
    await expect(payments.send({ from: sender.address, to: recipient, amount: 70_000n, caipNetworkId, provider })).rejects.toMatchObject({
      code: 'INVALID_TRANSACTION',
      shortMessage: 'Invalid transaction: bad-txns-inputs-missingorspent',
    });
  });
});

describe('BitcoinPayments.waitFor', () => {
  it('resolves once the payment is in a block', async () => {
    const { api, payments } = setUp();
    const txid = await payments.send({ from: sender.address, to: recipient, amount: 70_000n, caipNetworkId, provider: wallet(sender).provider });
    const waiting = payments.waitFor({ hash: txid, caipNetworkId, timeoutMs: 5_000 });
    api.confirm();
    await expect(waiting).resolves.toBe('success');
  });

  it('times out on a payment not mined in time, and refuses a txid it did not send', async () => {
    const { payments } = setUp();
    const txid = await payments.send({ from: sender.address, to: recipient, amount: 70_000n, caipNetworkId, provider: wallet(sender).provider });
    await expect(payments.waitFor({ hash: txid, caipNetworkId, timeoutMs: 5 })).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    await expect(payments.waitFor({ hash: 'ab'.repeat(32), caipNetworkId, timeoutMs: 5 })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
  });
});
