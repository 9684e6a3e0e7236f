/**
 * getTransaction's answer for a landed transaction, in the encodings a node offers: json (the compiled
 * message), base64 / base58 (the wire bytes), and jsonParsed (account keys with their roles; instructions
 * partially decoded, as a node gives them for programs it has no parser for).
 */
import { base58 } from './decode-transaction.js';
import type { LandedTransaction } from './landed-transaction.js';

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base58' | 'base64';

export function transactionJson(landed: LandedTransaction, encoding: TransactionEncoding): Record<string, unknown> {
  const { transaction } = landed;
  const version = transaction.version;
  return {
    slot: landed.slot,
    blockTime: landed.blockTime,
    version,
    transaction: encodeTransaction(landed, encoding),
    meta: {
      err: landed.err,
      status: landed.err === null ? { Ok: null } : { Err: landed.err },
      fee: landed.fee,
      preBalances: landed.preBalances,
      postBalances: landed.postBalances,
      innerInstructions: encoding === 'jsonParsed' ? landed.innerInstructions.map((entry) => ({ index: entry.index, instructions: entry.instructions.map((instruction) => partiallyDecoded(landed, instruction)) })) : landed.innerInstructions,
      logMessages: landed.logs,
      preTokenBalances: landed.preTokenBalances,
      postTokenBalances: landed.postTokenBalances,
      rewards: [],
      loadedAddresses: landed.loadedAddresses,
      computeUnitsConsumed: landed.computeUnitsConsumed,
    },
  };
}

function encodeTransaction(landed: LandedTransaction, encoding: TransactionEncoding): unknown {
  const { transaction } = landed;
  if (encoding === 'base64') return [Buffer.from(transaction.serialize()).toString('base64'), 'base64'];
  if (encoding === 'base58') return [base58(transaction.serialize()), 'base58'];
  const message = transaction.message;
  const signatures = transaction.signatures.map((signature) => base58(signature));
  const lookups = message.addressTableLookups.map((lookup) => ({ accountKey: lookup.accountKey.toBase58(), writableIndexes: lookup.writableIndexes, readonlyIndexes: lookup.readonlyIndexes }));
  const withLookups = transaction.version === 'legacy' ? {} : { addressTableLookups: lookups };
  if (encoding === 'json') {
    return {
      signatures,
      message: {
        accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
        header: message.header,
        recentBlockhash: message.recentBlockhash,
        instructions: message.compiledInstructions.map((instruction) => ({
          programIdIndex: instruction.programIdIndex,
          accounts: instruction.accountKeyIndexes,
          data: base58(instruction.data),
          stackHeight: null,
        })),
        ...withLookups,
      },
    };
  }
  const staticCount = message.staticAccountKeys.length;
  return {
    signatures,
    message: {
      accountKeys: landed.accountKeys.map((pubkey, index) => ({
        pubkey,
        signer: index < message.header.numRequiredSignatures,
        source: index < staticCount ? 'transaction' : 'lookupTable',
        writable: landed.writableAccounts.includes(pubkey),
      })),
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) =>
        partiallyDecoded(landed, { programIdIndex: instruction.programIdIndex, accounts: instruction.accountKeyIndexes, data: base58(instruction.data), stackHeight: null }),
      ),
      ...withLookups,
    },
  };
}

function partiallyDecoded(landed: LandedTransaction, instruction: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number | null }): Record<string, unknown> {
  return {
    programId: landed.accountKeys[instruction.programIdIndex],
    accounts: instruction.accounts.map((index) => landed.accountKeys[index]),
    data: instruction.data,
    stackHeight: instruction.stackHeight,
  };
}
