import { Keypair, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64.js';
import { feePayerSignature, withFeePayerSignature } from './solanaWire.js';

const payer = Keypair.fromSeed(new Uint8Array(32).fill(1));
const blockhash = '11111111111111111111111111111111';
const instruction = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(new Uint8Array(32).fill(2)), lamports: 5 });

describe('base64', () => {
  it('round-trips bytes and agrees with Node', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, index) => (index * 7) % 256);
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(decodeBase64(encodeBase64(bytes), 1000)).toEqual(bytes);
  });

  it('refuses text that is not padded base64, or longer than the bound', () => {
    expect(decodeBase64('abc', 100)).toBeUndefined();
    expect(decodeBase64('ab!=', 100)).toBeUndefined();
    expect(decodeBase64('AAAAAAAA', 3)).toBeUndefined();
  });
});

describe('the fee payer signature of a wire transaction', () => {
  it('reads it from a signed legacy and a signed v0 transaction', () => {
    const legacy = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(instruction);
    legacy.sign(payer);
    expect(feePayerSignature(new Uint8Array(legacy.serialize()))).toEqual(new Uint8Array(legacy.signature!));
    const v0 = new VersionedTransaction(new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: blockhash, instructions: [instruction] }).compileToV0Message());
    v0.sign([payer]);
    expect(feePayerSignature(v0.serialize())).toEqual(v0.signatures[0]);
  });

  it('puts a signature into the unsigned transaction so that it verifies', () => {
    const unsigned = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(instruction);
    const wire = unsigned.serialize({ requireAllSignatures: false, verifySignatures: false });
    const signed = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(instruction);
    signed.sign(payer);
    const merged = withFeePayerSignature(new Uint8Array(wire), new Uint8Array(signed.signature!));
    expect(Transaction.from(Buffer.from(merged!)).verifySignatures()).toBe(true);
  });

  it('finds none in bytes without a signature slot', () => {
    expect(feePayerSignature(new Uint8Array([0, 1, 2]))).toBeUndefined();
    expect(feePayerSignature(new Uint8Array([1, 9]))).toBeUndefined();
    expect(feePayerSignature(new Uint8Array([0xff, 0xff, 0xff, 0xff]))).toBeUndefined();
    expect(withFeePayerSignature(new Uint8Array([0]), new Uint8Array(64))).toBeUndefined();
  });
});
