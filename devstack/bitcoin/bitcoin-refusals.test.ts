/**
 * What the ledger refuses, and how: each refusal is Esplora's 400 carrying Bitcoin Core's RPC code and
 * reject reason, and leaves the ledger as it was. Coins come from the faucet to keys of this file's own.
 */
import { secp256k1 } from '@noble/curves/secp256k1';
import { beforeAll, describe, expect, it } from 'vitest';
import { bitcoinFaucetKey, bitcoinKeyFor, type BitcoinDevKey } from './dev-keys.js';
import { faucetPayment } from './faucet.js';
import { broadcast, getJson, signedSpend, tampered, useBitcoinTestNode, type Utxo } from './testing/bitcoin-test-node.js';

const bitcoin = useBitcoinTestNode();
const segwit = bitcoinKeyFor('refusals test segwit', 'p2wpkh');
const taproot = bitcoinKeyFor('refusals test taproot', 'p2tr');
const recipient = bitcoinKeyFor('refusals test recipient', 'p2wpkh');
const COIN = 1_000_000;
const FEE = 1_000n;
const coins: Record<'segwit' | 'taproot', Utxo[]> = { segwit: [], taproot: [] };

/** A coin of the file's own, never used by another test. */
function coin(kind: 'segwit' | 'taproot'): Utxo & { key: BitcoinDevKey } {
  const next = coins[kind].shift();
  if (next === undefined) throw new Error(`no ${kind} coin left: fund more in beforeAll`);
  return { ...next, key: kind === 'segwit' ? segwit : taproot };
}

/** A valid spend of one coin to the recipient, the fee left to the node. */
function payRecipient(input: Utxo & { key: BitcoinDevKey }, value = BigInt(input.value) - FEE) {
  return signedSpend([input], [{ script: recipient.script, value }]);
}

function refusal(code: number, message: string): { status: number; text: string } {
  return { status: 400, text: `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}` };
}

const NULLFAIL = refusal(-26, 'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)');
const MISSING_OR_SPENT = refusal(-25, 'bad-txns-inputs-missingorspent');
const DECODE_FAILED = refusal(-22, 'TX decode failed. Make sure the tx has at least one input.');

beforeAll(() => {
  const { ledger } = bitcoin.node;
  const payments = [...Array.from({ length: 12 }, () => segwit.script), ...Array.from({ length: 4 }, () => taproot.script)].map((script) => ({ script, value: BigInt(COIN) }));
  const funding = ledger.submit(faucetPayment({ ledger, faucet: bitcoinFaucetKey(), payments }));
  if (funding.kind !== 'accepted') throw new Error('the faucet could not fund the test keys');
  const txid = funding.accepted.transaction.txid;
  payments.forEach((payment, vout) => coins[payment.script === segwit.script ? 'segwit' : 'taproot'].push({ txid, vout, value: COIN }));
  ledger.mine();
});

