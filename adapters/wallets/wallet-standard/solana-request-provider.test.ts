import { createPublicKey, verify } from 'node:crypto';
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from '../../../domain/entities/address/base58.js';
import { SOLANA_DEV_ADDRESSES } from '../../../devstack/solana/dev-keys.js';
import { DEVSTACK_SOLANA, testSolanaWallet } from '../../../tests/fakes/solana-test-wallets.js';
import { WalletStandardConnector } from './wallet-standard-connector.adapter.js';
import { WalletStandardHandle } from './wallet-standard-handle.js';
import { parseStandardWallet } from './wallet-standard.schema.js';

const [ALICE, BOB] = SOLANA_DEV_ADDRESSES;

async function connected(wallet: object = testSolanaWallet().wallet) {
  const connector = new WalletStandardConnector({ handle: new WalletStandardHandle(wallet, parseStandardWallet(wallet)!), networks: [DEVSTACK_SOLANA] });
  const provider = await connector.getProvider();
  await provider.request({ method: 'solana_requestAccounts' });
  return { connector, provider };
}

function verifies(address: string, message: Uint8Array, signature: Uint8Array): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(decodeBase58(address)!)]);
  return verify(null, message, createPublicKey({ key: spki, format: 'der', type: 'spki' }), signature);
}

function transferWire(): Uint8Array {
  const from = new PublicKey(ALICE);
  return new Transaction({ feePayer: from, recentBlockhash: '11111111111111111111111111111111' })
    .add(SystemProgram.transfer({ fromPubkey: from, toPubkey: new PublicKey(BOB), lamports: 1_000 }))
    .serialize({ requireAllSignatures: false, verifySignatures: false });
}

/** A wallet whose signAndSend records its input and answers a fixed signature. */
function recordingWallet() {
  const base = testSolanaWallet();
  const inputs: unknown[] = [];
  const features = {
    ...base.wallet.features,
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...given: unknown[]) => (inputs.push(...given), [{ signature: new Uint8Array(64).fill(7) }]),
    },
  };
  const wallet = { version: base.wallet.version, name: base.wallet.name, icon: base.wallet.icon, chains: base.wallet.chains, features, get accounts() { return base.wallet.accounts; } };
  return { wallet, inputs };
}

