/**
 * Polkadot, Cosmos and Bitcoin sign-in against the cloud's sign-in server, the way the product does it: GET
 * /auth/v1/nonce, the family's CAIP-122 message (domain/entities/siwx/caip122-message.ts) signed by a test
 * key (devstack/testing/message-signers), POST /auth/v1/authenticate with the nonce token. The message step
 * is exported so tests can break it on purpose (forge, replay, expire, another network's address).
 */
import { caip122Family, type Caip122Namespace } from '../../../domain/entities/siwx/caip122-families.js';
import { formatCaip122Message } from '../../../domain/entities/siwx/caip122-message.js';
import type { SiwxMessageData } from '../../../domain/entities/siwx/siwx-config.js';
import { authenticate, requestNonce, type CloudTarget, type SignInRequestOptions, type SignInResult } from './sign-in.js';

/** An account of any family: its address and a signer of text (the wallet's answer, as the sign-in carries it). */
export type FamilySigner = { address: string; sign(text: string): string | Promise<string> };

export type FamilySignInOptions = SignInRequestOptions & {
  /** The message's fields over the defaults (domain 'localhost', uri `http://<domain>`, issued now, 1 day). */
  data?: Partial<SiwxMessageData>;
  /** Signs with this key instead (a forged signature: the message still names the account). */
  signer?: FamilySigner;
  nonce?: { nonce: string; token: string };
};

/** The family's message data and text for `account` on `chainId`, signed (by `options.signer` when given). */
export async function signFamilySignInMessage(namespace: Caip122Namespace, account: FamilySigner, chainId: string, nonce: string, options: FamilySignInOptions = {}) {
  const domain = options.data?.domain ?? (options.origin ? new URL(options.origin).host : 'localhost');
  const now = Date.now();
  const data: SiwxMessageData = {
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
  const message = formatCaip122Message({ family: caip122Family(namespace), data });
  return { data, message, signature: await (options.signer ?? account).sign(message) };
}

export type FamilySignInResult = Omit<SignInResult, 'signed'> & { signed: Awaited<ReturnType<typeof signFamilySignInMessage>> };

/** The whole sign-in: nonce, signed message, authenticate. Never throws on a refusal; look at `status`. */
export async function signInWithFamily(
  cloud: CloudTarget,
  namespace: Caip122Namespace,
  account: FamilySigner,
  chainId: string,
  options: FamilySignInOptions = {},
): Promise<FamilySignInResult> {
  const nonce = options.nonce ?? (await requestNonce(cloud, options));
  const signed = await signFamilySignInMessage(namespace, account, chainId, nonce.nonce, options);
  const answer = await authenticate(cloud, nonce.token, signed, options);
  const token = answer.status === 200 ? (answer.body as { token: string }).token : undefined;
  return { status: answer.status, body: answer.body, token, nonce, signed };
}
