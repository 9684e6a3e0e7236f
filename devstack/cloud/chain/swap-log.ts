/**
 * SwapFeeRouter's `Swapped(sender, to, tokenIn, tokenOut, amountIn, amountOut)` log as the history indexer
 * keeps it: what the sender paid (fee included) and what `to` received, address(0) meaning native ETH.
 */
import { decodeEventLog, getAddress, isAddressEqual, zeroAddress, type Address, type Log } from 'viem';
import { SWAP_FEE_ROUTER_ABI } from '../../chains/amm.js';

export type IndexedSwap = {
  sender: Address;
  to: Address;
  /** undefined for native ETH. */
  tokenIn: Address | undefined;
  tokenOut: Address | undefined;
  amountIn: bigint;
  amountOut: bigint;
};

/** The swap a log of `feeRouter` records, else undefined (another event, or another contract's log). */
export function decodeSwapLog(log: Log, feeRouter: Address): IndexedSwap | undefined {
  if (!isAddressEqual(log.address, feeRouter)) return undefined;
  try {
    const event = decodeEventLog({ abi: SWAP_FEE_ROUTER_ABI, data: log.data, topics: log.topics });
    if (event.eventName !== 'Swapped') return undefined;
    const { sender, to, tokenIn, tokenOut, amountIn, amountOut } = event.args;
    return { sender: getAddress(sender), to: getAddress(to), tokenIn: token(tokenIn), tokenOut: token(tokenOut), amountIn, amountOut };
  } catch {
    return undefined;
  }
}

function token(address: Address): Address | undefined {
  return isAddressEqual(address, zeroAddress) ? undefined : getAddress(address);
}
