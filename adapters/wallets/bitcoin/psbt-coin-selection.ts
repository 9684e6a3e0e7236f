/**
 * Which of the sender's coins pay for a payment, and what is left: largest first (confirmed coins before
 * unconfirmed ones, so a payment chains on the mempool only when it must), adding coins until they cover the
 * amount and the fee of the payment as it then stands. The remainder goes back to the sender as change unless it
 * is below the change output's dust threshold: then it is folded into the fee (a node refuses a dust output, and
 * a change output costs more to spend later than it holds). Pure arithmetic in satoshis.
 */
import type { BitcoinUtxo } from '../../../ports/bitcoin-api.port.js';
import { paymentVsize, type SpendableKind } from './psbt-sizes.js';

export type SelectCoinsParameters = {
  readonly utxos: readonly BitcoinUtxo[];
  /** Satoshis to the recipient (positive). */
  readonly amount: bigint;
  /** sat/vB. */
  readonly feeRate: number;
  /** The kind of the sender's address, which every coin pays. */
  readonly inputKind: SpendableKind;
  readonly recipientScriptLength: number;
  readonly changeScriptLength: number;
  /** The least a change output may hold (its dust threshold). */
  readonly changeDust: bigint;
};

export type SelectCoinsReturnType =
  | { readonly ok: true; readonly coins: readonly BitcoinUtxo[]; readonly fee: bigint; readonly change: bigint; readonly spendable: bigint }
  /** Every coin together does not cover the amount and the fee of spending them all (given here). */
  | { readonly ok: false; readonly fee: bigint; readonly spendable: bigint };
export type SelectCoinsErrorType = never;

export function selectCoins(parameters: SelectCoinsParameters): SelectCoinsReturnType {
  const { amount, changeDust } = parameters;
  const ordered = orderCoins(parameters.utxos);
  const spendable = ordered.reduce((sum, coin) => sum + BigInt(coin.value), 0n);
  let total = 0n;
  for (let count = 1; count <= ordered.length; count += 1) {
    total += BigInt(ordered[count - 1]!.value);
    const coins = ordered.slice(0, count);
    const withChange = feeFor(parameters, count, true);
    const change = total - amount - withChange;
    if (change >= changeDust) return { ok: true, coins, fee: withChange, change, spendable };
    // Without a change output the payment is smaller; whatever the recipient does not get is the fee.
    if (total - amount >= feeFor(parameters, count, false)) return { ok: true, coins, fee: total - amount, change: 0n, spendable };
  }
  return { ok: false, fee: feeFor(parameters, Math.max(ordered.length, 1), false), spendable };
}

/** Confirmed first, then the larger first; txid and output index settle ties, so the same coins give the same payment. */
function orderCoins(utxos: readonly BitcoinUtxo[]): BitcoinUtxo[] {
  return [...utxos].sort(
    (a, b) =>
      Number(b.status.confirmed) - Number(a.status.confirmed) ||
      b.value - a.value ||
      (a.txid < b.txid ? -1 : a.txid > b.txid ? 1 : 0) ||
      a.vout - b.vout,
  );
}

function feeFor(parameters: SelectCoinsParameters, inputs: number, withChange: boolean): bigint {
  const outputScriptLengths = withChange
    ? [parameters.recipientScriptLength, parameters.changeScriptLength]
    : [parameters.recipientScriptLength];
  const vsize = paymentVsize({ inputs: Array.from({ length: inputs }, () => parameters.inputKind), outputScriptLengths });
  return BigInt(Math.ceil(vsize * parameters.feeRate));
}
