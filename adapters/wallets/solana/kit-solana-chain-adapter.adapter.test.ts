/**
 * The Solana chain adapter against a real local node (litesvm behind the devstack's JSON-RPC) and a wallet that
 * signs for real with a dev keypair: balances, message signatures (good, forged, refused), SOL and SPL transfers
 * that land and move balances, the preflight facts, the node's rent refusal, the sign-only fallback and its
 * tampering check, and waiting for a signature.
 */
import { getBase58Decoder, getBase58Encoder, getPublicKeyFromAddress, verifySignature, address, type SignatureBytes } from '@solana/kit';
import { createAssociatedTokenAccountIdempotent, createMint, getAssociatedTokenAddressSync, mintTo, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { SOLANA_DEVSTACK_CAIP2, SOLANA_TOKEN_MINT_ADDRESS, solanaDevKeypair, solanaTokenAccountOf } from '../../../devstack/solana/index.js';
import { fundedKeypair, useSolanaTestNode } from '../../../devstack/solana/testing/solana-test-node.js';
import { KitSolanaChainAdapter } from './kit-solana-chain-adapter.adapter.js';
import { testSolanaProvider } from './testing/test-solana-provider.js';

const solana = useSolanaTestNode();
const caipNetworkId = SOLANA_DEVSTACK_CAIP2;
const FEE = 5_000n;
const RENT_EXEMPT_0 = 890_880n;
const RENT_EXEMPT_TOKEN_ACCOUNT = 2_039_280n;

function adapter(): KitSolanaChainAdapter {
  return new KitSolanaChainAdapter({
    networkFor: (id) => (id === caipNetworkId ? { nativeCurrency: { symbol: 'SOL', decimals: 9 } } : undefined),
    rpcUrlFor: (id) => (id === caipNetworkId ? solana.node.rpcUrl : undefined),
    pollingIntervalMs: 20,
  });
}

async function wallet(sol = 10) {
  const keypair = await fundedKeypair(solana.connection, sol);
  return testSolanaProvider({ keypair, rpcUrl: solana.node.rpcUrl });
}

const balanceOf = async (owner: string): Promise<bigint> => BigInt(await solana.connection.getBalance(new PublicKey(owner)));
const newAddress = (): string => Keypair.generate().publicKey.toBase58();

describe('KitSolanaChainAdapter: reads', () => {
  it('reads the SOL balance in lamports with the network symbol and 9 decimals', async () => {
    const { address: owner } = await wallet(3);
    expect(await adapter().getNativeBalance({ address: owner, caipNetworkId })).toEqual({ value: 3n * BigInt(LAMPORTS_PER_SOL), decimals: 9, symbol: 'SOL' });
  });

  it('refuses an unknown network, a bad address and a network without an RPC URL with typed errors', async () => {
    await expect(adapter().getNativeBalance({ address: newAddress(), caipNetworkId: 'solana:unknown' })).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' });
    await expect(adapter().getNativeBalance({ address: '0x0000000000000000000000000000000000000001', caipNetworkId })).rejects.toMatchObject({ code: 'INVALID_ADDRESS' });
    await expect(adapter().estimateGas({ from: newAddress(), caipNetworkId: 'eip155:1', transaction: { to: newAddress(), value: 1n } })).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN' });
  });

  it('quotes the fee as gas (lamports) at a price of 1, and has no contract calls', async () => {
    const { address: from } = await wallet(1);
    const solanaAdapter = adapter();
    expect(await solanaAdapter.estimateGas({ from, caipNetworkId, transaction: { to: newAddress(), value: 1_000_000n } })).toBe(FEE);
    expect(await solanaAdapter.getGasPrice()).toBe(1n);
    await expect(solanaAdapter.writeContract()).rejects.toMatchObject({ code: 'UNSUPPORTED_CHAIN', shortMessage: 'Unsupported chain' });
  });
});

describe('KitSolanaChainAdapter: signMessage', () => {
  it('asks solana_signMessage with the UTF-8 bytes in base58 and returns a signature that verifies', async () => {
    const { provider, control, address: owner } = await wallet(1);
    const message = 'Sign in to walletport ✓';
    const signature = await adapter().signMessage({ provider, address: owner, message });
    const bytes = new TextEncoder().encode(message);
    expect(control.requests).toEqual([{ method: 'solana_signMessage', params: { message: getBase58Decoder().decode(bytes), pubkey: owner } }]);
    const key = await getPublicKeyFromAddress(address(owner));
    expect(await verifySignature(key, new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes, bytes)).toBe(true);
  });

  it('refuses a signature that does not verify (INVALID_SIGNATURE) and maps a rejection to 4001', async () => {
    const { provider, control, address: owner } = await wallet(1);
    control.forgeNextMessageSignature();
    await expect(adapter().signMessage({ provider, address: owner, message: 'hello' })).rejects.toMatchObject({ code: 'INVALID_SIGNATURE' });
    control.rejectNext();
    await expect(adapter().signMessage({ provider, address: owner, message: 'hello' })).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
  });

  it('refuses a malformed answer with INVALID_RESPONSE', async () => {
    const provider = { request: () => Promise.resolve({ signature: 'not base58 0OIl' }) };
    await expect(adapter().signMessage({ provider, address: newAddress(), message: 'hello' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('KitSolanaChainAdapter: preflight', () => {
  it('reports a new receiver: the fee of the message, no balance, the rent-exempt minimum', async () => {
    const { address: from } = await wallet(1);
    expect(await adapter().prepareTransfer({ from, caipNetworkId, to: newAddress(), amount: 1_000_000n })).toEqual({
      fee: FEE,
      receiverNativeBalance: 0n,
      minimumAccountBalance: RENT_EXEMPT_0,
      tokenAccountRent: 0n,
    });
  });

  it('reports an existing receiver with its balance, and for a token the rent of a missing token account only', async () => {
    const owner = solanaDevKeypair(0).publicKey.toBase58();
    const existing = solanaDevKeypair(1).publicKey.toBase58();
    const token = { address: SOLANA_TOKEN_MINT_ADDRESS, decimals: 6 };
    const solanaAdapter = adapter();
    const toExisting = await solanaAdapter.prepareTransfer({ from: owner, caipNetworkId, to: existing, amount: 1n, token });
    expect(toExisting).toEqual({ fee: FEE, receiverNativeBalance: await balanceOf(existing), minimumAccountBalance: RENT_EXEMPT_0, tokenAccountRent: 0n });
    const toNew = await solanaAdapter.prepareTransfer({ from: owner, caipNetworkId, to: newAddress(), amount: 1n, token });
    expect(toNew).toEqual({ fee: FEE, receiverNativeBalance: 0n, minimumAccountBalance: RENT_EXEMPT_0, tokenAccountRent: RENT_EXEMPT_TOKEN_ACCOUNT });
  });

  it('refuses a token whose decimals are not the mint\'s, and an address that is not a mint', async () => {
    const owner = solanaDevKeypair(0).publicKey.toBase58();
    const solanaAdapter = adapter();
    await expect(solanaAdapter.prepareTransfer({ from: owner, caipNetworkId, to: newAddress(), amount: 1n, token: { address: SOLANA_TOKEN_MINT_ADDRESS, decimals: 9 } }))
      .rejects.toMatchObject({ code: 'INVALID_TRANSACTION' });
    await expect(solanaAdapter.prepareTransfer({ from: owner, caipNetworkId, to: newAddress(), amount: 1n, token: { address: owner, decimals: 6 } }))
      .rejects.toMatchObject({ code: 'INVALID_TRANSACTION' });
  });
});

describe('KitSolanaChainAdapter: transfers', () => {
  it('sends SOL with solana_signAndSendTransaction (confirmed preflight): it lands and moves both balances by the amount and the fee', async () => {
    const { provider, control, address: from } = await wallet(2);
    const to = newAddress();
    const amount = 1_000_000_000n;
    const solanaAdapter = adapter();
    const before = await balanceOf(from);
    const { fee } = await solanaAdapter.prepareTransfer({ from, caipNetworkId, to, amount });
    const signature = await solanaAdapter.transfer({ provider, from, caipNetworkId, to, amount });
    expect(await solanaAdapter.waitForTransaction({ hash: signature, caipNetworkId, timeoutMs: 5_000 })).toBe('success');
    expect(control.requests.map((request) => request.method)).toEqual(['solana_signAndSendTransaction']);
    expect(control.requests[0]?.params).toMatchObject({ pubkey: from, sendOptions: { preflightCommitment: 'confirmed' } });
    expect(await balanceOf(to)).toBe(amount);
    expect(await balanceOf(from)).toBe(before - amount - fee);
  });

  it('sendTransaction({to, value}) is a SOL transfer of value lamports', async () => {
    const { provider, address: from } = await wallet(1);
    const to = newAddress();
    const signature = await adapter().sendTransaction({ provider, from, caipNetworkId, transaction: { to, value: RENT_EXEMPT_0 } });
    expect(await adapter().waitForTransaction({ hash: signature, caipNetworkId, timeoutMs: 5_000 })).toBe('success');
    expect(await balanceOf(to)).toBe(RENT_EXEMPT_0);
  });

  it('sends an SPL token with TransferChecked, opening the receiver\'s token account', async () => {
    const keypair = solanaDevKeypair(0);
    const { provider } = await testSolanaProvider({ keypair, rpcUrl: solana.node.rpcUrl });
    const from = keypair.publicKey.toBase58();
    const to = newAddress();
    const token = { address: SOLANA_TOKEN_MINT_ADDRESS, decimals: 6 };
    const solanaAdapter = adapter();
    const { tokenAccountRent } = await solanaAdapter.prepareTransfer({ from, caipNetworkId, to, amount: 2_500_000n, token });
    const signature = await solanaAdapter.transfer({ provider, from, caipNetworkId, to, amount: 2_500_000n, token });
    expect(await solanaAdapter.waitForTransaction({ hash: signature, caipNetworkId, timeoutMs: 5_000 })).toBe('success');
    const received = await solana.connection.getTokenAccountBalance(new PublicKey(solanaTokenAccountOf(to)));
    expect(received.value).toMatchObject({ amount: '2500000', decimals: 6 });
    expect(BigInt(await solana.connection.getBalance(new PublicKey(solanaTokenAccountOf(to))))).toBe(tokenAccountRent);
    expect((await solanaAdapter.prepareTransfer({ from, caipNetworkId, to, amount: 1n, token })).tokenAccountRent).toBe(0n);
  });

  it('quotes the rent a new Token-2022 account really costs (170 bytes with ImmutableOwner)', async () => {
    const sender = await fundedKeypair(solana.connection, 5);
    const { provider } = await testSolanaProvider({ keypair: sender, rpcUrl: solana.node.rpcUrl });
    const from = sender.publicKey.toBase58();
    const mint2022 = await createMint(solana.connection, sender, sender.publicKey, null, 2, undefined, { commitment: 'confirmed' }, TOKEN_2022_PROGRAM_ID);
    const source = await createAssociatedTokenAccountIdempotent(solana.connection, sender, mint2022, sender.publicKey, { commitment: 'confirmed' }, TOKEN_2022_PROGRAM_ID);
    await mintTo(solana.connection, sender, mint2022, source, sender, 1_000n, [], { commitment: 'confirmed' }, TOKEN_2022_PROGRAM_ID);
    const solanaAdapter = adapter();
    const token = { address: mint2022.toBase58(), decimals: 2 };
    const to = newAddress();
    const { tokenAccountRent } = await solanaAdapter.prepareTransfer({ from, caipNetworkId, to, amount: 250n, token });
    const signature = await solanaAdapter.transfer({ provider, from, caipNetworkId, to, amount: 250n, token });
    expect(await solanaAdapter.waitForTransaction({ hash: signature, caipNetworkId, timeoutMs: 5_000 })).toBe('success');
    const opened = getAssociatedTokenAddressSync(mint2022, new PublicKey(to), false, TOKEN_2022_PROGRAM_ID);
    expect(BigInt(await solana.connection.getBalance(opened))).toBe(tokenAccountRent);
    expect((await solana.connection.getTokenAccountBalance(opened)).value.amount).toBe('250');
  });

  it('maps the node\'s rent refusal, relayed by the wallet, to SOLANA_INSUFFICIENT_FUNDS_FOR_RENT', async () => {
    const { provider, address: from } = await wallet(1);
    const to = newAddress();
    await expect(adapter().transfer({ provider, from, caipNetworkId, to, amount: 1_000n })).rejects.toMatchObject({ code: 'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT' });
    expect(await balanceOf(to)).toBe(0n);
  });

  it('maps a rejection of the transfer to 4001, and nothing lands', async () => {
    const { provider, control, address: from } = await wallet(1);
    const before = await balanceOf(from);
    control.rejectNext();
    await expect(adapter().transfer({ provider, from, caipNetworkId, to: newAddress(), amount: RENT_EXEMPT_0 })).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' });
    expect(await balanceOf(from)).toBe(before);
  });
});

describe('KitSolanaChainAdapter: a wallet without signAndSend (4200)', () => {
  it('signs with solana_signTransaction and sends it through the RPC itself', async () => {
    const { provider, control, address: from } = await wallet(1);
    control.signAndSendUnsupported = true;
    const to = newAddress();
    const solanaAdapter = adapter();
    const signature = await solanaAdapter.transfer({ provider, from, caipNetworkId, to, amount: RENT_EXEMPT_0 });
    expect(await solanaAdapter.waitForTransaction({ hash: signature, caipNetworkId, timeoutMs: 5_000 })).toBe('success');
    expect(control.requests.map((request) => request.method)).toEqual(['solana_signAndSendTransaction', 'solana_signTransaction']);
    expect(await balanceOf(to)).toBe(RENT_EXEMPT_0);
  });

  it('accepts a signature alone, checked against the message built', async () => {
    const { provider, control, address: from } = await wallet(1);
    control.signAndSendUnsupported = true;
    control.signatureOnly = true;
    const to = newAddress();
    const signature = await adapter().transfer({ provider, from, caipNetworkId, to, amount: RENT_EXEMPT_0 });
    expect(await adapter().waitForTransaction({ hash: signature, caipNetworkId, timeoutMs: 5_000 })).toBe('success');
    expect(await balanceOf(to)).toBe(RENT_EXEMPT_0);
  });

  it('refuses a tampered transaction before it reaches the node: nothing moves', async () => {
    const { provider, control, address: from } = await wallet(1);
    control.signAndSendUnsupported = true;
    control.tamperNext();
    const to = newAddress();
    const before = await balanceOf(from);
    await expect(adapter().transfer({ provider, from, caipNetworkId, to, amount: RENT_EXEMPT_0 })).rejects.toMatchObject({ code: 'INVALID_TRANSACTION' });
    expect(await balanceOf(from)).toBe(before);
    expect(await balanceOf(to)).toBe(0n);
  });

  it('maps the node\'s own rent refusal (kit\'s SolanaError) to SOLANA_INSUFFICIENT_FUNDS_FOR_RENT', async () => {
    const { provider, control, address: from } = await wallet(1);
    control.signAndSendUnsupported = true;
    await expect(adapter().transfer({ provider, from, caipNetworkId, to: newAddress(), amount: 1_000n })).rejects.toMatchObject({ code: 'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT' });
  });
});

describe('KitSolanaChainAdapter: waitForTransaction', () => {
  it('answers reverted for a transaction that landed failed (sent without preflight)', async () => {
    const sender = await fundedKeypair(solana.connection, 1);
    const transfer = new Transaction().add(SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000 }));
    transfer.recentBlockhash = (await solana.connection.getLatestBlockhash()).blockhash;
    transfer.sign(sender);
    const signature = await solana.connection.sendRawTransaction(transfer.serialize(), { skipPreflight: true });
    expect(await adapter().waitForTransaction({ hash: signature, caipNetworkId, timeoutMs: 5_000 })).toBe('reverted');
  });

  it('times out with REQUEST_TIMEOUT for a signature that never lands, and refuses a malformed one', async () => {
    const unknown = getBase58Decoder().decode(new Uint8Array(64).fill(7));
    await expect(adapter().waitForTransaction({ hash: unknown, caipNetworkId, timeoutMs: 150 })).rejects.toMatchObject({ code: 'REQUEST_TIMEOUT' });
    await expect(adapter().waitForTransaction({ hash: '0x1234', caipNetworkId, timeoutMs: 150 })).rejects.toMatchObject({ code: 'INVALID_HASH' });
  });
});
