import { describe, expect, it } from 'vitest';
import type { BitcoinUtxo } from '../../../ports/bitcoin-api.port.js';
import { selectCoins, type SelectCoinsParameters } from './psbt-coin-selection.js';
import { paymentVsize } from './psbt-sizes.js';

function coin(seed: number, value: number, confirmed = true): BitcoinUtxo {
  return { txid: seed.toString(16).padStart(64, '0'), vout: 0, value, status: confirmed ? { confirmed, block_height: 1 } : { confirmed } };
}

const base: Omit<SelectCoinsParameters, 'utxos' | 'amount'> = {
  feeRate: 2,
  inputKind: 'p2wpkh',
  recipientScriptLength: 22,
  changeScriptLength: 22,
  changeDust: 294n,
};
/** The fee of n P2WPKH inputs and `outputs` P2WPKH outputs at 2 sat/vB. */
const feeOf = (inputs: number, outputs: number) =>
  BigInt(2 * paymentVsize({ inputs: Array.from({ length: inputs }, () => 'p2wpkh'), outputScriptLengths: Array.from({ length: outputs }, () => 22) }));

describe('selectCoins', () => {
  it('spends the largest coin first and sends the rest back as change', () => {
    const result = selectCoins({ ...base, utxos: [coin(1, 10_000), coin(2, 90_000), coin(3, 50_000)], amount: 40_000n });
    expect(result).toEqual({ ok: true, coins: [coin(2, 90_000)], fee: feeOf(1, 2), change: 50_000n - feeOf(1, 2), spendable: 150_000n });
  });

  it('adds coins until the amount and the larger fee are covered', () => {
    const result = selectCoins({ ...base, utxos: [coin(1, 30_000), coin(2, 40_000), coin(3, 50_000)], amount: 85_000n });
    expect(result.ok && result.coins.map((c) => c.value)).toEqual([50_000, 40_000]);
    expect(result.ok && result.fee).toBe(feeOf(2, 2));
  });

  it('prefers confirmed coins to larger unconfirmed ones', () => {
    const result = selectCoins({ ...base, utxos: [coin(1, 90_000, false), coin(2, 60_000)], amount: 10_000n });
    expect(result.ok && result.coins).toEqual([coin(2, 60_000)]);
  });

  it('folds change below the dust threshold into the fee: no change output', () => {
    const amount = 50_000n - feeOf(1, 2) - 293n;
    const result = selectCoins({ ...base, utxos: [coin(1, 50_000)], amount });
    expect(result).toEqual({ ok: true, coins: [coin(1, 50_000)], fee: 50_000n - amount, change: 0n, spendable: 50_000n });
    expect(50_000n - amount).toBeGreaterThan(feeOf(1, 1));
  });

  it('sends everything without change when the coins cover the amount and the smaller fee only', () => {
    const amount = 50_000n - feeOf(1, 1);
    expect(selectCoins({ ...base, utxos: [coin(1, 50_000)], amount })).toEqual({ ok: true, coins: [coin(1, 50_000)], fee: feeOf(1, 1), change: 0n, spendable: 50_000n });
  });

  it('says no when every coin together does not cover the amount and the fee of spending them all', () => {
    const amount = 80_000n - feeOf(2, 1) + 1n;
    expect(selectCoins({ ...base, utxos: [coin(1, 30_000), coin(2, 50_000)], amount })).toEqual({ ok: false, fee: feeOf(2, 1), spendable: 80_000n });
    expect(selectCoins({ ...base, utxos: [], amount: 1n })).toEqual({ ok: false, fee: feeOf(1, 1), spendable: 0n });
  });
});
