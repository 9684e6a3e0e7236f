/**
 * Balances of a Solana account read live from the local chain: SOL (always listed, 9 decimals) and every
 * known SPL token it holds a non-zero amount of, priced from the cloud's table. Shapes follow CONTRACTS.md.
 */
import { formatUnits } from 'viem';
import { z } from 'zod';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import { priceOf, tokenIconUrl, type AssetBook } from '../chain/assets.js';
import { SOL_CURRENCY, type SolanaCloudChain } from './solana-rpc.js';

const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

const balanceSchema = z.object({ value: z.number().int().nonnegative() });

const tokenAccountsSchema = z.object({
  value: z.array(
    z.object({
      account: z.object({
        data: z.object({ parsed: z.object({ info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string().regex(/^\d+$/) }) }) }) }),
      }),
    }),
  ),
});

export async function readSolanaBalances(chain: SolanaCloudChain, address: string, book: AssetBook, baseUrl: string): Promise<TokenBalance[]> {
  const [lamports, tokenAccounts] = await Promise.all([
    chain.call('getBalance', [address, { commitment: 'confirmed' }], balanceSchema),
    chain.call('getTokenAccountsByOwner', [address, { programId: TOKEN_PROGRAM_ID }, { encoding: 'jsonParsed', commitment: 'confirmed' }], tokenAccountsSchema),
  ]);
  const held = new Map<string, bigint>();
  for (const { account } of tokenAccounts.value) {
    const { mint, tokenAmount } = account.data.parsed.info;
    held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount));
  }
  const balances = [solanaBalance(SOL_CURRENCY, chain.caipId, undefined, BigInt(lamports.value), book, baseUrl)];
  for (const token of chain.tokens) {
    const amount = held.get(token.mint) ?? 0n;
    if (amount > 0n) balances.push(solanaBalance(token, chain.caipId, `${chain.caipId}:${token.mint}`, amount, book, baseUrl));
  }
  return balances;
}

function solanaBalance(
  asset: { name: string; symbol: string; decimals: number },
  chainId: string,
  address: string | undefined,
  amount: bigint,
  book: AssetBook,
  baseUrl: string,
): TokenBalance {
  const numeric = formatUnits(amount, asset.decimals);
  const price = priceOf(book, asset.symbol);
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId,
    ...(address === undefined ? {} : { address }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: tokenIconUrl(baseUrl, asset.symbol),
  };
}
