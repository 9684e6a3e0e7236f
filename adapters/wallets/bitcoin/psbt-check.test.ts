/**
 * The PSBT check with real keys: the test plays the wallet with @scure/btc-signer (an honest one signs the PSBT
 * it is given), then tampers with what it returns the ways a hostile or broken wallet would.
 */
import { SigHash, Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { bitcoinKeyFor, type BitcoinDevKey } from '../../../devstack/bitcoin/dev-keys.js';
import { decodeBase64, encodeBase64 } from '../../../domain/entities/solana-wire/base64.js';
import type { BitcoinUtxo } from '../../../ports/bitcoin-api.port.js';
import { buildPayment, type BuiltPayment } from './psbt-build.js';
import { checkSignedPsbt } from './psbt-check.js';

const sender = bitcoinKeyFor('psbt-check sender', 'p2wpkh');
const taprootSender = bitcoinKeyFor('psbt-check taproot', 'p2tr');
const stranger = bitcoinKeyFor('psbt-check stranger', 'p2wpkh');
const recipient = bitcoinKeyFor('psbt-check recipient', 'p2wpkh').address;
const feeRates = { '1': 5, '3': 3, '6': 2 };

function coin(seed: number, value: number): BitcoinUtxo {
  return { txid: seed.toString(16).padStart(64, '0'), vout: seed % 3, value, status: { confirmed: true, block_height: 100 } };
}

/** Two coins of 60,000 sats: 100,000 sats to send needs both, and leaves change. */
function twoInputPayment(key: BitcoinDevKey = sender): BuiltPayment {
  return buildPayment({
    network: 'regtest',
    from: key.address,
    to: recipient,
    amount: 100_000n,
    publicKey: Buffer.from(key.publicKey).toString('hex'),
    utxos: [coin(1, 60_000), coin(2, 60_000)],
    feeRates,
  });
}

function open(psbt: string): Transaction {
  return Transaction.fromPSBT(decodeBase64(psbt, 1_000_000)!);
}

function save(transaction: Transaction): string {
  return encodeBase64(transaction.toPSBT());
}

/** What an honest wallet does: signs every input it holds the key of, and gives the PSBT back. */
function honestlySigned(psbt: string, key: BitcoinDevKey): string {
  const transaction = open(psbt);
  transaction.sign(key.privateKey);
  return save(transaction);
}

describe('checkSignedPsbt', () => {
  it('takes a P2WPKH payment signed by the sender and gives the transaction to broadcast', () => {
    const built = twoInputPayment();
    const checked = checkSignedPsbt({ built, answer: honestlySigned(built.psbt, sender) });
    const reference = open(honestlySigned(built.psbt, sender));
    reference.finalize();
    // ECDSA signatures are deterministic (RFC 6979): the same bytes the wallet would broadcast itself.
    expect(checked.hex).toBe(reference.hex);
    expect(checked.txid).toBe(reference.id);
    expect(Transaction.fromRaw(Buffer.from(checked.hex, 'hex')).outputsLength).toBe(2);
  });

  it('takes a P2TR payment signed by the sender (key path), naming the internal key in the PSBT', () => {
    const built = twoInputPayment(taprootSender);
    expect(open(built.psbt).getInput(0).tapInternalKey).toEqual(taprootSender.publicKey);
    const checked = checkSignedPsbt({ built, answer: honestlySigned(built.psbt, taprootSender) });
    expect(checked.txid).toBe(built.transaction.id);
  });

  it('takes a PSBT the wallet finalized itself', () => {
    const built = twoInputPayment();
    const finalized = open(honestlySigned(built.psbt, sender));
    finalized.finalize();
    expect(checkSignedPsbt({ built, answer: save(finalized) }).txid).toBe(built.transaction.id);
  });

  it('refuses the PSBT returned as it was sent: unsigned', () => {
    const built = twoInputPayment();
    expect(() => checkSignedPsbt({ built, answer: built.psbt })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_PSBT_UNSIGNED', shortMessage: 'The wallet returned an unsigned transaction' }),
    );
  });

  it('refuses a PSBT with one input of two signed', () => {
    const built = twoInputPayment();
    const half = open(built.psbt);
    half.signIdx(sender.privateKey, 0);
    expect(() => checkSignedPsbt({ built, answer: save(half) })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_PSBT_UNSIGNED', details: 'input 1 carries no signature' }),
    );
  });

  it("refuses an input signed by another key than the address's", () => {
    const built = twoInputPayment();
    const other = open(built.psbt);
    // The stranger signs input 0 as if it spent its own output: a real signature, by the wrong key.
    other.updateInput(0, { witnessUtxo: { script: stranger.script, amount: 60_000n } }, true);
    other.signIdx(stranger.privateKey, 0);
    other.signIdx(sender.privateKey, 1);
    expect(() => checkSignedPsbt({ built, answer: save(other) })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_PSBT_UNSIGNED', details: "input 0 is signed by a key that is not the address's" }),
    );
  });

  it('refuses a signature made for another transaction', () => {
    const built = twoInputPayment();
    const elsewhere = buildPayment({ network: 'regtest', from: sender.address, to: recipient, amount: 90_000n, utxos: [coin(1, 60_000), coin(2, 60_000)], feeRates });
    const signedElsewhere = open(honestlySigned(elsewhere.psbt, sender));
    const answer = open(built.psbt);
    for (const index of [0, 1]) answer.updateInput(index, { partialSig: signedElsewhere.getInput(index).partialSig }, true);
    expect(() => checkSignedPsbt({ built, answer: save(answer) })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_PSBT_UNSIGNED', details: 'the signature of input 0 does not verify for this transaction' }),
    );
  });

  it('refuses a signature with a byte changed', () => {
    const built = twoInputPayment(taprootSender);
    const signed = open(honestlySigned(built.psbt, taprootSender));
    const signature = Uint8Array.from(signed.getInput(1).tapKeySig!);
    signature[10] = (signature[10] ?? 0) ^ 1;
    signed.updateInput(1, { tapKeySig: signature }, true);
    expect(() => checkSignedPsbt({ built, answer: save(signed) })).toThrow(expect.objectContaining({ code: 'BITCOIN_PSBT_UNSIGNED' }));
  });

  it("refuses a payment whose amounts the wallet changed, even signed by the sender's key", () => {
    const built = twoInputPayment();
    const changed = open(built.psbt);
    changed.updateOutput(0, { amount: 90_000n });
    changed.updateOutput(1, { amount: (built.transaction.getOutput(1).amount ?? 0n) + 10_000n });
    changed.sign(sender.privateKey);
    expect(() => checkSignedPsbt({ built, answer: save(changed) })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_PSBT_ALTERED', shortMessage: 'The wallet changed the transaction', details: 'output 0 carries 90000 sats, not 100000' }),
    );
  });

  it('refuses a payment with an output added', () => {
    const built = twoInputPayment();
    const more = open(built.psbt);
    more.addOutput({ script: stranger.script, amount: 1_000n });
    more.sign(sender.privateKey);
    expect(() => checkSignedPsbt({ built, answer: save(more) })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_PSBT_ALTERED', details: '3 outputs instead of 2' }),
    );
  });

  it('refuses a payment paying another script the same amount', () => {
    const built = twoInputPayment();
    const redirected = open(built.psbt);
    redirected.updateOutput(0, { script: stranger.script });
    redirected.sign(sender.privateKey);
    expect(() => checkSignedPsbt({ built, answer: save(redirected) })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_PSBT_ALTERED', details: 'output 0 pays another script' }),
    );
  });

  it('refuses a signature whose hash type leaves the outputs open (SIGHASH_NONE)', () => {
    const built = twoInputPayment();
    const open_ = open(built.psbt);
    for (const index of [0, 1]) open_.updateInput(index, { sighashType: SigHash.NONE }, true);
    open_.sign(sender.privateKey, [SigHash.NONE]);
    expect(() => checkSignedPsbt({ built, answer: save(open_) })).toThrow(
      expect.objectContaining({ code: 'BITCOIN_PSBT_ALTERED', details: 'input 0 is signed with hash type 2, not SIGHASH_ALL' }),
    );
  });

  it('refuses an answer that is not a PSBT', () => {
    const built = twoInputPayment();
    expect(() => checkSignedPsbt({ built, answer: 'not base64!' })).toThrow(expect.objectContaining({ code: 'INVALID_RESPONSE' }));
    expect(() => checkSignedPsbt({ built, answer: encodeBase64(new Uint8Array([1, 2, 3])) })).toThrow(
      expect.objectContaining({ code: 'INVALID_RESPONSE' }),
    );
  });
});
