/**
 * The Bitcoin payment the product builds (adapters/wallets/bitcoin/psbt-*.ts), property-tested:
 * - coin selection: what it spends pays exactly the amount, the fee and the change; the change is 0 or above
 *   its dust threshold; the fee is at least the rate times the payment's largest signed size; and when it says
 *   the coins do not cover a payment, no choice of coins would (any k coins hold at most the k largest);
 * - the check of the wallet's PSBT: with any one byte of an honestly signed PSBT changed, the check refuses
 *   with a typed error or gives back exactly the honest transaction: nothing else is ever broadcast.
 */
import fc from 'fast-check';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { buildPayment } from '../../adapters/wallets/bitcoin/psbt-build.js';
import { checkSignedPsbt } from '../../adapters/wallets/bitcoin/psbt-check.js';
import { selectCoins } from '../../adapters/wallets/bitcoin/psbt-coin-selection.js';
import { paymentVsize, type SpendableKind } from '../../adapters/wallets/bitcoin/psbt-sizes.js';
import { bitcoinKeyFor } from '../../devstack/bitcoin/dev-keys.js';
import { WalletportError } from '../../domain/entities/errors/base.error.js';
import { decodeBase64, encodeBase64 } from '../../domain/entities/solana-wire/base64.js';
import type { BitcoinUtxo } from '../../ports/bitcoin-api.port.js';

const utxo = fc.record({
  txid: fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex')),
  vout: fc.nat({ max: 5 }),
  value: fc.integer({ min: 1, max: 50_000_000 }),
  status: fc.boolean().map((confirmed) => (confirmed ? { confirmed, block_height: 1 } : { confirmed })),
});
const kind = fc.constantFrom<SpendableKind>('p2wpkh', 'p2tr');
const scriptLength = { p2wpkh: 22, p2tr: 34 } as const;
const dust = { p2wpkh: 294n, p2tr: 330n } as const;

function fee(inputs: number, inputKind: SpendableKind, outputs: readonly number[], rate: number): bigint {
  return BigInt(Math.ceil(paymentVsize({ inputs: Array.from({ length: inputs }, () => inputKind), outputScriptLengths: outputs }) * rate));
}

describe('coin selection (property)', () => {
  it('pays exactly amount + fee + change, keeps change out of dust, pays at least the rate, and says no only when no coins could pay', () => {
    fc.assert(
      fc.property(
        fc.array(utxo, { maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 200_000_000n }),
        fc.double({ min: 1, max: 60, noNaN: true }),
        kind,
        fc.constantFrom(22, 23, 25, 34),
        (utxos, amount, feeRate, inputKind, recipientScriptLength) => {
          const changeScriptLength = scriptLength[inputKind];
          const result = selectCoins({ utxos, amount, feeRate, inputKind, recipientScriptLength, changeScriptLength, changeDust: dust[inputKind] });
          const spendable = utxos.reduce((sum, coin) => sum + BigInt(coin.value), 0n);
          expect(result.spendable).toBe(spendable);
          if (result.ok) {
            const spent = result.coins.reduce((sum, coin) => sum + BigInt(coin.value), 0n);
            expect(spent).toBe(amount + result.fee + result.change);
            expect(result.change === 0n || result.change >= dust[inputKind]).toBe(true);
            const outputs = result.change > 0n ? [recipientScriptLength, changeScriptLength] : [recipientScriptLength];
            expect(result.fee).toBeGreaterThanOrEqual(fee(result.coins.length, inputKind, outputs, feeRate));
            for (const coin of result.coins) expect(utxos).toContain(coin);
          } else {
            const largest = utxos.map((coin) => BigInt(coin.value)).sort((a, b) => (b > a ? 1 : b < a ? -1 : 0));
            for (let count = 1; count <= largest.length; count += 1) {
              const best = largest.slice(0, count).reduce((sum, value) => sum + value, 0n);
              expect(best).toBeLessThan(amount + fee(count, inputKind, [recipientScriptLength], feeRate));
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the PSBT check against a changed byte (property)', () => {
  for (const senderKind of ['p2wpkh', 'p2tr'] as const) {
    it(`broadcasts the honest ${senderKind} payment or nothing`, () => {
      const sender = bitcoinKeyFor(`payment property ${senderKind}`, senderKind);
      const coins: BitcoinUtxo[] = [1, 2].map((seed) => ({ txid: String(seed).repeat(64), vout: seed, value: 40_000, status: { confirmed: true } }));
      const built = buildPayment({
        network: 'regtest',
        from: sender.address,
        to: bitcoinKeyFor('payment property recipient', 'p2tr').address,
        amount: 50_000n,
        publicKey: Buffer.from(sender.publicKey).toString('hex'),
        utxos: coins,
        feeRates: { '3': 2 },
      });
      const signing = Transaction.fromPSBT(decodeBase64(built.psbt, 100_000)!);
      signing.sign(sender.privateKey);
      const signed = signing.toPSBT();
      const honest = checkSignedPsbt({ built, answer: encodeBase64(signed) });
      fc.assert(
        fc.property(fc.nat({ max: signed.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, flip) => {
          const changed = Uint8Array.from(signed);
          changed[at] = changed[at]! ^ flip;
          let outcome: ReturnType<typeof checkSignedPsbt> | undefined;
          try {
            outcome = checkSignedPsbt({ built, answer: encodeBase64(changed) });
          } catch (error) {
            expect(error).toBeInstanceOf(WalletportError);
            expect(['INVALID_RESPONSE', 'BITCOIN_PSBT_ALTERED', 'BITCOIN_PSBT_UNSIGNED']).toContain((error as WalletportError).code);
            return;
          }
          expect(outcome).toEqual(honest);
        }),
        { numRuns: 300 },
      );
      // 300 signature checks: about a second on a quiet machine, several on a busy one.
    }, 30_000);
  }
});
