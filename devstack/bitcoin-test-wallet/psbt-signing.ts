/**
 * signPsbt as the wallet's mode says: 'honest' signs exactly the inputs asked with the keys of the addresses
 * named; 'unsigned-psbt' hands the PSBT back as it came (the hostile wallet of reown-com/appkit#5744);
 * 'wrong-input' signs a different transaction: output 0 is redirected to the wallet's own ordinals address (or,
 * when it already pays it, lowered by 1,000 sats) before signing, so every signature is valid but the
 * outputs are not what the page built. The caller (the product) must notice both.
 */
import { Transaction } from '@scure/btc-signer';
import { decodeBase64 } from './base64.js';
import { keyForAddress, type WalletAccount, type WalletKey } from './keys.js';
import { RPC_ERROR, SatsConnectRpcError } from './prompts.js';
import type { BitcoinTestWalletMode } from './types.js';

const ALTERED_AMOUNT_SATS = 1_000n;

export type SignPsbtParameters = {
  account: WalletAccount;
  mode: BitcoinTestWalletMode;
  /** The PSBT, base64. */
  psbt: string;
  /** Which inputs to sign, by the address whose key signs them; absent: every input the account's keys can sign. */
  signInputs?: Readonly<Record<string, readonly number[]>> | undefined;
};
export type SignPsbtReturnType = Transaction;
export type SignPsbtErrorType = SatsConnectRpcError;

export function signPsbt({ account, mode, psbt, signInputs }: SignPsbtParameters): SignPsbtReturnType {
  const bytes = decodeBase64(psbt);
  if (bytes === undefined) throw invalid('Expected psbt as base64.');
  let transaction: Transaction;
  try {
    transaction = Transaction.fromPSBT(bytes);
  } catch (error) {
    throw invalid(`Not a PSBT: ${(error as Error).message}`);
  }
  const jobs = Object.entries(signInputs ?? ownInputs(transaction, account)).map(([address, indexes]) => ({ key: keyOf(account, address), indexes }));
  for (const { indexes } of jobs) {
    for (const index of indexes) if (!Number.isInteger(index) || index < 0 || index >= transaction.inputsLength) throw invalid(`The PSBT has no input ${index}.`);
  }
  if (mode === 'unsigned-psbt') return transaction;
  if (mode === 'wrong-input') alterFirstOutput(transaction, account.ordinals);
  for (const { key, indexes } of jobs) for (const index of indexes) signInput(transaction, key, index);
  return transaction;
}

/** The inputs spending an output of the account's payment or ordinals address, by address. */
function ownInputs(transaction: Transaction, account: WalletAccount): Record<string, number[]> {
  const own: Record<string, number[]> = {};
  for (let index = 0; index < transaction.inputsLength; index++) {
    const script = transaction.getInput(index).witnessUtxo?.script;
    const key = [account.payment, account.ordinals].find((candidate) => script !== undefined && sameBytes(candidate.script, script));
    if (key !== undefined) (own[key.address] ??= []).push(index);
  }
  return own;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

function keyOf(account: WalletAccount, address: string): WalletKey {
  const key = keyForAddress(account, address);
  if (key === undefined) throw new SatsConnectRpcError(RPC_ERROR.accessDenied, `The address ${address} is not this account's.`);
  return key;
}

function signInput(transaction: Transaction, key: WalletKey, index: number): void {
  // A taproot input must name its internal key for btc-signer to sign on the key path; wallets fill it in.
  if (key.type === 'p2tr' && transaction.getInput(index).tapInternalKey === undefined) transaction.updateInput(index, { tapInternalKey: key.publicKey });
  try {
    if (!transaction.signIdx(key.privateKey, index)) throw new Error('nothing to sign');
  } catch (error) {
    throw invalid(`Cannot sign input ${index} with ${key.address}: ${(error as Error).message}`);
  }
}

function alterFirstOutput(transaction: Transaction, ownKey: WalletKey): void {
  const output = transaction.getOutput(0);
  if (output.script === undefined || output.amount === undefined) throw invalid('The PSBT has no output 0.');
  if (sameBytes(output.script, ownKey.script)) transaction.updateOutput(0, { amount: output.amount - ALTERED_AMOUNT_SATS });
  else transaction.updateOutput(0, { script: ownKey.script });
}

function invalid(message: string): SatsConnectRpcError {
  return new SatsConnectRpcError(RPC_ERROR.invalidParams, message);
}
