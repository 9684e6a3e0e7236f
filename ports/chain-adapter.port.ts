/**
 * Chain operations for one namespace, through a connected wallet's provider or a read-only RPC: sign,
 * send, write a contract, estimate gas, read the native balance. eip155 is implemented on viem; solana on
 * @solana/web3.js.
 */
import { serviceToken } from './service-token.js';
import type { ChainNamespace } from '../domain/entities/connector/connector.js';
import type { Eip1193Provider } from './wallet-connector.port.js';

export type NativeBalance = { value: bigint; decimals: number; symbol: string };

export type SendTransactionParameters = {
  to: string;
  value?: bigint;
  data?: string;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
};

export type WriteContractParameters = {
  address: string;
  abi: readonly unknown[];
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
};

export interface ChainAdapter {
  readonly namespace: ChainNamespace;
  signMessage(params: { provider: Eip1193Provider; address: string; message: string }): Promise<string>;
  sendTransaction(params: { provider: Eip1193Provider; from: string; caipNetworkId: string; transaction: SendTransactionParameters }): Promise<string>;
  writeContract(params: { provider: Eip1193Provider; from: string; caipNetworkId: string; call: WriteContractParameters }): Promise<string>;
  estimateGas(params: { from: string; caipNetworkId: string; transaction: SendTransactionParameters }): Promise<bigint>;
  getNativeBalance(params: { address: string; caipNetworkId: string }): Promise<NativeBalance>;
  /**
   * The network's current gas price in wei (eth_gasPrice), for fee estimates. Optional: a namespace without
   * gas (or an adapter that cannot tell) leaves it out, and the fee is then shown as unknown.
   */
  getGasPrice?(params: { caipNetworkId: string }): Promise<bigint>;
  /** Waits until the transaction is mined or the confirmation timeout passes. */
  waitForTransaction(params: { hash: string; caipNetworkId: string; timeoutMs: number }): Promise<'success' | 'reverted'>;
}

export const ChainAdaptersToken = serviceToken<ChainAdapters>('ChainAdapters');
/** What ChainAdaptersToken resolves to: one adapter per configured namespace. */
export type ChainAdapters = ReadonlyMap<ChainNamespace, ChainAdapter>;
