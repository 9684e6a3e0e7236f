/**
 * The local Solana node's reads after the fact and its live side: simulateTransaction, legacy and v0
 * transactions, getSignaturesForAddress + getTransaction, and WebSocket subscriptions, through web3.js.
 */
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, TransactionMessage, VersionedTransaction, type Connection } from '@solana/web3.js';
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync, createAssociatedTokenAccountIdempotentInstruction } from '@solana/spl-token';
import { describe, expect, it, vi } from 'vitest';
import { base58 } from './decode-transaction.js';
import { SOLANA_TOKEN_MINT_ADDRESS, solanaDevKeypair } from './dev-keys.js';
import { fundedKeypair, rawRpc, useSolanaTestNode } from './testing/solana-test-node.js';

const solana = useSolanaTestNode();

async function v0Transfer(connection: Connection, from: Keypair, to: PublicKey, lamports: number): Promise<VersionedTransaction> {
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({ payerKey: from.publicKey, recentBlockhash: blockhash, instructions: [SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports })] }).compileToV0Message();
  const transaction = new VersionedTransaction(message);
  transaction.sign([from]);
  return transaction;
}

describe('the local Solana node', () => {
  it('simulates a transaction without changing anything, and reports a failing one', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const receiver = Keypair.generate().publicKey;
    const ok = await v0Transfer(solana.connection, sender, receiver, LAMPORTS_PER_SOL / 2);
    const simulated = await solana.connection.simulateTransaction(ok, { accounts: { addresses: [receiver.toBase58()], encoding: 'base64' } });
    expect(simulated.value.err).toBeNull();
    expect(simulated.value.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(simulated.value.unitsConsumed).toBeGreaterThan(0);
    expect(simulated.value.accounts?.[0]?.lamports).toBe(LAMPORTS_PER_SOL / 2);
    expect(await solana.connection.getBalance(receiver)).toBe(0);

    const tooMuch = await v0Transfer(solana.connection, sender, receiver, 5 * LAMPORTS_PER_SOL);
    expect((await solana.connection.simulateTransaction(tooMuch)).value.err).toEqual({ InstructionError: [0, { Custom: 1 }] });
    // An unsigned transaction simulates too (sigVerify is off unless asked), with a replaced blockhash on request.
    const unsigned = new VersionedTransaction(ok.message);
    const replaced = await solana.connection.simulateTransaction(unsigned, { replaceRecentBlockhash: true });
    expect(replaced.value.err).toBeNull();
    const verified = await solana.connection.simulateTransaction(unsigned, { sigVerify: true });
    expect(verified.value.err).toBe('SignatureFailure');
  });

  it('sends a v0 transaction; getTransaction needs maxSupportedTransactionVersion for it, as on a node', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const receiver = Keypair.generate().publicKey;
    const transaction = await v0Transfer(solana.connection, sender, receiver, LAMPORTS_PER_SOL / 4);
    const signature = await solana.connection.sendTransaction(transaction);
    await solana.connection.confirmTransaction({ signature, ...(await solana.connection.getLatestBlockhash()) });
    expect(await solana.connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 4);

    const refused = await rawRpc(solana.node.rpcUrl, { jsonrpc: '2.0', id: 1, method: 'getTransaction', params: [signature, { encoding: 'json' }] });
    expect(refused.error).toMatchObject({ code: -32015, message: expect.stringContaining('"maxSupportedTransactionVersion": 0') });
    const found = await solana.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(found?.version).toBe(0);
    expect(found?.meta).toMatchObject({ err: null, fee: 5_000, preBalances: [LAMPORTS_PER_SOL, 0, 1], postBalances: [0.75 * LAMPORTS_PER_SOL - 5_000, LAMPORTS_PER_SOL / 4, 1] });
    expect(found?.transaction.message.staticAccountKeys.map((key) => key.toBase58())).toEqual([sender.publicKey.toBase58(), receiver.toBase58(), SystemProgram.programId.toBase58()]);
  });

  it("lists an address's transactions newest first, each readable with getTransaction (legacy), token balances included", async () => {
    const owner = solanaDevKeypair(2);
    const receiver = Keypair.generate();
    const mint = new PublicKey(SOLANA_TOKEN_MINT_ADDRESS);
    const from = getAssociatedTokenAddressSync(mint, owner.publicKey);
    const to = getAssociatedTokenAddressSync(mint, receiver.publicKey);
    const tokenSend = new Transaction({ feePayer: owner.publicKey, ...(await solana.connection.getLatestBlockhash()) }).add(
      createAssociatedTokenAccountIdempotentInstruction(owner.publicKey, to, receiver.publicKey, mint),
      createTransferCheckedInstruction(from, mint, to, owner.publicKey, 2_500_000n, 6),
    );
    tokenSend.sign(owner);
    const tokenSignature = await solana.connection.sendRawTransaction(tokenSend.serialize());
    const solSend = new Transaction({ feePayer: owner.publicKey, ...(await solana.connection.getLatestBlockhash()) }).add(
      SystemProgram.transfer({ fromPubkey: owner.publicKey, toPubkey: receiver.publicKey, lamports: LAMPORTS_PER_SOL }),
    );
    solSend.sign(owner);
    const solSignature = await solana.connection.sendRawTransaction(solSend.serialize());

    const history = await solana.connection.getSignaturesForAddress(owner.publicKey);
    expect(history.slice(0, 2).map((entry) => entry.signature)).toEqual([solSignature, tokenSignature]);
    expect(history[0]).toMatchObject({ err: null, confirmationStatus: 'finalized', blockTime: expect.any(Number) });
    // The start-up funding is in the history too (the faucet's transfers).
    expect(history.length).toBeGreaterThanOrEqual(4);
    expect((await solana.connection.getSignaturesForAddress(owner.publicKey, { limit: 1, before: solSignature }))[0]?.signature).toBe(tokenSignature);
    expect((await solana.connection.getSignaturesForAddress(receiver.publicKey)).map((entry) => entry.signature)).toEqual([solSignature, tokenSignature]);

    const tokenTransaction = await solana.connection.getTransaction(tokenSignature, { maxSupportedTransactionVersion: 0 });
    expect(tokenTransaction?.version).toBe('legacy');
    const received = tokenTransaction?.meta?.postTokenBalances?.find((balance) => balance.owner === receiver.publicKey.toBase58());
    expect(received).toMatchObject({ mint: mint.toBase58(), uiTokenAmount: { amount: '2500000', decimals: 6, uiAmountString: '2.5' } });
    expect(tokenTransaction?.meta?.preTokenBalances?.find((balance) => balance.owner === receiver.publicKey.toBase58())).toBeUndefined();
    const parsed = await solana.connection.getParsedTransaction(solSignature, { maxSupportedTransactionVersion: 0 });
    expect(parsed?.transaction.message.accountKeys[0]).toMatchObject({ pubkey: owner.publicKey, signer: true, writable: true });
    expect(await solana.connection.getTransaction(base58(new Uint8Array(64).fill(7)), { maxSupportedTransactionVersion: 0 })).toBeNull();
  });

  it('notifies signature and account subscriptions over the WebSocket', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const receiver = Keypair.generate().publicKey;
    const accountChanged = new Promise<number>((resolve) => {
      const id = solana.connection.onAccountChange(receiver, (account) => {
        void solana.connection.removeAccountChangeListener(id);
        resolve(account.lamports);
      });
    });
    const transaction = await v0Transfer(solana.connection, sender, receiver, LAMPORTS_PER_SOL / 2);
    // Subscribed before the send: the socket's answer is the only way this resolves (no polling here).
    const landed = new Promise<unknown>((resolve) => solana.connection.onSignature(base58(transaction.signatures[0]!), (result) => resolve(result.err)));
    await vi.waitUntil(() => solana.node.subscriptionCount() === 2);
    await solana.connection.sendTransaction(transaction);
    expect(await landed).toBeNull();
    expect(await accountChanged).toBe(LAMPORTS_PER_SOL / 2);
  });
});
