/**
 * How the product talks to a connected Solana wallet, whatever reaches it: every solana connector's
 * `getProvider()` hands out a request-style provider (the Eip1193Provider surface) that answers WalletConnect's
 * Solana JSON-RPC methods, with WalletConnect's parameter and result shapes. The WalletConnect connector
 * forwards them as they are; the Wallet Standard connector turns them into `solana:*` feature calls; the
 * embedded wallet sends them to its frame. The Solana chain adapter speaks only this, so it works with any of
 * them. Every result comes from a wallet: the caller validates it (zod) before use.
 */

/** The methods a solana connector's provider answers. */
export const SOLANA_WALLET_METHODS = {
  getAccounts: 'solana_getAccounts',
  requestAccounts: 'solana_requestAccounts',
  signMessage: 'solana_signMessage',
  signTransaction: 'solana_signTransaction',
  signAndSendTransaction: 'solana_signAndSendTransaction',
} as const;

/** `solana_getAccounts` / `solana_requestAccounts` answer: the accounts, the active one first. */
export type SolanaAccountsResult = readonly { pubkey: string }[];

/** `solana_signMessage`: the message's bytes in base58, and the account (base58 public key) that signs. */
export type SolanaSignMessageParameters = { message: string; pubkey: string };
/** The ed25519 signature, base58. */
export type SolanaSignMessageResult = { signature: string };

/** `solana_signTransaction`: a wire-format transaction (legacy or v0), base64. */
export type SolanaSignTransactionParameters = { transaction: string; pubkey?: string };
/** The fee payer's signature (base58), and the signed transaction (base64) when the wallet returns it. */
export type SolanaSignTransactionResult = { signature: string; transaction?: string };

/** The commitments a signAndSend preflight may ask for. */
export type SolanaPreflightCommitment =
  | 'processed'
  | 'confirmed'
  | 'finalized'
  | 'recent'
  | 'single'
  | 'singleGossip'
  | 'root'
  | 'max';

/** `solana_signAndSendTransaction`: the transaction (base64) and how the wallet sends it. */
export type SolanaSignAndSendTransactionParameters = {
  transaction: string;
  pubkey?: string;
  sendOptions?: { preflightCommitment?: SolanaPreflightCommitment; skipPreflight?: boolean; maxRetries?: number };
};
/** The transaction's signature (its id), base58. */
export type SolanaSignAndSendTransactionResult = { signature: string };
