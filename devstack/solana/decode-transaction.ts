/**
 * Wire bytes of a transaction (legacy or v0) read twice: by web3.js for its message (keys, header, blockhash,
 * instructions, lookups) and by @solana/kit for litesvm, whose API takes kit's transaction shape.
 */
import { getBase58Decoder, getBase58Encoder, getTransactionDecoder, type Transaction as KitTransaction } from '@solana/kit';
import { AddressLookupTableAccount, VersionedTransaction } from '@solana/web3.js';
import { invalidParams } from './rpc-error.js';

export type DecodedTransaction = {
  wire: Uint8Array;
  transaction: VersionedTransaction;
  forSvm: KitTransaction;
  /** The first signature, base58: the transaction's id. */
  signature: string;
};

export function decodeTransaction(wire: Uint8Array): DecodedTransaction {
  let transaction: VersionedTransaction;
  let forSvm: KitTransaction;
  try {
    transaction = VersionedTransaction.deserialize(wire);
    forSvm = getTransactionDecoder().decode(wire);
  } catch (error) {
    throw invalidParams(`failed to deserialize solana_transaction::versioned::VersionedTransaction: ${error instanceof Error ? error.message : String(error)}`);
  }
  const first = transaction.signatures[0];
  if (!first) throw invalidParams('invalid transaction: Transaction failed to sanitize accounts offsets correctly');
  return { wire, transaction, forSvm, signature: base58(first) };
}

/** The addresses a v0 message loads from lookup tables, read from the tables' accounts (empty when a table is missing). */
export function loadedAddresses(
  transaction: VersionedTransaction,
  tableData: (address: string) => Uint8Array | undefined,
): { writable: string[]; readonly: string[] } {
  const writable: string[] = [];
  const readonly: string[] = [];
  for (const lookup of transaction.message.addressTableLookups) {
    const data = tableData(lookup.accountKey.toBase58());
    if (!data) continue;
    const table = AddressLookupTableAccount.deserialize(data);
    for (const index of lookup.writableIndexes) if (table.addresses[index]) writable.push(table.addresses[index].toBase58());
    for (const index of lookup.readonlyIndexes) if (table.addresses[index]) readonly.push(table.addresses[index].toBase58());
  }
  return { writable, readonly };
}

/** Base58 of any bytes (signatures, instruction data). */
export function base58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes);
}

/** Bytes of a base58 string, or undefined when it is not base58. */
export function fromBase58(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(getBase58Encoder().encode(text));
  } catch {
    return undefined;
  }
}
