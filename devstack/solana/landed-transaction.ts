/**
 * What the ledger keeps of a transaction that landed (succeeded, or failed in execution and paid its fee):
 * enough to answer getSignatureStatuses, getSignaturesForAddress and getTransaction as a node does.
 */
import type { VersionedTransaction } from '@solana/web3.js';
import { FailedTransactionMetadata, type TransactionMetadata } from 'litesvm';
import { base58 } from './decode-transaction.js';
import { parseMint, parseTokenAccount, tokenAmount, type RawAccount, type TokenAmount } from './token-accounts.js';
import type { TransactionErrorJson } from './transaction-errors.js';

export type TokenBalance = { accountIndex: number; mint: string; owner: string; programId: string; uiTokenAmount: TokenAmount };

export type InnerInstructions = {
  index: number;
  instructions: { programIdIndex: number; accounts: number[]; data: string; stackHeight: number }[];
}[];

export type LandedTransaction = {
  signature: string;
  slot: number;
  /** Unix seconds. */
  blockTime: number;
  err: TransactionErrorJson | null;
  transaction: VersionedTransaction;
  /** Static keys, then the lookup tables' writable and read-only addresses (the order of the meta's balances). */
  accountKeys: string[];
  loadedAddresses: { writable: string[]; readonly: string[] };
  /** Accounts the transaction may have written (accountSubscribe notifies these). */
  writableAccounts: string[];
  fee: number;
  preBalances: number[];
  postBalances: number[];
  preTokenBalances: TokenBalance[];
  postTokenBalances: TokenBalance[];
  logs: string[];
  computeUnitsConsumed: number;
  innerInstructions: InnerInstructions;
};

/** What the balances of a transaction's accounts are at one moment (before or after it). */
export type BalancesSnapshot = { lamports: number[]; tokens: TokenBalance[] };

export function snapshotBalances(accountKeys: string[], read: (address: string) => (RawAccount & { lamports: bigint }) | undefined): BalancesSnapshot {
  const lamports: number[] = [];
  const tokens: TokenBalance[] = [];
  accountKeys.forEach((key, accountIndex) => {
    const account = read(key);
    lamports.push(Number(account?.lamports ?? 0n));
    const token = account && parseTokenAccount(account);
    if (!account || !token) return;
    const mintAccount = read(token.mint);
    const decimals = mintAccount && parseMint(mintAccount)?.decimals;
    if (decimals === undefined) return;
    tokens.push({ accountIndex, mint: token.mint, owner: token.owner, programId: account.owner, uiTokenAmount: tokenAmount(token.amount, decimals) });
  });
  return { lamports, tokens };
}

export function innerInstructionsOf(meta: TransactionMetadata): InnerInstructions {
  return meta
    .innerInstructions()
    .map((list, index) => ({
      index,
      instructions: list.map((inner) => {
        const compiled = inner.instruction();
        return { programIdIndex: compiled.programIdIndex(), accounts: [...compiled.accounts()], data: base58(compiled.data()), stackHeight: inner.stackHeight() };
      }),
    }))
    .filter((entry) => entry.instructions.length > 0);
}

/** The metadata of a litesvm result, whether it succeeded or failed. */
export function metadataOf(result: TransactionMetadata | FailedTransactionMetadata): TransactionMetadata {
  return result instanceof FailedTransactionMetadata ? result.meta() : result;
}
