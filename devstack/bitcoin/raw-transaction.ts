/**
 * A raw Bitcoin transaction, decoded with @scure/btc-signer's wire format (BIP-144 when it carries witnesses)
 * into what the ledger checks and stores: ids, inputs with their witnesses, outputs, size and weight.
 */
import { RawTx } from '@scure/btc-signer';
import { displayHex, hexOf, sha256d } from './bytes.js';

export type TransactionInput = {
  /** The spent output's transaction, in display order. */
  txid: string;
  vout: number;
  scriptSig: Uint8Array;
  sequence: number;
  witness: Uint8Array[];
};

export type TransactionOutput = { value: bigint; script: Uint8Array };

export type DecodedTransaction = {
  txid: string;
  wtxid: string;
  version: number;
  lockTime: number;
  inputs: TransactionInput[];
  outputs: TransactionOutput[];
  /** The full serialization (with witnesses when there are any): what POST /tx got and GET /tx/:txid/hex gives. */
  raw: Uint8Array;
  size: number;
  weight: number;
  vsize: number;
};

type WireTransaction = Parameters<typeof RawTx.encode>[0];

/** Decodes a raw transaction; undefined when the bytes are not exactly one transaction (a node's "TX decode failed"). */
export function decodeTransaction(raw: Uint8Array): DecodedTransaction | undefined {
  let wire: ReturnType<typeof RawTx.decode>;
  try {
    wire = RawTx.decode(raw);
  } catch {
    return undefined;
  }
  // BIP-144: a witness marker with no witness at all is not a valid serialization.
  if (wire.segwitFlag && (wire.witnesses ?? []).every((stack) => stack.length === 0)) return undefined;
  return describe(wire);
}

export type BuildTransactionParameters = {
  version: number;
  lockTime: number;
  inputs: TransactionInput[];
  outputs: TransactionOutput[];
};

/** Serializes a transaction the ledger makes itself (the coinbases). */
export function buildTransaction(parameters: BuildTransactionParameters): DecodedTransaction {
  const hasWitness = parameters.inputs.some((input) => input.witness.length > 0);
  return describe({
    version: parameters.version,
    lockTime: parameters.lockTime,
    segwitFlag: hasWitness,
    inputs: parameters.inputs.map(toWireInput),
    outputs: parameters.outputs.map(({ value, script }) => ({ amount: value, script })),
    witnesses: hasWitness ? parameters.inputs.map((input) => input.witness) : undefined,
  });
}

function toWireInput(input: TransactionInput): WireTransaction['inputs'][number] {
  return { txid: Buffer.from(input.txid, 'hex'), index: input.vout, finalScriptSig: input.scriptSig, sequence: input.sequence };
}

function describe(wire: WireTransaction): DecodedTransaction {
  const raw = RawTx.encode(wire);
  const base = RawTx.encode({ ...wire, segwitFlag: false, witnesses: undefined });
  const weight = base.length * 3 + raw.length;
  return {
    txid: displayHex(sha256d(base)),
    wtxid: displayHex(sha256d(raw)),
    version: wire.version,
    lockTime: wire.lockTime,
    inputs: wire.inputs.map((input, index) => ({
      txid: hexOf(input.txid),
      vout: input.index,
      scriptSig: input.finalScriptSig,
      sequence: input.sequence,
      witness: wire.witnesses?.[index] ?? [],
    })),
    outputs: wire.outputs.map(({ amount, script }) => ({ value: amount, script })),
    raw,
    size: raw.length,
    weight,
    vsize: Math.ceil(weight / 4),
  };
}

/** A coinbase's input: no previous output (a null txid, index 0xffffffff). */
export function isCoinbaseInput(input: TransactionInput): boolean {
  return input.vout === 0xffffffff && /^0{64}$/.test(input.txid);
}
