/**
 * The local Bitcoin ledger (devstack/bitcoin) refuses every transaction changed after signing: any byte of a
 * signed P2WPKH or P2TR spend, XORed with any non-zero mask, gives bytes that do not decode, spend something
 * else, or no longer carry a valid signature (BIP-143 and BIP-341 commit to the version, every outpoint,
 * sequence and output, the lock time and the spent amounts). And a refusal leaves the ledger as it was.
 */
import { Transaction } from '@scure/btc-signer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoinDevKey, type BitcoinDevKey } from '../../devstack/bitcoin/dev-keys.js';
import { seedLedger } from '../../devstack/bitcoin/seed.js';

const runs = { numRuns: 300 };
const { ledger } = seedLedger();

/** A valid spend of the key's funding output to dev account 2 and back, signed but never broadcast. */
function signedSpend(key: BitcoinDevKey): Uint8Array {
  const [coin] = ledger.unspentOf(key.script);
  const transaction = new Transaction();
  transaction.addInput({
    txid: coin!.txid,
    index: coin!.vout,
    witnessUtxo: { script: key.script, amount: coin!.value },
    ...(key.kind === 'p2tr' ? { tapInternalKey: key.publicKey } : {}),
  });
  transaction.addOutput({ script: bitcoinDevKey(2).script, amount: 100_000n });
  transaction.addOutput({ script: key.script, amount: coin!.value - 100_000n - 1_000n });
  transaction.sign(key.privateKey);
  transaction.finalize();
  return transaction.extract();
}

const spends = { p2wpkh: signedSpend(bitcoinDevKey(0)), p2tr: signedSpend(bitcoinDevKey(3)) };

describe('the Bitcoin ledger against tampering', () => {
  it('refuses a signed spend with any one byte changed, and keeps nothing of it', () => {
    fc.assert(
      fc.property(fc.constantFrom('p2wpkh', 'p2tr' as const), fc.nat(), fc.integer({ min: 1, max: 255 }), (kind, pick, mask) => {
        const raw = Uint8Array.from(spends[kind]);
        const at = pick % raw.length;
        raw[at]! ^= mask;
        expect(ledger.submit(raw).kind).toBe('refused');
      }),
      runs,
    );
    expect(ledger.mempoolTransactions()).toEqual([]);
    // The untouched spends still pass: the refusals were about the changed byte.
    expect(ledger.submit(spends.p2wpkh).kind).toBe('accepted');
    expect(ledger.submit(spends.p2tr).kind).toBe('accepted');
  });
});
