/**
 * The Solana test wallet against a running local chain: found by a Wallet Standard app-side listener, connect,
 * signMessage checked with Node's own ed25519, legacy and v0 sends that land and move balances, the switches.
 */
import { createPublicKey, verify } from 'node:crypto';
import {
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { getBase58Decoder } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { SOLANA_DEV_ADDRESSES, SOLANA_DEVSTACK_CAIP2, solanaDevKeypair } from '../solana/index.js';
import { useSolanaTestNode } from '../solana/testing/solana-test-node.js';
import {
  APP_READY_EVENT,
  createSolanaTestWallet,
  REGISTER_WALLET_EVENT,
  registerSolanaWallet,
  solanaTestWallet,
  USER_REJECTED_CODE,
  WalletStandardError,
  type SolanaStandardWallet,
  type WalletsRegistry,
} from './index.js';

const solana = useSolanaTestNode();
const chain = SOLANA_DEVSTACK_CAIP2 as `solana:${string}`;
const receiver = new PublicKey(SOLANA_DEV_ADDRESSES[1]!);

/** An app-side listener as the Wallet Standard's app package behaves: listen, then say app-ready. */
function listenAsApp(target: EventTarget): SolanaStandardWallet[] {
  const found: SolanaStandardWallet[] = [];
  const api: WalletsRegistry = { register: (...wallets) => (found.push(...wallets), () => undefined) };
  target.addEventListener(REGISTER_WALLET_EVENT, (event) => (event as CustomEvent<(registry: WalletsRegistry) => void>).detail(api));
  target.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: api }));
  return found;
}

async function connected() {
  const made = solanaTestWallet({ rpcUrl: solana.node.rpcUrl });
  const { accounts } = await made.wallet.features['standard:connect'].connect();
  return { ...made, account: accounts[0]! };
}

async function transfer(from: PublicKey, lamports: number, version: 'legacy' | 0): Promise<Uint8Array> {
  const { blockhash } = await solana.connection.getLatestBlockhash();
  const instruction = SystemProgram.transfer({ fromPubkey: from, toPubkey: receiver, lamports });
  if (version === 'legacy') {
    const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(instruction);
    return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  }
  const message = new TransactionMessage({ payerKey: from, recentBlockhash: blockhash, instructions: [instruction] }).compileToV0Message();
  return new VersionedTransaction(message).serialize();
}

