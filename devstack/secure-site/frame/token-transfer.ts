/**
 * An ERC-20 `transfer(to, amount)` inside an eth_sendTransaction: the approval screen must show what the
 * person is sending (the token amount and the real recipient), not "0 ETH to the token contract". The token's
 * symbol and decimals are read from the chain (eth_call through the secure site's own RPC route) before the
 * screen opens; a token that does not answer is shown in base units.
 */
import { decodeFunctionData, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';

export type TokenTransfer = { token: string; recipient: string; amount: bigint };
export type TokenMetadata = { symbol: string; decimals: number };

/** The transfer a transaction makes, or undefined when its data is not an ERC-20 transfer call. */
export function tokenTransferOf(transaction: unknown): TokenTransfer | undefined {
  const { to, data, input } = (transaction ?? {}) as { to?: unknown; data?: unknown; input?: unknown };
  const calldata = typeof data === 'string' ? data : typeof input === 'string' ? input : undefined;
  if (typeof to !== 'string' || calldata === undefined || !calldata.startsWith('0xa9059cbb')) return undefined;
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data: calldata as Hex });
    if (decoded.functionName !== 'transfer') return undefined;
    const [recipient, amount] = decoded.args;
    return { token: to, recipient, amount };
  } catch {
    return undefined;
  }
}

/** Reads symbol and decimals through `ethCall`; undefined when the contract does not answer them sensibly. */
export async function readTokenMetadata(token: string, ethCall: (to: string, data: Hex) => Promise<unknown>): Promise<TokenMetadata | undefined> {
  try {
    const [symbolHex, decimalsHex] = await Promise.all([
      ethCall(token, encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' })),
      ethCall(token, encodeFunctionData({ abi: erc20Abi, functionName: 'decimals' })),
    ]);
    const symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolHex as Hex });
    const decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsHex as Hex });
    if (typeof symbol !== 'string' || symbol.length === 0 || symbol.length > 32 || decimals > 36) return undefined;
    return { symbol, decimals };
  } catch {
    return undefined;
  }
}
