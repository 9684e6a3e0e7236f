/**
 * The Solana adapter's hand-encoded instructions (adapters/wallets/solana/solana-instructions.ts) against
 * independent encoders: @solana/web3.js's SystemProgram.transfer and @solana/spl-token's TransferChecked,
 * CreateIdempotent and associated-token address, for any amount, decimals and keys, on both token programs.
 * Same program, same accounts with the same signer and writable flags, same data bytes.
 */
import {
  createAssociatedTokenAccountIdempotentInstruction as splCreateIdempotent,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, SystemProgram, type PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { AccountRole, address, type Instruction } from '@solana/kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  systemTransferInstruction,
  transferCheckedInstruction,
} from '../../adapters/wallets/solana/solana-instructions.js';

const runs = { numRuns: 100 };
const key = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((seed) => Keypair.fromSeed(seed).publicKey);
const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });
const tokenProgram = fc.constantFrom(TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID);

/** An instruction in one comparable shape: program, accounts with their flags, data. */
function ours(instruction: Instruction) {
  return {
    program: instruction.programAddress,
    accounts: (instruction.accounts ?? []).map((meta) => ({
      address: meta.address,
      signer: meta.role === AccountRole.READONLY_SIGNER || meta.role === AccountRole.WRITABLE_SIGNER,
      writable: meta.role === AccountRole.WRITABLE || meta.role === AccountRole.WRITABLE_SIGNER,
    })),
    data: [...(instruction.data ?? [])],
  };
}
function reference(instruction: TransactionInstruction) {
  return {
    program: instruction.programId.toBase58(),
    accounts: instruction.keys.map((meta) => ({ address: meta.pubkey.toBase58(), signer: meta.isSigner, writable: meta.isWritable })),
    data: [...instruction.data],
  };
}
const kit = (key: PublicKey) => address(key.toBase58());

describe('hand-encoded Solana instructions match the reference encoders', () => {
  it('System transfer', () => {
    fc.assert(
      fc.property(key, key, u64, (from, to, lamports) => {
        expect(ours(systemTransferInstruction({ from: kit(from), to: kit(to), lamports }))).toEqual(
          reference(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })),
        );
      }),
      runs,
    );
  });

  it('TransferChecked', () => {
    fc.assert(
      fc.property(key, key, key, key, u64, fc.integer({ min: 0, max: 255 }), tokenProgram, (source, mint, destination, owner, amount, decimals, program) => {
        const mine = transferCheckedInstruction({ source: kit(source), mint: kit(mint), destination: kit(destination), owner: kit(owner), amount, decimals, tokenProgram: kit(program) });
        expect(ours(mine)).toEqual(reference(createTransferCheckedInstruction(source, mint, destination, owner, amount, decimals, [], program)));
      }),
      runs,
    );
  });

  it('associated token address and CreateIdempotent', async () => {
    await fc.assert(
      fc.asyncProperty(key, key, key, tokenProgram, async (payer, owner, mint, program) => {
        const account = await associatedTokenAddress({ owner: kit(owner), mint: kit(mint), tokenProgram: kit(program) });
        const expected = getAssociatedTokenAddressSync(mint, owner, false, program);
        expect(account).toBe(expected.toBase58());
        const mine = createAssociatedTokenAccountIdempotentInstruction({ payer: kit(payer), account, owner: kit(owner), mint: kit(mint), tokenProgram: kit(program) });
        expect(ours(mine)).toEqual(reference(splCreateIdempotent(payer, expected, owner, mint, program)));
      }),
      runs,
    );
  });
});
