/**
 * The swap API's built transactions (the swap and the approval) as SwapTransaction: the called
 * contract as a plain address, amounts and fees as bigint. The API's answers are zod-checked strings already;
 * a value that is not an integer or hex data throws here (the use case reports it as a failed build). Nothing
 * here is trusted yet: verifySwapBuild.ts checks what these say before either can reach the wallet.
 */
import type { BuildApproveResponse, BuildSwapResponse } from '../../entities/api/blockchain-api.schema.js';
import { plainAddress } from './swapTokens.js';
import type { SwapTransaction } from './swap.types.js';

/** The swap transaction; `native` (a native source) sends the amount as the value, a token source sends 0. */
export function toSwapTransaction(response: BuildSwapResponse, { native, toAmount }: { native: boolean; toAmount: string }): SwapTransaction {
  const { tx } = response;
  return {
    to: hexAddress(tx.to),
    data: hexData(tx.data),
    value: native ? BigInt(tx.amount) : 0n,
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
    toAmount,
  };
}

/** The approval transaction (an ERC-20 approve on the source token). */
export function toApprovalTransaction(response: BuildApproveResponse): SwapTransaction {
  const { tx } = response;
  return {
    to: hexAddress(tx.to),
    data: hexData(tx.data),
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  };
}

function hexAddress(address: string): `0x${string}` {
  const plain = plainAddress(address);
  if (!/^0x[0-9a-fA-F]{40}$/.test(plain)) throw new Error(`Not an address: ${address}`);
  return plain as `0x${string}`;
}

function hexData(data: string): `0x${string}` {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(data)) throw new Error('Transaction data is not hex');
  return data as `0x${string}`;
}
