/**
 * The ledger's development keys, derived deterministically: each secp256k1 private key is the SHA-256 of a
 * fixed label ("walletport devstack bitcoin account 0", ...). Public development keys: they hold value only on
 * this local ledger. The addresses below are what the derivation gives (dev-keys.test.ts checks it);
 * README.md lists them with their WIF.
 */
import { createHash } from 'node:crypto';
import { p2tr, p2wpkh, WIF } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import { REGTEST } from './regtest.js';

export type BitcoinDevKeyKind = 'p2wpkh' | 'p2tr';

export type BitcoinDevKey = {
  kind: BitcoinDevKeyKind;
  privateKey: Uint8Array;
  /** Compressed public key (P2WPKH) or the x-only internal key (P2TR, key path only: BIP-86's tweak). */
  publicKey: Uint8Array;
  address: string;
  /** The scriptPubKey the address stands for. */
  script: Uint8Array;
  wif: string;
};

/** The funded development accounts, in order: three P2WPKH (bcrt1q…) and one P2TR (bcrt1p…). */
export const BITCOIN_DEV_ACCOUNTS = [
  { label: 'account 0', kind: 'p2wpkh', address: 'bcrt1qwerepfw0m9wmxlfg274xa8ep6dyyws39evv6e4' },
  { label: 'account 1', kind: 'p2wpkh', address: 'bcrt1qadsmkza0uadx3zlv48fhyezne9ad6thv6e3pa0' },
  { label: 'account 2', kind: 'p2wpkh', address: 'bcrt1qsyeequ4wmup4m5um7x8pqcq2vcnj3nzga4grle' },
  { label: 'taproot 0', kind: 'p2tr', address: 'bcrt1pknacsawq0pjec8ydjeesz0c39vkew5k5xc4mms3pyay9qqx36ahqaf9wsg' },
] as const satisfies readonly { label: string; kind: BitcoinDevKeyKind; address: string }[];

/** Mines every block (coinbase outputs) and pays the dev accounts' funding and the faucet route. P2WPKH. */
export const BITCOIN_FAUCET_LABEL = 'faucet';
export const BITCOIN_FAUCET_ADDRESS = 'bcrt1q3ylc42udkpcwex8qdd0rxspe0vrwk9ssa0dhhk';

/** The key of a label, as a P2WPKH or a P2TR (key path) account on regtest. */
export function bitcoinKeyFor(label: string, kind: BitcoinDevKeyKind): BitcoinDevKey {
  const privateKey = new Uint8Array(createHash('sha256').update(`walletport devstack bitcoin ${label}`).digest());
  const publicKey = kind === 'p2wpkh' ? pubECDSA(privateKey) : pubSchnorr(privateKey);
  const payment = kind === 'p2wpkh' ? p2wpkh(publicKey, REGTEST) : p2tr(publicKey, undefined, REGTEST);
  if (payment.address === undefined) throw new Error(`no address for the Bitcoin key ${label}`);
  return { kind, privateKey, publicKey, address: payment.address, script: payment.script, wif: WIF(REGTEST).encode(privateKey) };
}

/** Dev account `index` (0 to 3; 3 is the P2TR one). */
export function bitcoinDevKey(index: number): BitcoinDevKey {
  const account = BITCOIN_DEV_ACCOUNTS[index];
  if (account === undefined) throw new Error(`no Bitcoin dev account ${index}`);
  return bitcoinKeyFor(account.label, account.kind);
}

export function bitcoinFaucetKey(): BitcoinDevKey {
  return bitcoinKeyFor(BITCOIN_FAUCET_LABEL, 'p2wpkh');
}
