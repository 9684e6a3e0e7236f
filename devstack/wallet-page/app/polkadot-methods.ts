/**
 * How the wallet page answers polkadot_signMessage once the person approves it: an sr25519 signature (hex) made
 * with @polkadot/util-crypto's signer (devstack/testing/message-signers), the text wrapped in `<Bytes>…</Bytes>`
 * as extensions' signRaw does. The key is one; the page shows it as a Polkadot (SS58 prefix 0) or a Kusama
 * (prefix 2) address, a switch for testing that a sign-in server refuses a Kusama address on Polkadot.
 */
import { hexToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { decodeSs58 } from '../../../domain/entities/address/ss58.js';
import { sr25519Ready, sr25519Signer, type Sr25519Signer } from '../../testing/message-signers/sr25519-signer.js';
import { WalletRpcError } from './wallet-methods.js';

export const POLKADOT_WALLET_PAGE_METHODS = ['polkadot_signMessage'] as const;
/** The SS58 prefixes the page can show its key under. */
export const POLKADOT_NETWORK_PREFIXES = { polkadot: 0, kusama: 2 } as const;
export type PolkadotNetwork = keyof typeof POLKADOT_NETWORK_PREFIXES;

export type PolkadotPageWallet = { signer: Sr25519Signer };

/** Loads the wasm signer, then the wallet over the 32-byte seed (hex). */
export async function polkadotPageWallet(seed: string): Promise<PolkadotPageWallet> {
  await sr25519Ready();
  return { signer: sr25519Signer(hexToBytes(seed)) };
}

const signMessageParams = z.object({ address: z.string().min(1).max(100), message: z.string().max(100_000) });

/** Answers one approved Polkadot request: the JSON-RPC result, or a WalletRpcError. */
export function answerPolkadotRequest(wallet: PolkadotPageWallet, request: { method: string; params: unknown }): unknown {
  if (request.method !== 'polkadot_signMessage') throw new WalletRpcError(4200, `The wallet page does not support the method "${request.method}".`);
  const parsed = signMessageParams.safeParse(request.params);
  if (!parsed.success) throw new WalletRpcError(-32602, 'Expected {address, message}.');
  // Any network's encoding of this key is this wallet's: which network an address may sign in on is the server's question.
  if (!sameKey(parsed.data.address, wallet.signer.publicKey)) throw new WalletRpcError(4100, `The account ${parsed.data.address} is not this wallet's.`);
  return { signature: wallet.signer.sign(messageText(parsed.data.message)) };
}

/** The message as the text signed: a 0x-hex message is its UTF-8 bytes (as dapps send signRaw data). */
export function messageText(message: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(message)) return message;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message.slice(2)));
  } catch {
    throw new WalletRpcError(-32602, 'The wallet page signs text messages only (hex that is UTF-8 text).');
  }
}

function sameKey(address: string, publicKey: Uint8Array): boolean {
  try {
    const decoded = decodeSs58(address).publicKey;
    return decoded.length === publicKey.length && decoded.every((byte, index) => byte === publicKey[index]);
  } catch {
    return false;
  }
}