describe('Solana test wallet', () => {
  it('is found by an app that listens before the wallet loads and by one that loads after it', () => {
    const page = new EventTarget();
    const early = listenAsApp(page);
    const { wallet } = solanaTestWallet({ rpcUrl: 'http://127.0.0.1:1' });
    registerSolanaWallet({ wallet, target: page });
    const late = listenAsApp(page);
    expect(early).toEqual([wallet]);
    expect(late).toEqual([wallet]);
    expect(wallet.chains).toEqual([chain]);
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction', 'solana:signMessage', 'solana:signTransaction', 'standard:connect', 'standard:disconnect', 'standard:events',
    ]);
  });

  it('connects with the first dev account and tells listeners; a silent connect before that gives none', async () => {
    const { wallet } = solanaTestWallet({ rpcUrl: solana.node.rpcUrl });
    expect((await wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual([]);
    const changes: unknown[] = [];
    wallet.features['standard:events'].on('change', (change) => changes.push(change.accounts?.map((a) => a.address)));
    const { accounts } = await wallet.features['standard:connect'].connect();
    expect(accounts.map((a) => a.address)).toEqual([SOLANA_DEV_ADDRESSES[0]]);
    expect(accounts[0]!.chains).toEqual([chain]);
    expect(wallet.accounts).toEqual(accounts);
    await wallet.features['standard:disconnect'].disconnect();
    expect(changes).toEqual([[SOLANA_DEV_ADDRESSES[0]], []]);
    expect(wallet.accounts).toEqual([]);
  });

  it('remembers a trusted page in its storage: after a reload a silent connect hands the account out again, not after a disconnect', async () => {
    let stored: string | null = null;
    const storage = { get: () => stored, set: (value: string) => void (stored = value), remove: () => void (stored = null) };
    const keypairs = [0, 1].map((index) => solanaDevKeypair(index));
    const first = createSolanaTestWallet({ keypairs, rpcUrl: solana.node.rpcUrl, chain, icon: 'data:image/svg+xml,x', storage });
    await first.wallet.features['standard:connect'].connect();
    first.control.switchAccount(1);
    const reloaded = createSolanaTestWallet({ keypairs, rpcUrl: solana.node.rpcUrl, chain, icon: 'data:image/svg+xml,x', storage });
    const { accounts } = await reloaded.wallet.features['standard:connect'].connect({ silent: true });
    expect(accounts.map((account) => account.address)).toEqual([SOLANA_DEV_ADDRESSES[1]]);
    expect(reloaded.control.requests).toEqual([]);
    await reloaded.wallet.features['standard:disconnect'].disconnect();
    const again = createSolanaTestWallet({ keypairs, rpcUrl: solana.node.rpcUrl, chain, icon: 'data:image/svg+xml,x', storage });
    expect((await again.wallet.features['standard:connect'].connect({ silent: true })).accounts).toEqual([]);
  });

  it('signs a message with ed25519 that verifies against the account public key', async () => {
    const { wallet, account } = await connected();
    const message = new TextEncoder().encode('walletport wants you to sign in');
    const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message });
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(account.publicKey).toString('base64url') }, format: 'jwk' });
    expect(verify(null, message, publicKey, signed!.signature)).toBe(true);
    expect(verify(null, new TextEncoder().encode('something else'), publicKey, signed!.signature)).toBe(false);
  });

  it.each([['legacy', 'legacy'], ['v0', 0]] as const)('signs and sends a %s transfer that lands on the local chain and moves the balance', async (_label, version) => {
    const { wallet, account } = await connected();
    const from = new PublicKey(account.address);
    const before = await solana.connection.getBalance(receiver);
    const transaction = await transfer(from, 0.25 * LAMPORTS_PER_SOL, version);
    const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain, options: { commitment: 'confirmed' } });
    const signature = getBase58Decoder().decode(sent!.signature);
    const landed = await solana.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(landed?.meta?.err).toBeNull();
    expect(landed?.version).toBe(version);
    expect(await solana.connection.getBalance(receiver)).toBe(before + 0.25 * LAMPORTS_PER_SOL);
  });

  it('signTransaction returns a transaction signed by the account, not sent', async () => {
    const { wallet, account } = await connected();
    const transaction = await transfer(new PublicKey(account.address), 1000, 0);
    const [signed] = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction, chain });
    const decoded = VersionedTransaction.deserialize(signed!.signedTransaction);
    const simulated = await solana.connection.simulateTransaction(decoded, { sigVerify: true });
    expect(simulated.value.err).toBeNull();
    expect(filledSignatures(decoded)).toHaveLength(1);
    const status = await solana.connection.getSignatureStatus(getBase58Decoder().decode(filledSignatures(decoded)[0]!));
    expect(status.value).toBeNull();
  });

  it('rejectNext makes the next prompt fail with 4001 and sends nothing', async () => {
    const { wallet, control, account } = await connected();
    const before = await solana.connection.getBalance(receiver);
    control.rejectNext();
    const transaction = await transfer(new PublicKey(account.address), 1_000_000, 'legacy');
    const refused = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain });
    await expect(refused).rejects.toBeInstanceOf(WalletStandardError);
    await expect(refused).rejects.toMatchObject({ code: USER_REJECTED_CODE, message: 'User rejected the request.' });
    expect(await solana.connection.getBalance(receiver)).toBe(before);
    expect(control.requests.at(-1)).toMatchObject({ feature: 'solana:signAndSendTransaction', outcome: 'error' });
  });

  it('hangNext holds a prompt until released, approved or rejected', async () => {
    const { wallet, control, account } = await connected();
    const message = new Uint8Array([1, 2, 3]);
    control.hangNext({ feature: 'solana:signMessage' });
    const held = wallet.features['solana:signMessage'].signMessage({ account, message });
    await expect.poll(() => control.requests.at(-1)?.outcome).toBe('hung');
    expect(control.releaseHung('reject')).toBe(1);
    await expect(held).rejects.toMatchObject({ code: USER_REJECTED_CODE });
    control.hangNext();
    const approved = wallet.features['solana:signMessage'].signMessage({ account, message });
    await expect.poll(() => control.requests.at(-1)?.outcome).toBe('hung');
    control.releaseHung();
    await expect(approved).resolves.toHaveLength(1);
  });

  it('refuses an account the page was not given and a chain it does not serve', async () => {
    const { wallet, control, account } = await connected();
    const transaction = await transfer(new PublicKey(account.address), 1000, 0);
    const sign = wallet.features['solana:signTransaction'];
    await expect(sign.signTransaction({ account, transaction, chain: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })).rejects.toMatchObject({ code: 4901 });
    control.switchAccount(2);
    await expect(sign.signTransaction({ account, transaction, chain })).rejects.toMatchObject({ code: 4100 });
  });
});

/** The transaction's signatures that are filled (not all zero). */
function filledSignatures(transaction: VersionedTransaction): Uint8Array[] {
  return transaction.signatures.filter((signature) => signature.some((byte) => byte !== 0));
}
