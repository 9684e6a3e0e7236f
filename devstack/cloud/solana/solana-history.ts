/**
 * A Solana account's history from the local chain (getSignaturesForAddress, then getTransaction for each) as
 * CONTRACTS.md `Transaction`s, newest first, in pages; the cursor is the last signature shown, so transactions
 * landing between two page loads do not shift pages.
 */
import { formatUnits } from 'viem';
import { z } from 'zod';
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { decodeBase58 } from '../../../domain/entities/address/index.js';
import { priceOf, tokenIconUrl, type AssetBook } from '../chain/assets.js';
import { HISTORY_PAGE_SIZE } from '../chain/history-page.js';
import { badRequest } from '../http/http-error.js';
import { SOL_CURRENCY, type SolanaCloudChain } from './solana-rpc.js';
import { solanaTransactionSchema, transfersOf, type SolanaTransaction, type SolanaTransfer } from './solana-transfers.js';

const signaturesSchema = z.array(z.object({ signature: z.string() }));

export type SolanaHistoryInput = { address: string; cursor: string | undefined; book: AssetBook; baseUrl: string };

export async function solanaHistoryPage(chain: SolanaCloudChain, input: SolanaHistoryInput): Promise<{ data: ActivityTransaction[]; next: string | null }> {
  if (input.cursor !== undefined && decodeBase58(input.cursor)?.length !== 64) {
    throw badRequest('query.cursor', 'Not a cursor this API handed out');
  }
  const options = { limit: HISTORY_PAGE_SIZE + 1, commitment: 'confirmed', ...(input.cursor === undefined ? {} : { before: input.cursor }) };
  const signatures = await chain.call('getSignaturesForAddress', [input.address, options], signaturesSchema);
  const page = signatures.slice(0, HISTORY_PAGE_SIZE);
  const transactions = await Promise.all(
    page.map(({ signature }) =>
      chain.call('getTransaction', [signature, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }], solanaTransactionSchema),
    ),
  );
  const last = page[page.length - 1];
  return {
    data: transactions.map((transaction) => toActivity(chain, transaction, input)),
    next: signatures.length > HISTORY_PAGE_SIZE && last ? last.signature : null,
  };
}

function toActivity(chain: SolanaCloudChain, transaction: SolanaTransaction, input: SolanaHistoryInput): ActivityTransaction {
  const signature = transaction.transaction.signatures[0] ?? '';
  const feePayer = transaction.transaction.message.accountKeys[0] ?? input.address;
  const mine = transfersOf(transaction, input.address);
  const primary = mine[0];
  const operationType = mine.length === 0 ? 'execute' : mine.every((transfer) => transfer.direction === 'in') ? 'receive' : 'send';
  return {
    id: `${chain.caipId}:${signature}`,
    metadata: {
      operationType,
      hash: signature,
      chain: chain.caipId,
      minedAt: new Date((transaction.blockTime ?? 0) * 1000).toISOString(),
      sentFrom: primary ? (primary.direction === 'out' ? input.address : primary.counterparty) : feePayer,
      sentTo: primary ? (primary.direction === 'out' ? primary.counterparty : input.address) : feePayer,
      status: transaction.meta.err === null || transaction.meta.err === undefined ? 'confirmed' : 'failed',
      // Solana transactions have no account nonce.
      nonce: 0,
    },
    transfers: mine.flatMap((transfer) => toTransfer(chain, transfer, input)),
  };
}

function toTransfer(chain: SolanaCloudChain, transfer: SolanaTransfer, input: SolanaHistoryInput): ActivityTransaction['transfers'] {
  const asset = transfer.mint === undefined ? SOL_CURRENCY : chain.tokens.find((token) => token.mint === transfer.mint);
  // A mint the cloud does not know has no name or decimals to show.
  if (!asset) return [];
  const numeric = formatUnits(transfer.amount, asset.decimals);
  const price = priceOf(input.book, asset.symbol);
  return [
    {
      fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: tokenIconUrl(input.baseUrl, asset.symbol) } },
      direction: transfer.direction,
      quantity: { numeric },
      value: Number(numeric) * price,
      price,
    },
  ];
}
