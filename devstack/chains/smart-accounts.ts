/**
 * The devstack's smart-contract accounts (contracts/DevSmartAccount.sol, DevSmartAccountFactory.sol), so
 * ERC-1271 and ERC-6492 sign-in can be tested against a real chain. On every local chain:
 *   - the factory, deployed by anvil's ninth default account (index 8) at its nonce 0. That account does
 *     nothing else, so the factory neither moves the addresses of ./deployment.ts nor adds history to the
 *     funded DEV_ACCOUNTS (index 9 deploys the Farcaster ID registry the same way);
 *   - `deployed`: DEV_ACCOUNTS[1]'s account, created through the factory right after it (ERC-1271);
 *   - `counterfactual`: DEV_ACCOUNTS[2]'s account, never deployed by the devstack, so signing in with it
 *     needs an ERC-6492 signature that carries the factory call. Nothing may deploy it, or it stops being
 *     counterfactual for every later test on that chain.
 * Every address follows from the bytecode, deployer and salts alone, so it is computed here without a chain.
 */
import { encodeAbiParameters, encodeFunctionData, getContractAddress, type Address, type Hex } from 'viem';
import { DEV_ACCOUNTS } from '../config.js';
import { DEV_SMART_ACCOUNT_BYTECODE } from './artifacts/dev-smart-account.js';
import { DEV_SMART_ACCOUNT_FACTORY_ABI } from './artifacts/dev-smart-account-factory.js';

export { DEV_SMART_ACCOUNT_ABI } from './artifacts/dev-smart-account.js';
export { DEV_SMART_ACCOUNT_FACTORY_ABI } from './artifacts/dev-smart-account-factory.js';

/** anvil's account 8 of the "test … junk" mnemonic (unlocked, funded at genesis); deploys the factory. */
export const SMART_ACCOUNT_FACTORY_DEPLOYER: Address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';

/** The factory: the deployer's first contract. */
export const SMART_ACCOUNT_FACTORY_ADDRESS: Address = getContractAddress({ from: SMART_ACCOUNT_FACTORY_DEPLOYER, nonce: 0n });

export type DevSmartAccount = {
  /** The EOA whose signatures the account accepts (a DEV_ACCOUNTS entry, so tests have its key). */
  readonly owner: Address;
  readonly salt: Hex;
  readonly address: Address;
  /** createAccount(owner, salt) calldata: what an ERC-6492 signature asks the verifier to run on the factory. */
  readonly factoryCalldata: Hex;
};

export type DevSmartAccounts = {
  readonly factory: Address;
  /** Deployed on every chain by startChains(): signs in with ERC-1271. */
  readonly deployed: DevSmartAccount;
  /** Never deployed: signs in with ERC-6492. */
  readonly counterfactual: DevSmartAccount;
};

/** The address DevSmartAccountFactory.getAddress(owner, salt) returns, computed off chain. */
export function smartAccountAddress(owner: Address, salt: Hex, factory: Address = SMART_ACCOUNT_FACTORY_ADDRESS): Address {
  // The owner is the constructor argument, so it is part of the CREATE2 init code (as in the factory).
  const initCode = `${DEV_SMART_ACCOUNT_BYTECODE}${encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)}` as Hex;
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode: initCode });
}

export function devSmartAccount(owner: Address, salt: Hex): DevSmartAccount {
  return Object.freeze({
    owner,
    salt,
    address: smartAccountAddress(owner, salt),
    factoryCalldata: encodeFunctionData({ abi: DEV_SMART_ACCOUNT_FACTORY_ABI, functionName: 'createAccount', args: [owner, salt] }),
  });
}

/** The zero salt: each owner has one account of each kind, so the salt need not tell them apart. */
const SALT_ZERO: Hex = `0x${'00'.repeat(32)}`;

export const DEV_SMART_ACCOUNTS: DevSmartAccounts = Object.freeze({
  factory: SMART_ACCOUNT_FACTORY_ADDRESS,
  deployed: devSmartAccount(DEV_ACCOUNTS[1].address, SALT_ZERO),
  counterfactual: devSmartAccount(DEV_ACCOUNTS[2].address, SALT_ZERO),
});
