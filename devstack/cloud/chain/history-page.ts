/**
 * Indexed transactions as CONTRACTS.md `Transaction`s for one address (a swap through the fee router as a
 * 'trade' with what went out and came in): newest first, in pages, with an opaque cursor that names the last
 * item shown (so transactions mined between two page loads do not shift pages).
 */
import { formatUnits, type Address } from 'viem';
import { z } from 'zod';
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { badRequest } from '../http/http-error.js';
import { NATIVE_CURRENCY, priceOf, tokenByAddress, tokenIconUrl, type AssetBook } from './assets.js';
import type { IndexedTransaction, IndexedTransfer } from './history-indexer.js';
import type { IndexedSwap } from './swap-log.js';

export const HISTORY_PAGE_SIZE = 10;

/** Sort key, newest first: time, then chain, block and position in the block. */
type SortKey = readonly [timestamp: number, chainId: string, blockNumber: bigint, transactionIndex: number];

const cursorSchema = z.tuple([z.number().int().nonnegative(), z.string().min(1), z.string().regex(/^\d+$/), z.number().int().nonnegative()]);

export function encodeCursor(key: SortKey): string {
  const [timestamp, chainId, blockNumber, transactionIndex] = key;
  return Buffer.from(JSON.stringify([timestamp, chainId, blockNumber.toString(), transactionIndex])).toString('base64url');
}

export function decodeCursor(cursor: string): SortKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('query.cursor', 'Not a cursor this API handed out');
  }
  const checked = cursorSchema.safeParse(parsed);
  if (!checked.success) throw badRequest('query.cursor', 'Not a cursor this API handed out');
  const [timestamp, chainId, blockNumber, transactionIndex] = checked.data;
  return [timestamp, chainId, BigInt(blockNumber), transactionIndex];
}

function keyOf(transaction: IndexedTransaction): SortKey {
  return [transaction.timestamp, transaction.chainId, transaction.blockNumber, transaction.transactionIndex];
}

/** Negative when `a` comes first (is newer). */
function compareNewestFirst(a: SortKey, b: SortKey): number {
  if (a[0] !== b[0]) return b[0] - a[0];
  if (a[1] !== b[1]) return a[1] < b[1] ? -1 : 1;
  if (a[2] !== b[2]) return a[2] > b[2] ? -1 : 1;
  return b[3] - a[3];
}

export type HistoryPageInput = {
  transactions: readonly IndexedTransaction[];
  address: string;
  cursor: string | undefined;
  book: AssetBook;
  baseUrl: string;
  pageSize?: number;
};

export function historyPage(input: HistoryPageInput): { data: ActivityTransaction[]; next: string | null } {
  const pageSize = input.pageSize ?? HISTORY_PAGE_SIZE;
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  const ordered = [...input.transactions]
    .sort((a, b) => compareNewestFirst(keyOf(a), keyOf(b)))
    .filter((transaction) => !after || compareNewestFirst(keyOf(transaction), after) > 0);
  const page = ordered.slice(0, pageSize);
  const last = page[page.length - 1];
  const next = ordered.length > pageSize && last ? encodeCursor(keyOf(last)) : null;
  return { data: page.map((transaction) => toActivity(transaction, input)), next };
}

function toActivity(transaction: IndexedTransaction, input: HistoryPageInput): ActivityTransaction {
  const self = input.address.toLowerCase();
  const trade = transaction.swap ? tradeTransfers(transaction, transaction.swap, self, input.book) : undefined;
  const mine =
    trade ?? transaction.transfers.filter((transfer) => transfer.from.toLowerCase() === self || transfer.to.toLowerCase() === self);
  const transfers = mine.map((transfer) => toTransfer(transfer, self, input));
  const primary = mine[0];
  const operationType = trade ? 'trade' : transfers.every((transfer) => transfer.direction === 'in') ? 'receive' : 'send';
  return {
    id: `${transaction.chainId}:${transaction.hash}`,
    metadata: {
      operationType,
      hash: transaction.hash,
      chain: transaction.chainId,
      minedAt: new Date(transaction.timestamp * 1000).toISOString(),
      sentFrom: primary?.from ?? transaction.from,
      sentTo: primary?.to ?? transaction.to ?? transaction.from,
      status: transaction.status,
      nonce: transaction.nonce,
    },
    transfers,
  };
}

type Transfer = ActivityTransaction['transfers'][number];

/**
 * A swap through the fee router as the account saw it: what it paid (fee included) out to the router and
 * what it received in from it, instead of the pool-level Transfer logs. Undefined when the account is neither
 * the swap's sender nor its recipient. A token the book does not know (WETH9 swapped directly) is left out.
 */
function tradeTransfers(transaction: IndexedTransaction, swap: IndexedSwap, self: string, book: AssetBook): IndexedTransfer[] | undefined {
  const router = transaction.to ?? transaction.from;
  const sent = swap.sender.toLowerCase() === self;
  const received = swap.to.toLowerCase() === self;
  if (!sent && !received) return undefined;
  const leg = (token: Address | undefined, amount: bigint, from: Address, to: Address): IndexedTransfer[] => {
    if (token && !tokenByAddress(book, token)) return [];
    return [{ kind: token ? 'erc20' : 'native', contract: token, from, to, amount, tokenId: undefined }];
  };
  return [
    ...(sent ? leg(swap.tokenIn, swap.amountIn, swap.sender, router) : []),
    ...(received ? leg(swap.tokenOut, swap.amountOut, router, swap.to) : []),
  ];
}

function toTransfer(transfer: IndexedTransfer, self: string, input: HistoryPageInput): Transfer {
  const fromSelf = transfer.from.toLowerCase() === self;
  const toSelf = transfer.to.toLowerCase() === self;
  const direction = fromSelf && toSelf ? 'self' : fromSelf ? 'out' : 'in';
  if (transfer.kind === 'erc721') {
    const id = String(transfer.tokenId ?? 0n);
    const image = `${input.baseUrl}/devstack/nft/${id}/image`;
    return {
      nft_info: {
        name: `${input.book.nft?.name ?? 'NFT'} #${id}`,
        content: { preview: { url: image }, detail: { url: image } },
        flags: { is_spam: false },
      },
      direction,
      quantity: { numeric: '1' },
    };
  }
  const token = transfer.contract ? tokenByAddress(input.book, transfer.contract) : undefined;
  const asset = token ?? NATIVE_CURRENCY;
  const numeric = formatUnits(transfer.amount, asset.decimals);
  const price = priceOf(input.book, asset.symbol);
  return {
    fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: tokenIconUrl(input.baseUrl, asset.symbol) } },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  };
}
