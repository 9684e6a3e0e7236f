/**
 * A message's fee as a cluster charges it: LAMPORTS_PER_SIGNATURE for each required signature, plus the
 * priority fee when the message sets a compute-unit price (micro-lamports per unit, times its compute-unit
 * limit, rounded up).
 */
import { ComputeBudgetProgram, type VersionedMessage } from '@solana/web3.js';
import { LAMPORTS_PER_SIGNATURE } from './genesis.js';

/** The compute budget program's instruction tags (its first data byte). */
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;
/** The limit a transaction gets per instruction when it sets none, and the most any transaction gets. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_COMPUTE_UNITS = 1_400_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

export function feeForMessage(message: VersionedMessage): number {
  const budgetProgram = ComputeBudgetProgram.programId.toBase58();
  const keys = message.staticAccountKeys;
  let limit: bigint | undefined;
  let price = 0n;
  let otherInstructions = 0n;
  for (const instruction of message.compiledInstructions) {
    const data = Buffer.from(instruction.data);
    if (keys[instruction.programIdIndex]?.toBase58() !== budgetProgram) {
      otherInstructions += 1n;
      continue;
    }
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) limit = BigInt(data.readUInt32LE(1));
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) price = data.readBigUInt64LE(1);
  }
  const units = limit ?? DEFAULT_UNITS_PER_INSTRUCTION * otherInstructions;
  const cappedUnits = units > MAX_COMPUTE_UNITS ? MAX_COMPUTE_UNITS : units;
  const priorityFee = (price * cappedUnits + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE + Number(priorityFee);
}
