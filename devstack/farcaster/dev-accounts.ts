/**
 * The development Farcaster accounts the devstack's Farcaster app holds and its ID registry knows. Each
 * custody key is derived from a fixed phrase and the FID, so every run (and every person) gets the same
 * addresses without a key file; like anvil's keys they are public and hold value nowhere.
 */
import { keccak256, stringToBytes, type Address, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';

export type DevFarcasterAccount = {
  readonly fid: number;
  readonly username: string;
  readonly displayName: string;
  /** The custody key: it signs Sign In With Farcaster messages for this FID. Stays in the Farcaster app. */
  readonly custodyKey: Hex;
  /** The custody address the registry holds for this FID. */
  readonly custody: Address;
};

/** keccak256 of this phrase plus the FID is the FID's custody key. */
export const CUSTODY_KEY_PHRASE = 'walletport devstack farcaster custody key for fid ';

export function devCustodyKey(fid: number): Hex {
  return keccak256(stringToBytes(`${CUSTODY_KEY_PHRASE}${fid}`));
}

function account(fid: number, username: string, displayName: string): DevFarcasterAccount {
  const custodyKey = devCustodyKey(fid);
  return Object.freeze({ fid, username, displayName, custodyKey, custody: privateKeyToAddress(custodyKey) });
}

export const DEV_FARCASTER_ACCOUNTS: readonly DevFarcasterAccount[] = Object.freeze([
  account(1001, 'alice.eth', 'Alice'),
  account(1002, 'bob.eth', 'Bob'),
]);

export function devFarcasterAccount(fid: number): DevFarcasterAccount | undefined {
  return DEV_FARCASTER_ACCOUNTS.find((candidate) => candidate.fid === fid);
}
