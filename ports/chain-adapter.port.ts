/**
 * Chain operations for one namespace, through a connected wallet's provider or a read-only RPC: sign,
 * send, write a contract, estimate gas, read the native balance. eip155 is implemented on viem; solana on
 * @solana/kit; bip122 on the blockchain API with PSBTs built by @scure/btc-signer.
 */
import { serviceToken } from './service-token.js';
import type { ChainNamespace } from '../domain/entities/connector/connector.js';
import type { SimulatedBalance } from '../domain/entities/transaction/simulated-balance.js';
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

/** What simulateCalls runs: the calls `from` would send, in order, and the ERC-20 balances of `from` to read. */
export type SimulateCallsParameters = {
  from: string;
  caipNetworkId: string;
  calls: readonly SendTransactionParameters[];
  /** ERC-20 contracts whose balanceOf(from) is read before and after the calls (the native balance always is). */
  tokens: readonly string[];
};

export type { SimulatedBalance };

/**
 * What the simulated calls did, with no fee charged (so the native balance moves by the values sent only), or
 * `supported: false` when the network cannot simulate (the node does not serve eth_simulateV1).
 */
export type SimulateCallsResult =
  | { supported: false }
  | {
      supported: true;
      /** One per call, in order: whether it ran to the end, and the gas it used. */
      calls: readonly { status: 'success' | 'reverted'; gasUsed: bigint }[];
      /** The native balance first, then one per requested token, in order. */
      balances: readonly SimulatedBalance[];
      /** Every Transfer log (ERC-20 or ERC-721) out of `from` the calls emitted: the emitting contract (lower case) and the value or token id. */
      transfersOut: readonly { token: string; value: bigint }[];
    };

/**
 * A transfer in the namespace's own terms: `amount` in the smallest unit (lamports, wei, or the token's base
 * unit); `token` names a token (an SPL mint, an ERC-20 contract) and its decimals, absent for the native currency.
 */
export type TransferParameters = {
  from: string;
  caipNetworkId: string;
  to: string;
  amount: bigint;
  token?: { address: string; decimals: number } | undefined;
  /**
   * bip122: the fee the visitor saw (the preview's), in satoshis. A payment whose fee came out otherwise (the
   * coins or the fee rate moved since) is refused before the wallet is asked: it is not the one they reviewed.
   */
  fee?: bigint | undefined;
};

/**
 * What a transfer's rules need to know before a wallet is asked (Solana: the fee, and the rent a new account must
 * keep), all in the native currency's smallest unit.
 */
export type TransferPreflight = {
  /** The network fee the transfer pays. */
  fee: bigint;
  /** The receiver's native balance now; 0 for an account that does not exist yet (and on bip122, which has no accounts). */
  receiverNativeBalance: bigint;
  /** The least native balance an account may hold once it exists (Solana's rent-exempt minimum); 0 where there is none. */
  minimumAccountBalance: bigint;
  /** For a token transfer, the rent of the receiver's token account the sender must create (0 when it exists). */
  tokenAccountRent: bigint;
  /** bip122: the satoshis of every coin the sender can spend; the amount and the fee together may not exceed them. */
  spendable?: bigint | undefined;
  /** bip122: the least the receiver's output may carry (a node refuses a smaller, "dust" output). */
  minimumAmount?: bigint | undefined;
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
  /**
   * Runs calls as `from` on top of the latest block without sending anything (eth_simulateV1), to see their
   * effect before a wallet is asked. Optional: an adapter that cannot simulate leaves it out.
   */
  simulateCalls?(params: SimulateCallsParameters): Promise<SimulateCallsResult>;
  /**
   * The facts a transfer's rules check before the wallet is asked. Optional: implemented where a transfer is
   * more than a plain transaction (solana); eip155 sends go through sendTransaction and writeContract.
   */
  prepareTransfer?(params: TransferParameters): Promise<TransferPreflight>;
  /**
   * Builds the transfer, has the wallet sign and send it, and returns its id (a Solana signature, a Bitcoin txid).
   * Optional, as prepareTransfer.
   */
  transfer?(params: TransferParameters & { provider: Eip1193Provider }): Promise<string>;
  /** Waits until the transaction is mined or the confirmation timeout passes. */
  waitForTransaction(params: { hash: string; caipNetworkId: string; timeoutMs: number }): Promise<'success' | 'reverted'>;
}

export const ChainAdaptersToken = serviceToken<ChainAdapters>('ChainAdapters');
/** What ChainAdaptersToken resolves to: one adapter per configured namespace. */
export type ChainAdapters = ReadonlyMap<ChainNamespace, ChainAdapter>;
