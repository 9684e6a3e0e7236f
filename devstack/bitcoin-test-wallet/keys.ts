/**
 * The wallet's keys as addresses on the ledger's network: a payment P2WPKH and an ordinals P2TR (key path,
 * BIP-86 tweak) per account, derived with @scure/btc-signer as the ledger's dev keys are. Browser-safe.
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import { REGTEST } from '../bitcoin/regtest.js';
import type { BitcoinTestWalletAccountKeys } from './browser-config.js';
import type { SatsConnectAddress, SatsConnectAddressType, SatsConnectPurpose } from './types.js';

export type WalletKey = {
  purpose: SatsConnectPurpose;
  type: SatsConnectAddressType;
  privateKey: Uint8Array;
  publicKey: Uint8Array;
  address: string;
  script: Uint8Array;
};
export type WalletAccount = { payment: WalletKey; ordinals: WalletKey };

export type WalletAccountOfParameters = BitcoinTestWalletAccountKeys;
export type WalletAccountOfReturnType = WalletAccount;
export type WalletAccountOfErrorType = Error;

/** The account of two hex private keys on regtest. */
export function walletAccountOf(keys: WalletAccountOfParameters): WalletAccountOfReturnType {
  return { payment: walletKey('payment', privateKeyBytes(keys.payment)), ordinals: walletKey('ordinals', privateKeyBytes(keys.ordinals)) };
}

/** The key as sats-connect's getAccounts lists it. */
export function satsConnectAddress(key: WalletKey): SatsConnectAddress {
  return { address: key.address, publicKey: bytesToHex(key.publicKey), purpose: key.purpose, addressType: key.type, walletType: 'software' };
}

/** The account's key behind `address` (payment or ordinals), if it is one of them. */
export function keyForAddress(account: WalletAccount, address: string): WalletKey | undefined {
  return [account.payment, account.ordinals].find((key) => key.address === address);
}

function walletKey(purpose: SatsConnectPurpose, privateKey: Uint8Array): WalletKey {
  const type: SatsConnectAddressType = purpose === 'payment' ? 'p2wpkh' : 'p2tr';
  const publicKey = type === 'p2wpkh' ? pubECDSA(privateKey) : pubSchnorr(privateKey);
  const payment = type === 'p2wpkh' ? p2wpkh(publicKey, REGTEST) : p2tr(publicKey, undefined, REGTEST);
  if (payment.address === undefined) throw new Error('Walletport Bitcoin test wallet: no address for a key.');
  return { purpose, type, privateKey, publicKey, address: payment.address, script: payment.script };
}

function privateKeyBytes(text: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error('Walletport Bitcoin test wallet: a private key is 32 bytes of hex.');
  return hexToBytes(text.toLowerCase());
}
