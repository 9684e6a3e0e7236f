/**
 * The status of a call batch (EIP-5792 `wallet_getCallsStatus`), in wagmi's shape: the wallet's numeric code
 * and what it means for a page. Codes: 1xx pending, 2xx confirmed, 4xx failed off chain (nothing landed),
 * 5xx reverted on chain, 6xx partly reverted. Early drafts of the EIP answered the strings 'PENDING' and
 * 'CONFIRMED'; they map to 100 and 200 so a page reads one shape whatever the wallet's age.
 */

/** What a page does with a status: wait, or stop with success or failure. */
export type CallsStatusKind = 'pending' | 'success' | 'failure';

/** One transaction receipt of a batch, its quantities as bigints (viem's `WalletCallReceipt` shape). */
export type CallsReceipt = {
  transactionHash: `0x${string}`;
  blockHash: `0x${string}` | undefined;
  blockNumber: bigint | undefined;
  gasUsed: bigint | undefined;
  status: 'success' | 'reverted';
  logs: readonly { address: string; data: string; topics: readonly string[] }[];
};

/** A batch's status (wagmi's `getCallsStatus` return shape). */
export type CallsStatus = {
  id: string;
  /** The EIP-5792 code (100, 200, 400, 500, 600, or another in those ranges). */
  statusCode: number;
  status: CallsStatusKind;
  /** True when the calls ran in one transaction (or one user operation). */
  atomic: boolean;
  /** Decimal chain id the batch ran on, when the answer said. */
  chainId: number | undefined;
  receipts: readonly CallsReceipt[];
  /** The wallet's capability answers for this batch, untouched. */
  capabilities: Record<string, unknown> | undefined;
};

export type CallsStatusKindOfParameters = { statusCode: number };
export type CallsStatusKindOfReturnType = CallsStatusKind;
export type CallsStatusKindOfErrorType = never;

/** 1xx pending, 2xx success, anything from 400 failure; a code outside the EIP's ranges counts as pending. */
export function callsStatusKindOf({ statusCode }: CallsStatusKindOfParameters): CallsStatusKindOfReturnType {
  if (statusCode >= 200 && statusCode < 300) return 'success';
  if (statusCode >= 400 && statusCode < 700) return 'failure';
  return 'pending';
}

export type CallsStatusCodeOfParameters = { status: number | string };
export type CallsStatusCodeOfReturnType = number | undefined;
export type CallsStatusCodeOfErrorType = never;

/** The numeric code of a wallet's status: the number itself, or the early drafts' words; undefined otherwise. */
export function callsStatusCodeOf({ status }: CallsStatusCodeOfParameters): CallsStatusCodeOfReturnType {
  if (typeof status === 'number') return Number.isInteger(status) && status >= 100 && status < 1000 ? status : undefined;
  if (status === 'PENDING') return 100;
  if (status === 'CONFIRMED') return 200;
  return undefined;
}
