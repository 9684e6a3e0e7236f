/**
 * The embedded wallet's Solana requests against a local Solana chain: the user's ed25519 key (derived from
 * their EVM key) signs a message Node verifies, signs a transfer, and signs and sends one that lands; the
 * approval screen's rows are read from the transaction itself, with the chain's fee; another account, a
 * transaction the user does not sign, and a refused send are refused in words.
 */
import { createPublicKey, verify } from 'node:crypto';
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, createTransferCheckedInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { SOLANA_DEV_ADDRESSES, SOLANA_TOKEN_MINT_ADDRESS } from '../../solana/index.js';
import { fundedKeypair, useSolanaTestNode } from '../../solana/testing/solana-test-node.js';
import { solanaKeypairFromEvmKey } from '../custody/solana-key.js';
import { describeSolanaRequest, solText } from './solana-describe.js';
import { signSolanaRequest, type SecureSiteSolanaChain } from './solana-sign.js';

const solana = useSolanaTestNode();
const chainOf = (): SecureSiteSolanaChain => ({ caipNetworkId: solana.node.caip2, name: 'Walletport Solana', rpcUrl: solana.node.rpcUrl });
const base58 = { encode: (text: string) => new Uint8Array(getBase58Encoder().encode(text)), decode: (bytes: Uint8Array) => getBase58Decoder().decode(bytes) };

/** A user's Solana keypair, as custody derives it, holding `sol` SOL. */
async function userKeypair(sol: number): Promise<Keypair> {
  const keypair = solanaKeypairFromEvmKey(generatePrivateKey());
  const funded = await fundedKeypair(solana.connection, sol + 1);
  const { blockhash } = await solana.connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: funded.publicKey,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: funded.publicKey, toPubkey: keypair.publicKey, lamports: sol * LAMPORTS_PER_SOL })],
  }).compileToV0Message();
  const funding = new VersionedTransaction(message);
  funding.sign([funded]);
  const signature = await solana.connection.sendTransaction(funding);
  await solana.connection.confirmTransaction({ signature, ...(await solana.connection.getLatestBlockhash()) });
  return keypair;
}

async function transferFrom(from: PublicKey, to: PublicKey, lamports: number, legacy = false): Promise<string> {
  const { blockhash } = await solana.connection.getLatestBlockhash();
  const message = new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports })] });
  const transaction = new VersionedTransaction(legacy ? message.compileToLegacyMessage() : message.compileToV0Message());
  return Buffer.from(transaction.serialize()).toString('base64');
}

describe('the Solana key', () => {
  it('is the same for the same EVM key, another for another, and never the EVM key itself', () => {
    const evm = generatePrivateKey();
    const first = solanaKeypairFromEvmKey(evm);
    expect(solanaKeypairFromEvmKey(evm).publicKey.toBase58()).toBe(first.publicKey.toBase58());
    expect(solanaKeypairFromEvmKey(generatePrivateKey()).publicKey.toBase58()).not.toBe(first.publicKey.toBase58());
    expect(Buffer.from(first.secretKey.subarray(0, 32)).toString('hex')).not.toBe(evm.slice(2));
  });
});

