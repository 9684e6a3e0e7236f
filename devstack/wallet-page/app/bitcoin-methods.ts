/**
 * How the wallet page answers a dapp's bip122 request once the person approves it (WalletConnect's Bitcoin
 * methods and shapes, ports/bitcoin-wallet.port.ts): the Bitcoin test wallet's pieces over a regtest account
 * (payment P2WPKH, ordinals P2TR), signing locally and broadcasting to the devstack's ledger.
 *
 * - getAccountAddresses {account, intentions?} -> [{address, publicKey, path, intention}], the payment one first;
 * - signMessage {account, message, address?, protocol?} -> {address, signature (BIP-322 simple, base64), messageHash};
 * - signPsbt {account, psbt, signInputs: [{address, index, sighashTypes}], broadcast?} -> {psbt, txid?};
 * - sendTransfer {account, recipientAddress, amount (sats, decimal string)} -> {txid}.
 * A request for another account is refused with 4100, malformed parameters with -32602.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { encodeBase64 } from '../../bitcoin-test-wallet/base64.js';
import { keyForAddress, walletAccountOf, type WalletAccount } from '../../bitcoin-test-wallet/keys.js';
import { createLedgerClient, type LedgerClient } from '../../bitcoin-test-wallet/ledger-client.js';
import { SatsConnectRpcError } from '../../bitcoin-test-wallet/prompts.js';
import { signPsbt } from '../../bitcoin-test-wallet/psbt-signing.js';
import { sendTransfer } from '../../bitcoin-test-wallet/transfer.js';
import { bip322MessageHash, bip322Signer } from '../../testing/message-signers/bip322-signer.js';
import type { WalletPageBitcoin } from '../wallet-page-config.js';
import { WalletRpcError } from './wallet-methods.js';

export const BITCOIN_WALLET_PAGE_METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'] as const;
export const BITCOIN_WALLET_PAGE_EVENTS = ['bip122_addressesChanged'] as const;

export type BitcoinPageWallet = { chain: string; account: WalletAccount; ledger: LedgerClient };

export function bitcoinPageWallet(config: WalletPageBitcoin): BitcoinPageWallet {
  return { chain: config.caipNetworkId, account: walletAccountOf({ payment: config.payment, ordinals: config.ordinals }), ledger: createLedgerClient({ url: config.url }) };
}

const address = z.string().min(1).max(100);
const schemas = {
  getAccountAddresses: z.object({ account: address, intentions: z.array(z.enum(['payment', 'ordinal'])).max(2).optional() }),
  signMessage: z.object({ account: address, message: z.string().max(100_000), address: address.optional(), protocol: z.enum(['ecdsa', 'bip322']).optional() }),
  signPsbt: z.object({
    account: address,
    psbt: z.string().min(1).max(1_000_000),
    signInputs: z.array(z.object({ address, index: z.number().int().min(0).max(10_000), sighashTypes: z.array(z.number().int()).max(8).optional() })).max(10_000),
    broadcast: z.boolean().optional(),
  }),
  sendTransfer: z.object({ account: address, recipientAddress: address, amount: z.string().regex(/^[1-9][0-9]{0,15}$/), memo: z.string().max(80).optional() }),
};

/** Answers one approved bip122 request: the JSON-RPC result, or a WalletRpcError. */
export async function answerBitcoinRequest(wallet: BitcoinPageWallet, request: { method: string; params: unknown }): Promise<unknown> {
  try {
    return await answer(wallet, request);
  } catch (error) {
    if (error instanceof z.ZodError) throw new WalletRpcError(-32602, `Invalid ${request.method} parameters: ${error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    if (error instanceof SatsConnectRpcError) throw new WalletRpcError(error.code === -32002 ? 4100 : error.code, error.message);
    throw error;
  }
}

async function answer({ account, ledger }: BitcoinPageWallet, { method, params }: { method: string; params: unknown }): Promise<unknown> {
  const requireOwnAccount = (value: string) => {
    if (value !== account.payment.address) throw new WalletRpcError(4100, `The account ${value} is not this wallet's (${account.payment.address}).`);
  };
  switch (method) {
    case 'getAccountAddresses': {
      const request = schemas.getAccountAddresses.parse(params);
      requireOwnAccount(request.account);
      const intentions = request.intentions ?? ['payment', 'ordinal'];
      return [
        { key: account.payment, intention: 'payment' as const, path: "m/84'/1'/0'/0/0" },
        { key: account.ordinals, intention: 'ordinal' as const, path: "m/86'/1'/0'/0/0" },
      ]
        .filter(({ intention }) => intentions.includes(intention))
        .map(({ key, intention, path }) => ({ address: key.address, publicKey: bytesToHex(key.publicKey), path, intention }));
    }
    case 'signMessage': {
      const request = schemas.signMessage.parse(params);
      requireOwnAccount(request.account);
      if (request.protocol === 'ecdsa') throw new WalletRpcError(4200, 'The wallet page signs messages with BIP-322 only.');
      const key = keyForAddress(account, request.address ?? request.account);
      if (key === undefined) throw new WalletRpcError(4100, `The address ${String(request.address)} is not this wallet's.`);
      const signature = bip322Signer(key.type, 'regtest', key.privateKey).sign(request.message);
      return { address: key.address, signature, messageHash: bytesToHex(bip322MessageHash(request.message)) };
    }
    case 'signPsbt': {
      const request = schemas.signPsbt.parse(params);
      requireOwnAccount(request.account);
      const signInputs: Record<string, number[]> = {};
      for (const { address: signer, index } of request.signInputs) (signInputs[signer] ??= []).push(index);
      const signed = signPsbt({ account, mode: 'honest', psbt: request.psbt, signInputs });
      if (request.broadcast !== true) return { psbt: encodeBase64(signed.toPSBT()) };
      signed.finalize();
      return { psbt: encodeBase64(signed.toPSBT()), txid: await ledger.broadcast(bytesToHex(signed.extract())) };
    }
    case 'sendTransfer': {
      const request = schemas.sendTransfer.parse(params);
      requireOwnAccount(request.account);
      return sendTransfer({ payment: account.payment, ledger, recipients: [{ address: request.recipientAddress, amount: BigInt(request.amount) }] });
    }
    default:
      throw new WalletRpcError(4200, `The wallet page does not support the method "${method}".`);
  }
}
