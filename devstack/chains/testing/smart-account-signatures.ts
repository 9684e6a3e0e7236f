/**
 * Signatures from the devstack's smart accounts (../smart-accounts.ts), for any test that signs in with one:
 * chain tests, the cloud's sign-in server, browser journeys. A DevSmartAccount accepts the owner's raw
 * signature over the hash the verifier passes to isValidSignature; for personal_sign (EIP-191, what
 * Sign-In with Ethereum uses) that hash is hashMessage(message), so the owner signs that hash without any
 * further prefix. The signature is not an EOA signature of the message: recovering it gives nobody useful,
 * which is what forces a verifier down the ERC-1271 / ERC-6492 path.
 */
import { hashMessage, serializeErc6492Signature, type Hex, type SignableMessage } from 'viem';
import { sign } from 'viem/accounts';
import { DEV_ACCOUNTS } from '../../config.js';
import { DEV_SMART_ACCOUNTS, type DevSmartAccount } from '../smart-accounts.js';

export type SmartAccountSignOptions = {
  /** Sign with this key instead of the owner's (to test that verifiers reject a stranger's signature). */
  privateKey?: Hex;
};

/** The owner's signature of `message` as `account` checks it (ERC-1271), valid only once it is deployed. */
export async function signAsDevSmartAccount(account: DevSmartAccount, message: SignableMessage, options: SmartAccountSignOptions = {}): Promise<Hex> {
  return sign({ hash: hashMessage(message), privateKey: options.privateKey ?? ownerKey(account), to: 'hex' });
}

/** ERC-1271 signature of DEV_SMART_ACCOUNTS.deployed (owner DEV_ACCOUNTS[1]), deployed on every chain. */
export function signAsSmartAccount(message: SignableMessage, options: SmartAccountSignOptions = {}): Promise<Hex> {
  return signAsDevSmartAccount(DEV_SMART_ACCOUNTS.deployed, message, options);
}

/**
 * ERC-6492 signature of DEV_SMART_ACCOUNTS.counterfactual (owner DEV_ACCOUNTS[2]): the ERC-1271 signature
 * wrapped with the factory and its createAccount calldata, so a verifier can deploy the account in a
 * simulated call and then ask it.
 */
export async function signAsCounterfactualAccount(message: SignableMessage, options: SmartAccountSignOptions = {}): Promise<Hex> {
  const account = DEV_SMART_ACCOUNTS.counterfactual;
  const signature = await signAsDevSmartAccount(account, message, options);
  return serializeErc6492Signature({ address: DEV_SMART_ACCOUNTS.factory, data: account.factoryCalldata, signature });
}

function ownerKey(account: DevSmartAccount): Hex {
  const owner = DEV_ACCOUNTS.find((candidate) => candidate.address.toLowerCase() === account.owner.toLowerCase());
  if (owner === undefined) throw new Error(`No development key for ${account.owner}, the owner of smart account ${account.address}`);
  return owner.privateKey;
}
