/**
 * What the local Solana node refuses, as a real node does: a send below the rent-exempt minimum to a new
 * account, a forged signature, a replayed transaction, malformed requests; each a real JSON-RPC error.
 */
import { Keypair, LAMPORTS_PER_SOL, SendTransactionError, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { fundedKeypair, rawRpc, useSolanaTestNode } from './testing/solana-test-node.js';

const solana = useSolanaTestNode();

async function signedTransfer(from: Keypair, lamports: number, to = Keypair.generate().publicKey): Promise<Transaction> {
  const transaction = new Transaction({ feePayer: from.publicKey, ...(await solana.connection.getLatestBlockhash()) });
  transaction.add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }));
  transaction.sign(from);
  return transaction;
}

describe('the local Solana node refuses', () => {
  it('a SOL send below the rent-exempt minimum to a new account: preflight fails with the rent error, nothing is charged', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const receiver = Keypair.generate().publicKey;
    const below = (await solana.connection.getMinimumBalanceForRentExemption(0)) - 1;
    const transfer = new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: below }));
    const refusal = await sendAndConfirmTransaction(solana.connection, transfer, [sender]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SendTransactionError);
    expect((refusal as SendTransactionError).message).toContain('Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent');
    expect(await solana.connection.getBalance(receiver)).toBe(0);
    expect(await solana.connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL);

    // At the minimum, the same send goes through.
    await sendAndConfirmTransaction(solana.connection, new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: below + 1 })), [sender]);
    expect(await solana.connection.getBalance(receiver)).toBe(below + 1);
  });

  it('the same send with skipPreflight: it lands failed with the rent error, and the fee is paid', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const transfer = await signedTransfer(sender, 1_000);
    const signature = await solana.connection.sendRawTransaction(transfer.serialize(), { skipPreflight: true });
    const status = (await solana.connection.getSignatureStatus(signature)).value;
    expect(status?.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } });
    expect(await solana.connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL - 5_000);
  });

  it('a forged signature (-32003), and nothing lands', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const transfer = await signedTransfer(sender, LAMPORTS_PER_SOL / 2);
    const wire = transfer.serialize();
    wire[1]! ^= 0xff; // the first signature's first byte
    const answer = await rawRpc(solana.node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [Buffer.from(wire).toString('base64'), { encoding: 'base64' }] });
    expect(answer.error).toEqual({ code: -32003, message: 'Transaction signature verification failure' });
    const viaWeb3 = await solana.connection.sendRawTransaction(wire).catch((error: unknown) => error);
    expect(String(viaWeb3)).toContain('Transaction signature verification failure');
    expect(await solana.connection.getBalance(sender.publicKey)).toBe(LAMPORTS_PER_SOL);
  });

  it('a replayed transaction (AlreadyProcessed), and the transfer happens once', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const receiver = Keypair.generate().publicKey;
    const transfer = await signedTransfer(sender, LAMPORTS_PER_SOL / 4, receiver);
    const wire = transfer.serialize();
    const signature = await solana.connection.sendRawTransaction(wire);
    expect((await solana.connection.getSignatureStatus(signature)).value?.err).toBeNull();
    const replay = await rawRpc(solana.node.rpcUrl, { jsonrpc: '2.0', id: 2, method: 'sendTransaction', params: [Buffer.from(wire).toString('base64'), { encoding: 'base64' }] });
    expect(replay.error).toMatchObject({ code: -32002, message: 'Transaction simulation failed: This transaction has already been processed', data: { err: 'AlreadyProcessed' } });
    // Without preflight the node hands back the signature and the transaction never lands twice.
    expect(await solana.connection.sendRawTransaction(wire, { skipPreflight: true })).toBe(signature);
    expect(await solana.connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 4);
  });

  it('a transfer of more than the balance: the instruction error with its logs', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const transfer = await signedTransfer(sender, 2 * LAMPORTS_PER_SOL);
    const refusal = await solana.connection.sendRawTransaction(transfer.serialize()).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SendTransactionError);
    expect((refusal as SendTransactionError).message).toContain('Error processing Instruction 0: custom program error: 0x1');
    expect((refusal as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports');
  });

  it('a transaction with an unknown blockhash', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const transaction = new Transaction({ feePayer: sender.publicKey, recentBlockhash: Keypair.generate().publicKey.toBase58() });
    transaction.add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: LAMPORTS_PER_SOL / 2 }));
    transaction.sign(sender);
    const refusal = await solana.connection.sendRawTransaction(transaction.serialize()).catch((error: unknown) => error);
    expect(String(refusal)).toContain('Transaction simulation failed: Blockhash not found');
  });

  it('malformed requests, with the standard JSON-RPC errors', async () => {
    const url = solana.node.rpcUrl;
    expect((await rawRpc(url, { jsonrpc: '2.0', id: 1, method: 'getNothing', params: [] })).error).toEqual({ code: -32601, message: 'Method not found' });
    expect((await rawRpc(url, '{"jsonrpc":"2.0","id":1,"method":')).error).toEqual({ code: -32700, message: 'Parse error' });
    expect((await rawRpc(url, { id: 1, method: 'getSlot' })).error).toEqual({ code: -32600, message: 'Invalid request' });
    expect((await rawRpc(url, { jsonrpc: '2.0', id: 1, method: 'getBalance', params: [] })).error).toEqual({ code: -32602, message: '`params` should have at least 1 argument(s)' });
    expect((await rawRpc(url, { jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-an-address'] })).error).toMatchObject({ code: -32602, message: expect.stringContaining('Invalid param: Invalid pubkey') });
    expect((await rawRpc(url, { jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['AAAA', { encoding: 'base64' }] })).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('failed to deserialize solana_transaction::versioned::VersionedTransaction'),
    });
    expect((await rawRpc(url, { jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [Keypair.generate().publicKey.toBase58(), -5] })).error).toMatchObject({ code: -32602 });
  });
});