describe('the Wallet Standard Solana provider', () => {
  it('answers the accounts: none before a connect, the connected one after', async () => {
    const connector = new WalletStandardConnector({ handle: new WalletStandardHandle(testSolanaWallet().wallet, parseStandardWallet(testSolanaWallet().wallet)!), networks: [DEVSTACK_SOLANA] });
    const provider = await connector.getProvider();
    await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([]);
    await expect(provider.request({ method: 'solana_requestAccounts' })).resolves.toEqual([{ pubkey: ALICE }]);
    await expect(provider.request({ method: 'solana_getAccounts' })).resolves.toEqual([{ pubkey: ALICE }]);
  });

  it('signs a base58 message with solana:signMessage and answers the base58 ed25519 signature', async () => {
    const { provider } = await connected();
    const message = new TextEncoder().encode('hello walletport');
    const { signature } = (await provider.request({ method: 'solana_signMessage', params: { message: encodeBase58(message), pubkey: ALICE } })) as { signature: string };
    expect(verifies(ALICE, message, decodeBase58(signature)!)).toBe(true);
  });

  it('signs a base64 transaction with solana:signTransaction: the fee payer signature and the signed transaction', async () => {
    const { provider } = await connected();
    const wire = transferWire();
    const answer = (await provider.request({ method: 'solana_signTransaction', params: { transaction: Buffer.from(wire).toString('base64') } })) as { signature: string; transaction: string };
    const signed = Transaction.from(Buffer.from(answer.transaction, 'base64'));
    expect(signed.verifySignatures()).toBe(true);
    expect(encodeBase58(signed.signature!)).toBe(answer.signature);
  });

  it('sends with solana:signAndSendTransaction on the connector network, the commitment in Wallet Standard terms', async () => {
    const { wallet, inputs } = recordingWallet();
    const { provider } = await connected(wallet);
    const wire = transferWire();
    const answer = await provider.request({
      method: 'solana_signAndSendTransaction',
      params: { transaction: Buffer.from(wire).toString('base64'), sendOptions: { preflightCommitment: 'singleGossip', skipPreflight: false, maxRetries: 2 } },
    });
    expect(answer).toEqual({ signature: encodeBase58(new Uint8Array(64).fill(7)) });
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({ chain: DEVSTACK_SOLANA, transaction: new Uint8Array(wire), options: { preflightCommitment: 'confirmed', skipPreflight: false, maxRetries: 2 } });
    expect((inputs[0] as { account: { address: string } }).account.address).toBe(ALICE);
  });

  it("keeps the wallet's code when the user declines (4001)", async () => {
    const base = testSolanaWallet();
    const { provider } = await connected(base.wallet);
    base.control.rejectNext();
    await expect(provider.request({ method: 'solana_signMessage', params: { message: encodeBase58(new Uint8Array([1])), pubkey: ALICE } })).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
      rpcCode: 4001,
    });
  });

  it('refuses an account the page was not given (4100) before the wallet sees anything', async () => {
    const base = testSolanaWallet();
    const { provider } = await connected(base.wallet);
    await expect(provider.request({ method: 'solana_signMessage', params: { message: '2', pubkey: BOB } })).rejects.toMatchObject({ rpcCode: 4100 });
    expect(base.control.requests).toHaveLength(1); // the connect only
  });

  it.each<[string, unknown]>([
    ['no parameters', undefined],
    ['a message that is not base58', { message: '0OIl', pubkey: ALICE }],
    ['a pubkey that is not an address', { message: '2', pubkey: '<b>x</b>' }],
  ])('refuses signMessage with %s (-32602)', async (_, params) => {
    const { provider } = await connected();
    await expect(provider.request({ method: 'solana_signMessage', ...(params === undefined ? {} : { params: params as object }) })).rejects.toMatchObject({ rpcCode: -32602 });
  });

  it('refuses a transaction that is not base64 and a send commitment outside SPEC section 5 (-32602)', async () => {
    const { provider } = await connected();
    await expect(provider.request({ method: 'solana_signTransaction', params: { transaction: 'not base64!' } })).rejects.toMatchObject({ rpcCode: -32602 });
    await expect(
      provider.request({ method: 'solana_signAndSendTransaction', params: { transaction: 'AAAA', sendOptions: { preflightCommitment: 'instant' } } }),
    ).rejects.toMatchObject({ rpcCode: -32602 });
  });

  it('answers 4200 for a method it does not serve', async () => {
    const { provider } = await connected();
    await expect(provider.request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({ rpcCode: 4200 });
    await expect(provider.request({ method: 'toString' })).rejects.toMatchObject({ rpcCode: 4200 });
  });

  it('turns a malformed wallet answer into INVALID_RESPONSE', async () => {
    const base = testSolanaWallet();
    const features = { ...base.wallet.features, 'solana:signMessage': { version: '1.1.0', signMessage: async () => [{ signature: 'not bytes' }] } };
    const wallet = { version: base.wallet.version, name: base.wallet.name, icon: base.wallet.icon, chains: base.wallet.chains, features, get accounts() { return base.wallet.accounts; } };
    const { provider } = await connected(wallet);
    await expect(provider.request({ method: 'solana_signMessage', params: { message: '2', pubkey: ALICE } })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('answers 4200 when the wallet lacks the feature', async () => {
    const base = testSolanaWallet();
    const { ['solana:signAndSendTransaction']: _absent, ...features } = base.wallet.features;
    const wallet = { version: base.wallet.version, name: base.wallet.name, icon: base.wallet.icon, chains: base.wallet.chains, features, get accounts() { return base.wallet.accounts; } };
    const { provider } = await connected(wallet);
    await expect(provider.request({ method: 'solana_signAndSendTransaction', params: { transaction: 'AAAA' } })).rejects.toMatchObject({ rpcCode: 4200 });
  });
});
