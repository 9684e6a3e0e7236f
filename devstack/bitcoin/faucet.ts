/**
 * Payments from the faucet (the key every coinbase pays): a real P2WPKH transaction signed with
 * @scure/btc-signer, which then goes through the same checks as any broadcast. The seed funds the dev
 * accounts with it; the /__admin/faucet route funds any address.
 */
import { Transaction } from '@scure/btc-signer';
import { COINBASE_MATURITY } from './regtest.js';
import type { BitcoinDevKey } from './dev-keys.js';
import type { BitcoinLedger, LedgerUnspent } from './ledger.js';
import type { TransactionOutput } from './raw-transaction.js';

/** The faucet pays 2 sat/vB, above the relay minimum. */
const FAUCET_SATS_PER_VBYTE = 2n;
/** A generous bound on one more P2WPKH input's fee while selecting. */
const INPUT_FEE_BOUND = 100n * FAUCET_SATS_PER_VBYTE;

export type FaucetPaymentParameters = { ledger: BitcoinLedger; faucet: BitcoinDevKey; payments: TransactionOutput[] };

export class FaucetEmptyError extends Error {
  override readonly name = 'FaucetEmptyError';
}

/** A signed raw transaction paying `payments` from the faucet, its change back to the faucet. */
export function faucetPayment({ ledger, faucet, payments }: FaucetPaymentParameters): Uint8Array {
  const total = payments.reduce((sum, payment) => sum + payment.value, 0n);
  const selected: LedgerUnspent[] = [];
  let selectedValue = 0n;
  for (const candidate of spendableByValue(ledger, faucet)) {
    if (selectedValue >= total + INPUT_FEE_BOUND * BigInt(selected.length + payments.length + 1)) break;
    selected.push(candidate);
    selectedValue += candidate.value;
  }
  // The exact fee needs the signed size: sign once without fee to measure, then for real.
  const unsigned = sign(faucet, selected, payments, selectedValue - total);
  const fee = BigInt(unsigned.vsize + 1) * FAUCET_SATS_PER_VBYTE;
  if (selectedValue < total + fee) throw new FaucetEmptyError(`the faucet holds less than ${total + fee} spendable sats`);
  return sign(faucet, selected, payments, selectedValue - total - fee).extract();
}

function sign(faucet: BitcoinDevKey, inputs: LedgerUnspent[], payments: TransactionOutput[], change: bigint): Transaction {
  const transaction = new Transaction();
  for (const input of inputs) transaction.addInput({ txid: input.txid, index: input.vout, witnessUtxo: { script: faucet.script, amount: input.value } });
  for (const payment of payments) transaction.addOutput({ script: payment.script, amount: payment.value });
  if (change > 0n) transaction.addOutput({ script: faucet.script, amount: change });
  transaction.sign(faucet.privateKey);
  transaction.finalize();
  return transaction;
}

/** The faucet's outputs it may spend now (coinbases once mature), largest first, oldest first among equals. */
function spendableByValue(ledger: BitcoinLedger, faucet: BitcoinDevKey): LedgerUnspent[] {
  const nextHeight = ledger.tip().height + 1;
  return ledger
    .unspentOf(faucet.script)
    .filter(({ txid, block }) => !ledger.transaction(txid)!.isCoinbase || (block !== undefined && nextHeight - block.height >= COINBASE_MATURITY))
    .sort((a, b) => (a.value === b.value ? 0 : a.value > b.value ? -1 : 1));
}