describe('the ledger refuses', () => {
  it('bytes that are not one transaction', async () => {
    const { node } = bitcoin;
    const valid = payRecipient(coin('segwit')).extract();
    for (const body of ['', 'zz', 'abc', '00', Buffer.from(valid).toString('hex').slice(0, -8), `${Buffer.from(valid).toString('hex')}00`]) {
      expect(await broadcast(node, body)).toEqual(DECODE_FAILED);
    }
  });

  it('an input whose output never existed', async () => {
    const spend = payRecipient({ txid: 'ab'.repeat(32), vout: 0, value: COIN, key: segwit });
    expect(await broadcast(bitcoin.node, spend.extract())).toEqual(MISSING_OR_SPENT);
  });

  it('a double spend of a confirmed spend, and the confirmed one again', async () => {
    const { node } = bitcoin;
    const input = coin('segwit');
    const first = payRecipient(input);
    expect(await broadcast(node, first.extract())).toEqual({ status: 200, text: first.id });
    node.mine();
    const second = payRecipient(input, BigInt(input.value) - 2n * FEE);
    expect(await broadcast(node, second.extract())).toEqual(MISSING_OR_SPENT);
    expect(await broadcast(node, first.extract())).toEqual(refusal(-27, 'Transaction already in block chain'));
  });

  it('a double spend against the mempool, which keeps the first', async () => {
    const { node } = bitcoin;
    const input = coin('segwit');
    const first = payRecipient(input);
    const second = signedSpend([input], [{ script: segwit.script, value: BigInt(input.value) - 5n * FEE }]);
    expect(await broadcast(node, first.extract())).toEqual({ status: 200, text: first.id });
    expect(await broadcast(node, second.extract())).toEqual(refusal(-26, 'txn-mempool-conflict'));
    expect(await getJson(node, '/mempool/txids')).toEqual([first.id]);
    node.mine();
    expect((await fetch(`${node.url}/tx/${second.id}`)).status).toBe(404);
  });

  it('a P2WPKH signature that does not verify', async () => {
    const spend = payRecipient(coin('segwit'));
    // The last byte of S, one bit off: still strict DER, no longer a signature of this transaction.
    const forged = tampered(spend.extract(), (wire) => {
      const signature = wire.witnesses![0]![0]!;
      signature[signature.length - 2]! ^= 0x01;
    });
    expect(await broadcast(bitcoin.node, forged)).toEqual(NULLFAIL);
  });

  it('an output changed after signing: its amount, or where it pays', async () => {
    const { node } = bitcoin;
    const spend = payRecipient(coin('segwit'));
    const lessToRecipient = tampered(spend.extract(), (wire) => void (wire.outputs[0]!.amount -= 10_000n));
    expect(await broadcast(node, lessToRecipient)).toEqual(NULLFAIL);
    const elsewhere = tampered(spend.extract(), (wire) => void (wire.outputs[0]!.script = segwit.script));
    expect(await broadcast(node, elsewhere)).toEqual(NULLFAIL);
    // Untouched, the same transaction passes: the refusals were about the tampering.
    expect(await broadcast(node, spend.extract())).toEqual({ status: 200, text: spend.id });
  });

  it('a public key that is not the one the output pays, and a missing witness', async () => {
    const { node } = bitcoin;
    const spend = payRecipient(coin('segwit'));
    const otherKey = tampered(spend.extract(), (wire) => void (wire.witnesses![0]![1] = recipient.publicKey));
    expect(await broadcast(node, otherKey)).toEqual(refusal(-26, 'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)'));
    const withoutSignature = tampered(spend.extract(), (wire) => void (wire.witnesses![0] = [wire.witnesses![0]![1]!]));
    expect(await broadcast(node, withoutSignature)).toEqual(refusal(-26, 'mandatory-script-verify-flag-failed (Witness program hash mismatch)'));
  });

  it('a high-S signature as a relay policy breach, not a consensus one', async () => {
    const spend = payRecipient(coin('segwit'));
    const malleated = tampered(spend.extract(), (wire) => {
      const signature = wire.witnesses![0]![0]!;
      const parsed = secp256k1.Signature.fromDER(signature.subarray(0, -1));
      const high = new secp256k1.Signature(parsed.r, secp256k1.CURVE.n - parsed.s).toDERRawBytes();
      wire.witnesses![0]![0] = Uint8Array.from([...high, signature[signature.length - 1]!]);
    });
    expect(await broadcast(bitcoin.node, malleated)).toEqual(refusal(-26, 'non-mandatory-script-verify-flag (Non-canonical signature: S value is unnecessarily high)'));
  });

  it('a P2TR key-path signature that does not verify', async () => {
    const spend = payRecipient(coin('taproot'));
    const forged = tampered(spend.extract(), (wire) => void (wire.witnesses![0]![0]![10]! ^= 0x01));
    expect(await broadcast(bitcoin.node, forged)).toEqual(refusal(-26, 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'));
    const tamperedOutput = tampered(spend.extract(), (wire) => void (wire.outputs[0]!.amount -= 10_000n));
    expect(await broadcast(bitcoin.node, tamperedOutput)).toEqual(refusal(-26, 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)'));
  });

  it('outputs above the inputs, even signed by a wallet told the input held more', async () => {
    const input = coin('taproot');
    const spend = signedSpend([{ ...input, claimedValue: input.value * 2 }], [{ script: recipient.script, value: BigInt(input.value) + 500_000n }]);
    expect(await broadcast(bitcoin.node, spend.extract())).toEqual(refusal(-26, 'bad-txns-in-belowout, value in (0.01) < value out (0.015)'));
  });

  it('dust, a fee below the relay minimum, and an immature coinbase', async () => {
    const { node } = bitcoin;
    const input = coin('segwit');
    const dust = signedSpend([input], [{ script: recipient.script, value: 293n }, { script: segwit.script, value: BigInt(input.value) - 293n - FEE }]);
    expect(await broadcast(node, dust.extract())).toEqual(refusal(-26, 'dust'));
    const free = payRecipient(input, BigInt(input.value));
    expect(await broadcast(node, free.extract())).toEqual(refusal(-26, `min relay fee not met, 0 < ${free.vsize}`));

    const faucet = bitcoinFaucetKey();
    const [coinbaseId] = node.mine()[0]!.txids;
    const immature = signedSpend([{ txid: coinbaseId!, vout: 0, value: 50 * 100_000_000, key: faucet }], [{ script: recipient.script, value: 49n * 100_000_000n }]);
    expect(await broadcast(node, immature.extract())).toEqual(refusal(-26, 'bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1'));
  });

  it('and what it refused leaves no trace', async () => {
    const { node } = bitcoin;
    node.mine();
    expect(await getJson(node, '/mempool/txids')).toEqual([]);
    const info = await getJson<{ chain_stats: { funded_txo_sum: number } }>(node, `/address/${recipient.address}`);
    // Only the three accepted payments reached the recipient.
    expect(info.chain_stats.funded_txo_sum).toBe(3 * (COIN - Number(FEE)));
  });
});
