/**
 * How the wallet page answers a dapp's Solana request once the person approves it (WalletConnect's Solana
 * JSON-RPC methods and shapes): real ed25519 signatures with the wallet's Solana dev key, and signAndSend
 * submits to the local Solana chain's RPC. Failures are WalletRpcError with the code the dapp receives.
 *
 * - solana_signMessage {message: base58 bytes, pubkey} -> {signature: base58};
 * - solana_signTransaction {transaction: base64 wire, legacy or v0} -> {signature, transaction: base64 signed};
 * - solana_signAndSendTransaction {transaction, sendOptions?} -> {signature} once the node accepted it.
 * A request for another account is refused with 4100, malformed parameters with -32602.
 */
import { createKeyPairFromPrivateKeyBytes, signBytes } from '@solana/kit';
import { Connection, Keypair, VersionedTransaction, type SendOptions } from '@solana/web3.js';
import { decodeBase58, encodeBase58 } from '../../../domain/entities/address/base58.js';
import { WalletRpcError } from './wallet-methods.js';

export type SolanaWallet = {
  /** The wallet's Solana address (base58). */
  address: string;
  chain: string;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  signTransaction(wire: Uint8Array): VersionedTransaction;
  send(signed: VersionedTransaction, options: SendOptions): Promise<string>;
};

/** The wallet over a 32-byte ed25519 seed (hex), signing locally and sending to `rpcUrl`. */
export function solanaWallet({ seed, rpcUrl, chain }: { seed: string; rpcUrl: string; chain: string }): SolanaWallet {
  if (!/^[0-9a-f]{64}$/i.test(seed)) throw new Error('The Solana seed must be 32 bytes of hex.');
  const seedBytes = Uint8Array.from(seed.match(/../g)!.map((byte) => Number.parseInt(byte, 16)));
  const keypair = Keypair.fromSeed(seedBytes);
  const connection = new Connection(rpcUrl, 'confirmed');
  let signingKey: Promise<CryptoKey> | undefined;
  return {
    address: keypair.publicKey.toBase58(),
    chain,
    async signMessage(message) {
      signingKey ??= createKeyPairFromPrivateKeyBytes(seedBytes).then((pair) => pair.privateKey);
      return new Uint8Array(await signBytes(await signingKey, message));
    },
    signTransaction(wire) {
      const transaction = VersionedTransaction.deserialize(wire);
      transaction.sign([keypair]);
      return transaction;
    },
    send: (signed, options) => connection.sendRawTransaction(signed.serialize(), options),
  };
}

export type SolanaRequest = { method: string; params: unknown };

/** Answers one approved Solana request: the JSON-RPC result, or a WalletRpcError. */
export async function answerSolanaRequest(wallet: SolanaWallet, request: SolanaRequest): Promise<unknown> {
  const params = request.params as Record<string, unknown> | null | undefined;
  if (params === null || typeof params !== 'object' || Array.isArray(params)) throw new WalletRpcError(-32602, 'Expected one parameters object.');
  requireOwnAccount(wallet, params['pubkey']);
  switch (request.method) {
    case 'solana_signMessage': {
      const message = typeof params['message'] === 'string' ? decodeBase58(params['message']) : undefined;
      if (message === undefined) throw new WalletRpcError(-32602, 'Expected message as base58.');
      return { signature: encodeBase58(await wallet.signMessage(message)) };
    }
    case 'solana_signTransaction': {
      const signed = wallet.signTransaction(transactionBytes(params['transaction']));
      return { signature: firstSignature(signed), transaction: base64(signed.serialize()) };
    }
    case 'solana_signAndSendTransaction': {
      const signed = wallet.signTransaction(transactionBytes(params['transaction']));
      try {
        return { signature: await wallet.send(signed, sendOptions(params['sendOptions'])) };
      } catch (error) {
        throw new WalletRpcError(-32603, `The node refused the transaction: ${(error as Error).message}`);
      }
    }
    default:
      throw new WalletRpcError(4200, `The wallet page does not support the method "${request.method}".`);
  }
}

/** What the request card shows of a solana_signMessage: the message as text, when it is readable. */
export function readableSolanaMessage(params: unknown): string | undefined {
  const message = (params as { message?: unknown } | null | undefined)?.message;
  const bytes = typeof message === 'string' ? decodeBase58(message) : undefined;
  if (bytes === undefined) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    return /^[^\u0000-\u0008\u000e-\u001f]*$/.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

function requireOwnAccount(wallet: SolanaWallet, pubkey: unknown): void {
  if (pubkey === undefined) return;
  if (pubkey !== wallet.address) throw new WalletRpcError(4100, `The account ${String(pubkey)} is not this wallet's (${wallet.address}).`);
}

function transactionBytes(value: unknown): Uint8Array {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) throw new WalletRpcError(-32602, 'Expected transaction as base64.');
  const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  try {
    VersionedTransaction.deserialize(bytes);
  } catch (error) {
    throw new WalletRpcError(-32602, `Not a transaction: ${(error as Error).message}`);
  }
  return bytes;
}

function sendOptions(value: unknown): SendOptions {
  const options = (value ?? {}) as Record<string, unknown>;
  return {
    ...(typeof options['skipPreflight'] === 'boolean' ? { skipPreflight: options['skipPreflight'] } : {}),
    ...(typeof options['preflightCommitment'] === 'string' ? { preflightCommitment: options['preflightCommitment'] as SendOptions['preflightCommitment'] } : {}),
    ...(typeof options['maxRetries'] === 'number' ? { maxRetries: options['maxRetries'] } : {}),
  };
}

function firstSignature(signed: VersionedTransaction): string {
  const signature = signed.signatures[0];
  if (signature === undefined) throw new WalletRpcError(-32603, 'The signed transaction has no signature.');
  return encodeBase58(signature);
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
