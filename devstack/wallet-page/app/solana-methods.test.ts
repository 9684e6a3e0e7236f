// The wallet page's Solana answers against a local Solana node: real ed25519 signatures, checked here with
// WebCrypto over the public key, and a signAndSend that lands on the chain.
import { LAMPORTS_PER_SOL, SystemProgram, TransactionMessage, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from '../../../domain/entities/address/base58.js';
import { solanaDevKeypair } from '../../solana/dev-keys.js';
import { SOLANA_DEVSTACK_CAIP2 } from '../../solana/genesis.js';
import { useSolanaTestNode } from '../../solana/testing/solana-test-node.js';
import { answerSolanaRequest, readableSolanaMessage, solanaWallet } from './solana-methods.js';
import { WalletRpcError } from './wallet-methods.js';

const test = useSolanaTestNode();
const keypair = solanaDevKeypair(1);
const seed = Buffer.from(keypair.secretKey.slice(0, 32)).toString('hex');
const wallet = () => solanaWallet({ seed, rpcUrl: test.node.rpcUrl, chain: SOLANA_DEVSTACK_CAIP2 });
const receiver = solanaDevKeypair(2).publicKey;

async function verifies(publicKey: PublicKey, message: Uint8Array, signature: Uint8Array): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', new Uint8Array(publicKey.toBytes()), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, new Uint8Array(signature), new Uint8Array(message));
}

async function transfer(lamports: number): Promise<string> {
  const { blockhash } = await test.connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: keypair.publicKey,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: keypair.publicKey, toPubkey: receiver, lamports })],
  }).compileToV0Message();
  return Buffer.from(new VersionedTransaction(message).serialize()).toString('base64');
}

async function refusal(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(WalletRpcError);
  return (error as WalletRpcError).code;
}

describe('the wallet page on the local Solana chain', () => {
  it('holds dev account 1', () => {
    expect(wallet().address).toBe(keypair.publicKey.toBase58());
  });

  it('signs a message with ed25519 over its key', async () => {
    const message = new TextEncoder().encode('Hello from walletport on Solana');
    const answer = (await answerSolanaRequest(wallet(), {
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: keypair.publicKey.toBase58() },
    })) as { signature: string };
    const signature = decodeBase58(answer.signature)!;
    expect(signature).toHaveLength(64);
    await expect(verifies(keypair.publicKey, message, signature)).resolves.toBe(true);
    await expect(verifies(keypair.publicKey, new TextEncoder().encode('another message'), signature)).resolves.toBe(false);
    expect(readableSolanaMessage({ message: encodeBase58(message) })).toBe('Hello from walletport on Solana');
  });

  it('signs a v0 transaction and hands it back signed', async () => {
    const answer = (await answerSolanaRequest(wallet(), { method: 'solana_signTransaction', params: { transaction: await transfer(1_000) } })) as {
      signature: string;
      transaction: string;
    };
    const signed = VersionedTransaction.deserialize(Buffer.from(answer.transaction, 'base64'));
    expect(encodeBase58(signed.signatures[0]!)).toBe(answer.signature);
    await expect(verifies(keypair.publicKey, signed.message.serialize(), signed.signatures[0]!)).resolves.toBe(true);
  });

  it('signs and sends a transfer that lands on the chain', async () => {
    const before = await test.connection.getBalance(receiver);
    const answer = (await answerSolanaRequest(wallet(), {
      method: 'solana_signAndSendTransaction',
      params: { transaction: await transfer(LAMPORTS_PER_SOL / 100), sendOptions: { preflightCommitment: 'confirmed' } },
    })) as { signature: string };
    const status = await test.connection.getSignatureStatus(answer.signature);
    expect(status.value?.err).toBeNull();
    expect(await test.connection.getBalance(receiver)).toBe(before + LAMPORTS_PER_SOL / 100);
  });

  it("refuses another account's request (4100), bad parameters (-32602) and a transfer the node refuses (-32603)", async () => {
    const other = solanaDevKeypair(0).publicKey.toBase58();
    expect(await refusal(answerSolanaRequest(wallet(), { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: other } }))).toBe(4100);
    expect(await refusal(answerSolanaRequest(wallet(), { method: 'solana_signMessage', params: { message: '0OIl' } }))).toBe(-32602);
    expect(await refusal(answerSolanaRequest(wallet(), { method: 'solana_signTransaction', params: { transaction: 'not base64!' } }))).toBe(-32602);
    // More SOL than the account holds: the preflight simulation fails.
    const tooMuch = await transfer(1_000_000 * LAMPORTS_PER_SOL);
    expect(await refusal(answerSolanaRequest(wallet(), { method: 'solana_signAndSendTransaction', params: { transaction: tooMuch } }))).toBe(-32603);
  });
});
