/**
 * The ERC-20 `transfer(address,uint256)` call of a token send: the ABI fragment the chain adapter encodes, and
 * the calldata for estimating its gas (hand-encoded: one fixed-shape call does not need an ABI encoder here).
 */
import type { TokenBalance } from '../../entities/token/token-balance.js';

export const ERC20_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

/** keccak256('transfer(address,uint256)'), first four bytes. */
const TRANSFER_SELECTOR = '0xa9059cbb';

/** The calldata of `transfer(to, amount)`. */
export function encodeErc20Transfer(to: string, amount: bigint): string {
  const address = to.toLowerCase().replace(/^0x/, '').padStart(64, '0');
  return `${TRANSFER_SELECTOR}${address}${amount.toString(16).padStart(64, '0')}`;
}

/** The token's contract address: the last part of its CAIP-10 address ('eip155:1:0xabc' -> '0xabc'); undefined for the native currency. */
export function tokenContractAddress(token: Pick<TokenBalance, 'address'>): string | undefined {
  if (token.address === undefined) return undefined;
  const parts = token.address.split(':');
  return parts[parts.length - 1];
}
