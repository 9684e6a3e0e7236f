/**
 * A Bitcoin account's balance from the ledger (Esplora's GET /address/:address): what the chain and the
 * mempool paid to it minus what they spent from it, so a payment shows as soon as it is broadcast, as Esplora
 * wallets show it. One BTC TokenBalance (8 decimals), the amount a decimal string made from the satoshis
 * (never a float), priced from the cloud's table.
 */
import { formatUnits } from 'viem';
import { z } from 'zod';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import { priceOf, tokenIconUrl, type AssetBook } from '../chain/assets.js';
import { BTC_CURRENCY, type BitcoinCloudChain } from './esplora-client.js';

const satoshis = z.number().int().nonnegative();
const statsSchema = z.object({ funded_txo_sum: satoshis, spent_txo_sum: satoshis });
const addressSchema = z.object({ chain_stats: statsSchema, mempool_stats: statsSchema });

export async function readBitcoinBalance(chain: BitcoinCloudChain, address: string, book: AssetBook, baseUrl: string): Promise<TokenBalance[]> {
  const { chain_stats: confirmed, mempool_stats: pending } = await chain.get(`/address/${encodeURIComponent(address)}`, addressSchema);
  const held =
    BigInt(confirmed.funded_txo_sum) - BigInt(confirmed.spent_txo_sum) + BigInt(pending.funded_txo_sum) - BigInt(pending.spent_txo_sum);
  const numeric = formatUnits(held, BTC_CURRENCY.decimals);
  const price = priceOf(book, BTC_CURRENCY.symbol);
  return [
    {
      name: BTC_CURRENCY.name,
      symbol: BTC_CURRENCY.symbol,
      chainId: chain.caipId,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(BTC_CURRENCY.decimals), numeric },
      iconUrl: tokenIconUrl(baseUrl, BTC_CURRENCY.symbol),
    },
  ];
}
