/**
 * A Bitcoin account's history from the ledger as CONTRACTS.md `Transaction`s: the mempool's (pending) ahead of
 * the confirmed ones, newest first, in the cloud's pages of 10. The cursor is the last txid shown, so what
 * lands between two page loads does not shift pages. Per transaction, the account's net amount (what its
 * outputs receive minus what its inputs' prevouts held) says the direction: a send shows what went to others
 * (the fee apart), a receive what came in.
 */
import { formatUnits } from 'viem';
import { z } from 'zod';
import type { ActivityTransaction } from '../../../domain/entities/activity/transaction.js';
import { priceOf, tokenIconUrl, type AssetBook } from '../chain/assets.js';
import { HISTORY_PAGE_SIZE } from '../chain/history-page.js';
import { badRequest } from '../http/http-error.js';
import { BTC_CURRENCY, type BitcoinCloudChain } from './esplora-client.js';

const satoshis = z.number().int().nonnegative();
const outputSchema = z.object({ scriptpubkey_address: z.string().optional(), value: satoshis });
const esploraTransactionSchema = z.object({
  txid: z.string().regex(/^[0-9a-f]{64}$/),
  vin: z.array(z.object({ prevout: outputSchema.nullable(), is_coinbase: z.boolean() })),
  vout: z.array(outputSchema),
  status: z.object({ confirmed: z.boolean(), block_time: z.number().int().optional() }),
});
type EsploraTransaction = z.infer<typeof esploraTransactionSchema>;
const transactionsSchema = z.array(esploraTransactionSchema);

/** Esplora's /txs/chain pages hold 25 transactions. */
const ESPLORA_CHAIN_PAGE = 25;
/** How far a cursor is looked for: 1,000 confirmed transactions, far more than a devstack account makes. */
const MAX_CHAIN_PAGES = 40;

export type BitcoinHistoryInput = { address: string; cursor: string | undefined; book: AssetBook; baseUrl: string; now: () => Date };

export async function bitcoinHistoryPage(chain: BitcoinCloudChain, input: BitcoinHistoryInput): Promise<{ data: ActivityTransaction[]; next: string | null }> {
  if (input.cursor !== undefined && !/^[0-9a-f]{64}$/.test(input.cursor)) throw badRequest('query.cursor', 'Not a cursor this API handed out');
  const address = encodeURIComponent(input.address);
  const mempool = await chain.get(`/address/${address}/txs/mempool`, transactionsSchema);
  const listed = [...mempool];
  const startOf = () => (input.cursor === undefined ? 0 : listed.findIndex((transaction) => transaction.txid === input.cursor) + 1);
  // Esplora pages the confirmed ones by the last txid seen: read on until the cursor is in and a page more after it.
  let chainPage = await chain.get(`/address/${address}/txs/chain`, transactionsSchema);
  for (let pages = 1; ; pages += 1) {
    listed.push(...chainPage);
    const start = startOf();
    const found = input.cursor === undefined || start > 0;
    if ((found && listed.length - start > HISTORY_PAGE_SIZE) || chainPage.length < ESPLORA_CHAIN_PAGE || pages >= MAX_CHAIN_PAGES) break;
    chainPage = await chain.get(`/address/${address}/txs/chain/${chainPage[chainPage.length - 1]!.txid}`, transactionsSchema);
  }
  const start = startOf();
  if (input.cursor !== undefined && start === 0) throw badRequest('query.cursor', 'Not a cursor this API handed out');
  const page = listed.slice(start, start + HISTORY_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    data: page.map((transaction) => toActivity(chain, transaction, input)),
    next: listed.length > start + HISTORY_PAGE_SIZE && last ? last.txid : null,
  };
}

function toActivity(chain: BitcoinCloudChain, transaction: EsploraTransaction, input: BitcoinHistoryInput): ActivityTransaction {
  const self = input.address;
  const paidToSelf = sum(transaction.vout.filter((output) => output.scriptpubkey_address === self));
  const spentBySelf = sum(transaction.vin.flatMap((vin) => (vin.prevout?.scriptpubkey_address === self ? [vin.prevout] : [])));
  const toOthers = transaction.vout.filter((output) => output.scriptpubkey_address !== self);
  const sending = spentBySelf > paidToSelf;
  // A spend whose every output comes back (a consolidation) moved nothing to anyone: it shows as 'self'.
  const direction = sending ? (toOthers.length === 0 ? 'self' : 'out') : 'in';
  const amount = sending ? (toOthers.length === 0 ? paidToSelf : sum(toOthers)) : paidToSelf - spentBySelf;
  const firstInput = transaction.vin[0];
  const sentFrom = firstInput?.is_coinbase ? 'coinbase' : (firstInput?.prevout?.scriptpubkey_address ?? '');
  const numeric = formatUnits(amount, BTC_CURRENCY.decimals);
  const price = priceOf(input.book, BTC_CURRENCY.symbol);
  const { confirmed, block_time: blockTime } = transaction.status;
  return {
    id: `${chain.caipId}:${transaction.txid}`,
    metadata: {
      operationType: sending ? 'send' : 'receive',
      hash: transaction.txid,
      chain: chain.caipId,
      minedAt: confirmed && blockTime !== undefined ? new Date(blockTime * 1000).toISOString() : input.now().toISOString(),
      sentFrom: sending ? self : sentFrom,
      sentTo: sending ? (toOthers[0]?.scriptpubkey_address ?? self) : self,
      status: confirmed ? 'confirmed' : 'pending',
      // Bitcoin transactions have no account nonce.
      nonce: 0,
    },
    transfers: [
      {
        fungible_info: { name: BTC_CURRENCY.name, symbol: BTC_CURRENCY.symbol, icon: { url: tokenIconUrl(input.baseUrl, BTC_CURRENCY.symbol) } },
        direction,
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  };
}

function sum(outputs: readonly { value: number }[]): bigint {
  return outputs.reduce((total, output) => total + BigInt(output.value), 0n);
}