describe('signSolanaRequest', () => {
  it('signs the message bytes with ed25519 for the user’s address', async () => {
    const keypair = solanaKeypairFromEvmKey(generatePrivateKey());
    const text = 'Hello from the walletport demo';
    const message = base58.decode(new TextEncoder().encode(text));
    const { signature } = (await signSolanaRequest(keypair, chainOf(), 'solana_signMessage', { message, pubkey: keypair.publicKey.toBase58() })) as { signature: string };
    const publicKey = createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), keypair.publicKey.toBuffer()]), format: 'der', type: 'spki' });
    expect(verify(null, Buffer.from(text), publicKey, Buffer.from(base58.encode(signature)))).toBe(true);
    expect(verify(null, Buffer.from(`${text}!`), publicKey, Buffer.from(base58.encode(signature)))).toBe(false);
  });

  it('signs a transfer without sending it, and signs and sends one that lands (legacy and v0)', async () => {
    const keypair = await userKeypair(2);
    const receiver = Keypair.generate().publicKey;
    const unsent = (await signSolanaRequest(keypair, chainOf(), 'solana_signTransaction', { transaction: await transferFrom(keypair.publicKey, receiver, LAMPORTS_PER_SOL) })) as { signature: string; transaction: string };
    const signed = VersionedTransaction.deserialize(Buffer.from(unsent.transaction, 'base64'));
    expect(base58.decode(signed.signatures[0]!)).toBe(unsent.signature);
    expect(await solana.connection.getBalance(receiver)).toBe(0);

    for (const legacy of [true, false]) {
      const sent = (await signSolanaRequest(keypair, chainOf(), 'solana_signAndSendTransaction', {
        transaction: await transferFrom(keypair.publicKey, receiver, LAMPORTS_PER_SOL / 4, legacy),
        sendOptions: { preflightCommitment: 'confirmed' },
      })) as { signature: string };
      await solana.connection.confirmTransaction({ signature: sent.signature, ...(await solana.connection.getLatestBlockhash()) });
    }
    expect(await solana.connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 2);
  });

  it('refuses another account, a transaction the user does not sign, and passes the chain’s refusal on', async () => {
    const keypair = await userKeypair(1);
    const other = Keypair.generate().publicKey;
    await expect(signSolanaRequest(keypair, chainOf(), 'solana_signMessage', { message: '2NEpo7TZRRrLZSi2U', pubkey: other.toBase58() })).rejects.toThrow(
      'The request names an account this wallet does not hold',
    );
    await expect(signSolanaRequest(keypair, chainOf(), 'solana_signTransaction', { transaction: await transferFrom(other, keypair.publicKey, 1) })).rejects.toThrow(
      'This wallet is not a signer of the transaction',
    );
    await expect(signSolanaRequest(keypair, chainOf(), 'solana_signTransaction', { transaction: 'AAAA' })).rejects.toThrow('could not be decoded');
    // Below the rent-exempt minimum for a new account: the chain refuses it at preflight.
    await expect(
      signSolanaRequest(keypair, chainOf(), 'solana_signAndSendTransaction', { transaction: await transferFrom(keypair.publicKey, Keypair.generate().publicKey, 1000) }),
    ).rejects.toThrow(/insufficient funds for rent/i);
  });
});

describe('describeSolanaRequest', () => {
  it('reads the receiver, the amount in SOL and the chain’s fee from the transaction, and a message as text', async () => {
    const keypair = await userKeypair(1);
    const receiver = Keypair.generate().publicKey;
    const transaction = await transferFrom(keypair.publicKey, receiver, 1_500_000_000);
    await expect(describeSolanaRequest(chainOf(), 'solana_signAndSendTransaction', { transaction })).resolves.toEqual({
      heading: 'Send transaction',
      rows: [
        { label: 'To', value: receiver.toBase58() },
        { label: 'Amount', value: '1.5 SOL' },
        { label: 'Network fee', value: '0.000005 SOL' },
        { label: 'From', value: keypair.publicKey.toBase58() },
        { label: 'Network', value: 'Walletport Solana' },
      ],
    });
    const message = base58.decode(new TextEncoder().encode('Sign in to the demo'));
    const described = await describeSolanaRequest(chainOf(), 'solana_signMessage', { message, pubkey: keypair.publicKey.toBase58() });
    expect(described.rows[0]).toEqual({ label: 'Message', value: 'Sign in to the demo' });
    const bytes = base58.decode(new Uint8Array([0, 1, 2, 255]));
    expect((await describeSolanaRequest(chainOf(), 'solana_signMessage', { message: bytes, pubkey: keypair.publicKey.toBase58() })).rows[0]?.value).toBe('0x000102ff');
  });

  it('reads a token transfer: the receiver as the owner of the account it opens, the amount with the mint’s decimals', async () => {
    const sender = new PublicKey(SOLANA_DEV_ADDRESSES[0]!);
    const mint = new PublicKey(SOLANA_TOKEN_MINT_ADDRESS);
    const receiver = Keypair.generate().publicKey;
    const destination = getAssociatedTokenAddressSync(mint, receiver);
    const { blockhash } = await solana.connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: sender,
      recentBlockhash: blockhash,
      instructions: [
        createAssociatedTokenAccountIdempotentInstruction(sender, destination, receiver, mint),
        createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, sender), mint, destination, sender, 1_500_000n, 6),
      ],
    }).compileToV0Message();
    const transaction = Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
    const { rows } = await describeSolanaRequest(chainOf(), 'solana_signAndSendTransaction', { transaction });
    expect(rows.slice(0, 3)).toEqual([
      { label: 'Opens a token account', value: `for ${receiver.toBase58()} (token ${mint.toBase58()}), paid by the sender` },
      { label: 'To', value: receiver.toBase58() },
      { label: 'Amount', value: `1.5 of token ${mint.toBase58()}` },
    ]);
  });

  it('writes lamports as exact SOL', () => {
    expect(solText(0n)).toBe('0');
    expect(solText(1n)).toBe('0.000000001');
    expect(solText(1_000_000_000n)).toBe('1');
    expect(solText(123_456_789_012n)).toBe('123.456789012');
  });
});
