/**
 * Mempool acceptance: everything a node checks before it takes a broadcast transaction, in Bitcoin Core's
 * order (structure and standardness, conflicts with the mempool, missing or spent inputs, coinbase maturity,
 * amounts, the minimum relay fee, then every input's script and signature).
 */
import { Transaction } from '@scure/btc-signer';
import { COINBASE_MATURITY, MIN_RELAY_SATS_PER_VBYTE } from './regtest.js';
import { decodeTransaction, type DecodedTransaction, type TransactionOutput } from './raw-transaction.js';
import { RPC_CODE, TX_DECODE_FAILED, formatMoney, rejected, type BroadcastRefusal } from './refusal.js';
import { structuralRefusal } from './relay-policy.js';
import { checkInputScript } from './verify-input.js';

/** An output the ledger can still spend; a coinbase's remembers its block height (maturity). */
export type SpendableOutput = TransactionOutput & { coinbaseHeight?: number };

/** What acceptance reads from the ledger. */
export type LedgerView = {
  tipHeight(): number;
  isConfirmed(txid: string): boolean;
  inMempool(txid: string): boolean;
  /** The mempool transaction spending this output already, if one does. */
  mempoolSpender(txid: string, vout: number): string | undefined;
  /** The output if it exists and nothing confirmed spends it (mempool outputs included). */
  unspent(txid: string, vout: number): SpendableOutput | undefined;
};

export type AcceptedTransaction = { transaction: DecodedTransaction; fee: bigint; spent: TransactionOutput[] };

export type AcceptTransactionReturnType =
  | { kind: 'accepted'; accepted: AcceptedTransaction }
  /** Already in the mempool: a node answers its txid again. */
  | { kind: 'known'; txid: string }
  | { kind: 'refused'; refusal: BroadcastRefusal };

export function acceptTransaction(view: LedgerView, raw: Uint8Array): AcceptTransactionReturnType {
  const refuse = (refusal: BroadcastRefusal): AcceptTransactionReturnType => ({ kind: 'refused', refusal });
  const transaction = decodeTransaction(raw);
  if (transaction === undefined) return refuse(TX_DECODE_FAILED);
  if (view.inMempool(transaction.txid)) return { kind: 'known', txid: transaction.txid };
  if (view.isConfirmed(transaction.txid)) return refuse({ code: RPC_CODE.alreadyInChain, message: 'Transaction already in block chain' });
  const structural = structuralRefusal(transaction);
  if (structural !== undefined) return refuse(rejected(structural));

  // No replacement (RBF) here: any conflict with the mempool is refused.
  if (transaction.inputs.some((input) => view.mempoolSpender(input.txid, input.vout) !== undefined)) {
    return refuse(rejected('txn-mempool-conflict'));
  }
  const spent: SpendableOutput[] = [];
  for (const input of transaction.inputs) {
    const output = view.unspent(input.txid, input.vout);
    if (output === undefined) return refuse({ code: RPC_CODE.verify, message: 'bad-txns-inputs-missingorspent' });
    spent.push(output);
  }
  const nextHeight = view.tipHeight() + 1;
  for (const output of spent) {
    const depth = output.coinbaseHeight === undefined ? undefined : nextHeight - output.coinbaseHeight;
    if (depth !== undefined && depth < COINBASE_MATURITY) {
      return refuse(rejected(`bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth ${depth}`));
    }
  }
  const valueIn = spent.reduce((sum, output) => sum + output.value, 0n);
  const valueOut = transaction.outputs.reduce((sum, output) => sum + output.value, 0n);
  if (valueIn < valueOut) {
    return refuse(rejected(`bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`));
  }
  const fee = valueIn - valueOut;
  const minimumFee = BigInt(transaction.vsize) * MIN_RELAY_SATS_PER_VBYTE;
  if (fee < minimumFee) return refuse(rejected(`min relay fee not met, ${fee} < ${minimumFee}`));

  const scriptRefusal = firstScriptRefusal(transaction, spent);
  if (scriptRefusal !== undefined) return refuse(rejected(scriptRefusal));
  return { kind: 'accepted', accepted: { transaction, fee, spent: spent.map(({ value, script }) => ({ value, script })) } };
}

function firstScriptRefusal(transaction: DecodedTransaction, spent: TransactionOutput[]): string | undefined {
  let signer: Transaction;
  try {
    // Unknown scripts and versions are this ledger's business (relay-policy.ts), not the parser's.
    signer = Transaction.fromRaw(transaction.raw, { allowUnknownOutputs: true, allowUnknownInputs: true, allowUnknownVersion: true, disableScriptCheck: true });
  } catch {
    return TX_DECODE_FAILED.message;
  }
  for (let index = 0; index < transaction.inputs.length; index += 1) {
    const refusal = checkInputScript({ signer, transaction, index, spent });
    if (refusal !== undefined) return refusal;
  }
  return undefined;
}
