/**
 * The devstack's smart accounts as viem LocalAccounts whose signMessage gives the ERC-1271 (deployed) or
 * ERC-6492 (counterfactual) signature, so code written for an EOA account (a sign-in helper, a test wallet)
 * signs in as a smart account unchanged. A contract account has no key: signing transactions or typed data
 * throws rather than producing something no verifier would accept.
 */
import type { Hex, LocalAccount } from 'viem';
import { toAccount } from 'viem/accounts';
import { DEV_SMART_ACCOUNTS } from '../smart-accounts.js';
import { signAsCounterfactualAccount, signAsSmartAccount, type SmartAccountSignOptions } from './smart-account-signatures.js';

export type DevSmartAccountKind = 'deployed' | 'counterfactual';

export function smartAccountSigner(kind: DevSmartAccountKind, options: SmartAccountSignOptions = {}): LocalAccount {
  const signAs = kind === 'deployed' ? signAsSmartAccount : signAsCounterfactualAccount;
  const unsupported = (what: string) => (): Promise<Hex> =>
    Promise.reject(new Error(`The devstack's ${kind} smart account only signs messages, not ${what}`));
  return toAccount({
    address: DEV_SMART_ACCOUNTS[kind].address,
    signMessage: ({ message }) => signAs(message, options),
    signTransaction: unsupported('transactions'),
    signTypedData: unsupported('typed data'),
  });
}
