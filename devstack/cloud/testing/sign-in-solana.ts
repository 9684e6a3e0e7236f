/**
 * Sign-In-With-Solana against the cloud's sign-in server, the way the product does it: GET /auth/v1/nonce, a
 * SIWS message (domain/entities/siwx/siws-message.ts) signed with an ed25519 key, POST /auth/v1/authenticate
 * with the nonce token. The message step is exported so tests can break it on purpose (forge, replay, expire).
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { encodeBase58 } from '../../../domain/entities/address/base58.js';
import { formatSiwsMessage, type SiwsMessageData } from '../../../domain/entities/siwx/siws-message.js';
import { authenticate, requestNonce, type CloudTarget, type SignInRequestOptions, type SignInResult } from './sign-in.js';

/** An ed25519 key as a Solana wallet holds it: its base58 address and a signer of bytes. */
export type SolanaSigner = { address: string; sign(text: string): string };

/** A fresh ed25519 key (Node's crypto), signing text as solana_signMessage does (UTF-8 bytes, base58 signature). */
export function solanaSigner(): SolanaSigner {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { address: addressOf(publicKey), sign: (text) => encodeBase58(new Uint8Array(sign(null, Buffer.from(text, 'utf8'), privateKey))) };
}

function addressOf(publicKey: KeyObject): string {
  const { x } = publicKey.export({ format: 'jwk' });
  return encodeBase58(new Uint8Array(Buffer.from(x ?? '', 'base64url')));
}

export type SolanaSignInOptions = SignInRequestOptions & {
  /** The message's fields over the defaults (domain 'localhost', uri `http://<domain>`, issued now, 1 day). */
  data?: Partial<SiwsMessageData>;
  /** Signs with this key instead (a forged signature: the message still names the account). */
  signer?: SolanaSigner;
  nonce?: { nonce: string; token: string };
};

/** The SIWS data and text for `account` on `chainId`, signed (by `options.signer` when given). */
export function signSolanaSignInMessage(account: SolanaSigner, chainId: string, nonce: string, options: SolanaSignInOptions = {}) {
  const domain = options.data?.domain ?? (options.origin ? new URL(options.origin).host : 'localhost');
  const now = Date.now();
  const data: SiwsMessageData = {
    accountAddress: account.address,
    chainId,
    domain,
    uri: options.origin ?? `http://${domain}`,
    version: '1',
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 86_400_000).toISOString(),
    ...options.data,
  };
  const message = formatSiwsMessage(data);
  return { data, message, signature: (options.signer ?? account).sign(message) };
}

export type SolanaSignInResult = Omit<SignInResult, 'signed'> & { signed: ReturnType<typeof signSolanaSignInMessage> };

/** The whole sign-in: nonce, signed SIWS message, authenticate. Never throws on a refusal; look at `status`. */
export async function signInWithSolana(cloud: CloudTarget, account: SolanaSigner, chainId: string, options: SolanaSignInOptions = {}): Promise<SolanaSignInResult> {
  const nonce = options.nonce ?? (await requestNonce(cloud, options));
  const signed = signSolanaSignInMessage(account, chainId, nonce.nonce, options);
  const answer = await authenticate(cloud, nonce.token, signed, options);
  const token = answer.status === 200 ? (answer.body as { token: string }).token : undefined;
  return { status: answer.status, body: answer.body, token, nonce, signed };
}
