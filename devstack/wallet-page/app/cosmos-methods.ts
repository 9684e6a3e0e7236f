/**
 * How the wallet page answers a dapp's Cosmos request once the person approves it (WalletConnect's cosmos
 * methods): cosmos_getAccounts -> [{algo, address, pubkey (base64)}]; cosmos_signAmino {signerAddress, signDoc}
 * -> {signature: StdSignature, signed: signDoc}, signed with cosmjs's own wallet (devstack/testing/message-signers),
 * which is how an ADR-036 sign-in (a MsgSignData sign doc) reaches a Keplr-like wallet over WalletConnect.
 */
import { hexToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { encodeBase64 } from '../../bitcoin-test-wallet/base64.js';
import { adr036Signer, type Adr036Signer } from '../../testing/message-signers/adr036-signer.js';
import { WalletRpcError } from './wallet-methods.js';

export const COSMOS_WALLET_PAGE_METHODS = ['cosmos_getAccounts', 'cosmos_signAmino'] as const;
/** The bech32 prefix of the chains the wallet serves (the Cosmos Hub's). */
export const COSMOS_WALLET_PAGE_PREFIX = 'cosmos';

export type CosmosPageWallet = { signer: Adr036Signer };

export async function cosmosPageWallet(privateKey: string): Promise<CosmosPageWallet> {
  return { signer: await adr036Signer(COSMOS_WALLET_PAGE_PREFIX, hexToBytes(privateKey)) };
}

/** The Cosmos Hub's chains (cosmoshub-4, and its testnets named alike): the ones whose addresses are cosmos1…. */
export function servesCosmosChain(chain: string): boolean {
  return /^cosmos:cosmoshub-[0-9a-z-]{1,20}$/.test(chain);
}

const coin = z.object({ denom: z.string().max(128), amount: z.string().max(80) });
const signAminoParams = z.object({
  signerAddress: z.string().min(1).max(100),
  signDoc: z.object({
    chain_id: z.string().max(64),
    account_number: z.string().max(32),
    sequence: z.string().max(32),
    fee: z.object({ amount: z.array(coin).max(10), gas: z.string().max(32) }).passthrough(),
    msgs: z.array(z.object({ type: z.string().max(128), value: z.unknown() })).min(1).max(20),
    memo: z.string().max(512),
  }),
});

/** Answers one approved Cosmos request: the JSON-RPC result, or a WalletRpcError. */
export async function answerCosmosRequest(wallet: CosmosPageWallet, request: { method: string; params: unknown }): Promise<unknown> {
  const { signer } = wallet;
  switch (request.method) {
    case 'cosmos_getAccounts':
      return [{ algo: 'secp256k1', address: signer.address, pubkey: encodeBase64(signer.publicKey) }];
    case 'cosmos_signAmino': {
      const parsed = signAminoParams.safeParse(request.params);
      if (!parsed.success) throw new WalletRpcError(-32602, 'Expected {signerAddress, signDoc} with an amino sign doc.');
      if (parsed.data.signerAddress !== signer.address) throw new WalletRpcError(4100, `The account ${parsed.data.signerAddress} is not this wallet's (${signer.address}).`);
      return signer.signAmino(parsed.data.signDoc as Parameters<Adr036Signer['signAmino']>[0]);
    }
    default:
      throw new WalletRpcError(4200, `The wallet page does not support the method "${request.method}".`);
  }
}

/** What the request card shows of a cosmos_signAmino: an ADR-036 sign doc's data as text, when it is readable. */
export function readableCosmosMessage(params: unknown): string | undefined {
  const message = (params as { signDoc?: { msgs?: { type?: unknown; value?: { data?: unknown } }[] } } | null | undefined)?.signDoc?.msgs?.[0];
  if (message?.type !== 'sign/MsgSignData' || typeof message.value?.data !== 'string') return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(atob(message.value.data), (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}
