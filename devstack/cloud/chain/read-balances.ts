/**
 * Balances read live from a chain: the native currency (always listed) and every known ERC-20 with a non-zero
 * balance, priced from the local table. Shapes follow CONTRACTS.md `balance`.
 */
import { erc20Abi, formatUnits, type Address } from 'viem';
import type { TokenBalance } from '../../../domain/entities/token/token-balance.js';
import { NATIVE_CURRENCY, priceOf, tokenIconUrl, type AssetBook } from './assets.js';
import type { CloudChain } from './chain-set.js';

export async function readBalances(
  chain: CloudChain,
  address: Address,
  book: AssetBook,
  baseUrl: string,
): Promise<TokenBalance[]> {
  const [native, ...tokenAmounts] = await Promise.all([
    chain.client.getBalance({ address }),
    ...book.tokens.map((token) =>
      chain.client
        .readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
        // A chain without the token deployed (fresh anvil) reads as no balance; transport errors still throw.
        .catch((error: unknown) => {
          if (isNoContract(error)) return 0n;
          throw error;
        }),
    ),
  ]);
  const nativePrice = priceOf(book, NATIVE_CURRENCY.symbol);
  const balances: TokenBalance[] = [
    balance(NATIVE_CURRENCY.name, NATIVE_CURRENCY.symbol, chain.caipId, undefined, native, NATIVE_CURRENCY.decimals, nativePrice, baseUrl),
  ];
  for (const [index, token] of book.tokens.entries()) {
    const amount = tokenAmounts[index] ?? 0n;
    if (amount === 0n) continue;
    const caip10 = `${chain.caipId}:${token.address}`;
    balances.push(balance(token.name, token.symbol, chain.caipId, caip10, amount, token.decimals, priceOf(book, token.symbol), baseUrl));
  }
  return balances;
}

function balance(
  name: string,
  symbol: string,
  chainId: string,
  address: string | undefined,
  amount: bigint,
  decimals: number,
  price: number,
  baseUrl: string,
): TokenBalance {
  const numeric = formatUnits(amount, decimals);
  return {
    name,
    symbol,
    chainId,
    ...(address === undefined ? {} : { address }),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: tokenIconUrl(baseUrl, symbol),
  };
}

/** A read from an address without code (a chain where the contract was never deployed). */
export function isNoContract(error: unknown): boolean {
  return error instanceof Error && error.name === 'ContractFunctionExecutionError' && /returned no data/i.test(error.message);
}
