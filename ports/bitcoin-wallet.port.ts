/**
 * How the product talks to a connected Bitcoin (bip122) wallet, whatever reaches it: every bip122 connector's
 * `getProvider()` hands out a request-style provider (the Eip1193Provider surface) answering WalletConnect's
 * bip122 JSON-RPC methods with WalletConnect's parameter and result shapes. The WalletConnect connector forwards
 * them as they are; the browser-wallet connector (sats-connect's `window.btc_providers`) turns them into its
 * wallet's calls. The Bitcoin chain adapter speaks only this. Every result comes from a wallet: the caller
 * validates it (zod) and checks a returned PSBT before trusting it.
 */

/** The methods a bip122 connector's provider answers. */
export const BITCOIN_WALLET_METHODS = {
  getAccountAddresses: 'getAccountAddresses',
  signMessage: 'signMessage',
  signPsbt: 'signPsbt',
  sendTransfer: 'sendTransfer',
} as const;

/** What an address is for: payments (the active account) or ordinals (inscriptions; never the active one). */
export type BitcoinAddressPurpose = 'payment' | 'ordinal';

/** `getAccountAddresses`: the connected account (its payment address) and which purposes to list. */
export type BitcoinGetAccountAddressesParameters = { account: string; intentions?: readonly BitcoinAddressPurpose[] };
/** Every address of the wallet's account, the payment one first. `publicKey` is hex (33 bytes, or 32 x-only for P2TR). */
export type BitcoinAccountAddressesResult = readonly {
  address: string;
  publicKey?: string;
  path?: string;
  intention?: BitcoinAddressPurpose;
}[];

/** `signMessage`: a text message signed by `address` (default the account), BIP-322 simple unless `protocol` says ecdsa. */
export type BitcoinSignMessageParameters = { account: string; message: string; address?: string; protocol?: 'ecdsa' | 'bip322' };
/** The signature, base64 (BIP-322: the witness stack encoded as the BIP says). */
export type BitcoinSignMessageResult = { address: string; signature: string; messageHash?: string };

/** `signPsbt`: a PSBT (base64) and which inputs the wallet signs, by address, with which sighash types. */
export type BitcoinSignPsbtParameters = {
  account: string;
  psbt: string;
  signInputs: readonly { address: string; index: number; sighashTypes: readonly number[] }[];
  /** The product broadcasts itself after checking the signatures: always false from the chain adapter. */
  broadcast?: boolean;
};
/** The PSBT back (base64), signed (or not: the caller checks), and the txid when the wallet broadcast it. */
export type BitcoinSignPsbtResult = { psbt: string; txid?: string };

/** `sendTransfer`: the wallet builds, signs and sends a payment itself. `amount` in satoshis, decimal string. */
export type BitcoinSendTransferParameters = { account: string; recipientAddress: string; amount: string; memo?: string };
export type BitcoinSendTransferResult = { txid: string };
