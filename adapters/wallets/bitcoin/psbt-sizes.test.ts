import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { bitcoinKeyFor, type BitcoinDevKey } from '../../../devstack/bitcoin/dev-keys.js';
import { dustThreshold, paymentVsize } from './psbt-sizes.js';

const p2pkhScript = Uint8Array.of(0x76, 0xa9, 20, ...new Uint8Array(20), 0x88, 0xac);

/** A real signed spend of `inputs` coins of `key` to two outputs, as a wallet makes it. */
function signedVsize(key: BitcoinDevKey, inputs: number): number {
  const transaction = new Transaction();
  for (let index = 0; index < inputs; index += 1) {
    transaction.addInput({
      txid: (index + 1).toString(16).padStart(64, '0'),
      index: 0,
      witnessUtxo: { script: key.script, amount: 50_000n },
      ...(key.kind === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
    });
  }
  transaction.addOutput({ script: p2pkhScript, amount: 10_000n });
  transaction.addOutput({ script: key.script, amount: 30_000n });
  transaction.sign(key.privateKey);
  transaction.finalize();
  return transaction.vsize;
}

describe('paymentVsize', () => {
  for (const kind of ['p2wpkh', 'p2tr'] as const) {
    it(`is never below a signed ${kind} payment's virtual size, and at most 1 vbyte per input above it`, () => {
      const key = bitcoinKeyFor(`psbt-sizes ${kind}`, kind);
      for (const inputs of [1, 2, 5]) {
        const estimate = paymentVsize({ inputs: Array.from({ length: inputs }, () => kind), outputScriptLengths: [p2pkhScript.length, key.script.length] });
        const actual = signedVsize(key, inputs);
        expect(estimate).toBeGreaterThanOrEqual(actual);
        expect(estimate - actual).toBeLessThanOrEqual(inputs + 1);
      }
    });
  }
});

describe('dustThreshold', () => {
  it("is Bitcoin Core's: 294 sats for P2WPKH, 330 for P2TR, 546 for P2PKH", () => {
    expect(dustThreshold(bitcoinKeyFor('dust', 'p2wpkh').script)).toBe(294n);
    expect(dustThreshold(bitcoinKeyFor('dust', 'p2tr').script)).toBe(330n);
    expect(dustThreshold(p2pkhScript)).toBe(546n);
  });
});
