/**
 * A chain adapter over an in-memory ledger: native balances the test sets per address and network, a log of
 * sent transactions with deterministic hashes, and mining in virtual time (the Scheduler). Switches reject a
 * send, a balance read, a signature or an estimate, make the next transaction revert, or stop mining so
 * waitForTransaction times out. Balances do not move when a transaction is sent; set them again.
 *
 * Transfers (prepareTransfer, transfer: the solana path) read the same ledger: the preflight answers the
 * receiver's balance from it with the fee, the rent-exempt minimum and the token-account rent the test sets;
 * a transfer is logged (kind 'transfer') with a deterministic base58 signature (on bip122 a hex txid), mined
 * like a transaction. On bip122 set `preflight` to a payment's figures (fee, spendable, minimumAmount).
 */
import { hexToBytes, keccak256, stringToHex } from 'viem';
import { encodeBase58 } from '../../domain/entities/address/base58.js';
import type { ChainNamespace } from '../../domain/entities/connector/connector.js';
import type {
  ChainAdapter,
  NativeBalance,
  SendTransactionParameters,
  SimulateCallsParameters,
  SimulateCallsResult,
  TransferParameters,
  TransferPreflight,
  WriteContractParameters,
} from '../../ports/chain-adapter.port.js';
import type { Scheduler } from '../../ports/scheduler.port.js';
import type { Eip1193Provider } from '../../ports/wallet-connector.port.js';

type SentPayload =
  | { kind: 'send'; transaction: SendTransactionParameters }
  | { kind: 'write'; call: WriteContractParameters }
  | { kind: 'transfer'; to: string; amount: bigint; token: TransferParameters['token'] };
type SentEntry = { from: string; caipNetworkId: string } & SentPayload;

export type FakeSentTransaction = SentEntry & { hash: string; outcome: 'success' | 'reverted' | 'pending' };

export type FakeChainAdapterOptions = {
  namespace?: ChainNamespace;
  nativeCurrency?: { symbol: string; decimals: number };
};

const DEFAULT_CURRENCY: Partial<Record<ChainNamespace, { symbol: string; decimals: number }>> = {
  eip155: { symbol: 'ETH', decimals: 18 },
  solana: { symbol: 'SOL', decimals: 9 },
  bip122: { symbol: 'BTC', decimals: 8 },
};

/** The error a wait that outlives its timeout rejects with (viem's WaitForTransactionReceiptTimeoutError text). */
export class FakeConfirmationTimeoutError extends Error {
  override name = 'WaitForTransactionReceiptTimeoutError';
  constructor(readonly hash: string) {
    super(`Timed out while waiting for transaction with hash "${hash}" to be confirmed.`);
  }
}

export class FakeChainAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace;
  readonly nativeCurrency: { symbol: string; decimals: number };
  /** Every transaction sent or contract written, in order. */
  readonly sentTransactions: FakeSentTransaction[] = [];
  readonly signedMessages: { address: string; message: string; signature: string }[] = [];
  readonly calls: { method: keyof ChainAdapter; params: unknown }[] = [];

  /** When set, sendTransaction and writeContract reject with this (e.g. a 4001 user rejection). */
  failSendWith: unknown;
  /** When set, getNativeBalance rejects with this. */
  failBalanceWith: unknown;
  /** When set, signMessage rejects with this before the wallet is asked. */
  failSignWith: unknown;
  /** When set, estimateGas rejects with this. */
  failEstimateWith: unknown;
  /** The next transaction sent reverts when mined (then the switch resets). */
  revertNext = false;
  /** Transactions sent while true are never mined: waiting for them times out. */
  neverMine = false;
  /** Virtual time a transaction takes to be mined once waited for. */
  mineAfterMs = 0;
  /** What estimateGas answers. */
  gasEstimate = 21_000n;
  /** What getGasPrice answers (wei): 1 gwei. */
  gasPrice = 1_000_000_000n;
  /**
   * What prepareTransfer answers besides the receiver's balance (read from the ledger): Solana's figures by
   * default (5000 lamports a signature, 890880 lamports for an empty account, no token account to open).
   */
  preflight: Omit<TransferPreflight, 'receiverNativeBalance'> = { fee: 5000n, minimumAccountBalance: 890_880n, tokenAccountRent: 0n };
  /** When set, prepareTransfer rejects with this. */
  failPrepareWith: unknown;
  /**
   * How simulateCalls answers (a model of the chain the test writes, or a failure it throws); unset, the
   * network cannot simulate (`supported: false`), as a node without eth_simulateV1.
   */
  simulation: ((params: SimulateCallsParameters) => SimulateCallsResult | Promise<SimulateCallsResult>) | undefined;

  readonly #scheduler: Scheduler;
  readonly #balances = new Map<string, bigint>();

  constructor(scheduler: Scheduler, options: FakeChainAdapterOptions = {}) {
    this.#scheduler = scheduler;
    this.namespace = options.namespace ?? 'eip155';
    this.nativeCurrency = options.nativeCurrency ?? DEFAULT_CURRENCY[this.namespace] ?? { symbol: 'NATIVE', decimals: 18 };
  }

  setBalance(address: string, caipNetworkId: string, value: bigint): void {
    this.#balances.set(balanceKey(address, caipNetworkId), value);
  }

  /** Signs through the wallet's provider (personal_sign), so the wallet's own switches apply too. */
  async signMessage(params: { provider: Eip1193Provider; address: string; message: string }): Promise<string> {
    this.calls.push({ method: 'signMessage', params });
    if (this.failSignWith !== undefined) throw this.failSignWith;
    const signature = await params.provider.request({ method: 'personal_sign', params: [params.message, params.address] });
    if (typeof signature !== 'string') throw new Error('The wallet answered personal_sign without a signature.');
    this.signedMessages.push({ address: params.address, message: params.message, signature });
    return signature;
  }

  async sendTransaction(params: {
    provider: Eip1193Provider;
    from: string;
    caipNetworkId: string;
    transaction: SendTransactionParameters;
  }): Promise<string> {
    this.calls.push({ method: 'sendTransaction', params });
    return this.#record({ kind: 'send', from: params.from, caipNetworkId: params.caipNetworkId, transaction: params.transaction });
  }

  async writeContract(params: {
    provider: Eip1193Provider;
    from: string;
    caipNetworkId: string;
    call: WriteContractParameters;
  }): Promise<string> {
    this.calls.push({ method: 'writeContract', params });
    return this.#record({ kind: 'write', from: params.from, caipNetworkId: params.caipNetworkId, call: params.call });
  }

  async prepareTransfer(params: TransferParameters): Promise<TransferPreflight> {
    this.calls.push({ method: 'prepareTransfer', params });
    if (this.failPrepareWith !== undefined) throw this.failPrepareWith;
    const receiverNativeBalance = this.#balances.get(balanceKey(params.to, params.caipNetworkId)) ?? 0n;
    return { ...this.preflight, receiverNativeBalance };
  }

  /** Logs the transfer (failSendWith rejects it, as a wallet's refusal) and answers a base58 signature. */
  async transfer(params: TransferParameters & { provider: Eip1193Provider }): Promise<string> {
    this.calls.push({ method: 'transfer', params });
    const { from, caipNetworkId, to, amount, token } = params;
    return this.#record({ kind: 'transfer', from, caipNetworkId, to, amount, token });
  }

  async estimateGas(params: { from: string; caipNetworkId: string; transaction: SendTransactionParameters }): Promise<bigint> {
    this.calls.push({ method: 'estimateGas', params });
    if (this.failEstimateWith !== undefined) throw this.failEstimateWith;
    return this.gasEstimate;
  }

  async getGasPrice(params: { caipNetworkId: string }): Promise<bigint> {
    this.calls.push({ method: 'getGasPrice', params });
    if (this.failEstimateWith !== undefined) throw this.failEstimateWith;
    return this.gasPrice;
  }

  async getNativeBalance(params: { address: string; caipNetworkId: string }): Promise<NativeBalance> {
    this.calls.push({ method: 'getNativeBalance', params });
    if (this.failBalanceWith !== undefined) throw this.failBalanceWith;
    const value = this.#balances.get(balanceKey(params.address, params.caipNetworkId)) ?? 0n;
    return { value, ...this.nativeCurrency };
  }

  async simulateCalls(params: SimulateCallsParameters): Promise<SimulateCallsResult> {
    this.calls.push({ method: 'simulateCalls', params });
    return this.simulation ? this.simulation(params) : { supported: false };
  }

  /**
   * Resolves with the transaction's outcome after `mineAfterMs` of virtual time; a transaction that is never
   * mined (or mined later than `timeoutMs`) rejects with FakeConfirmationTimeoutError when `timeoutMs` passes.
   * A hash this adapter did not send is mined as a success.
   */
  waitForTransaction(params: { hash: string; caipNetworkId: string; timeoutMs: number }): Promise<'success' | 'reverted'> {
    this.calls.push({ method: 'waitForTransaction', params });
    const outcome = this.sentTransactions.find((sent) => sent.hash === params.hash)?.outcome ?? 'success';
    const mined = outcome === 'pending' || this.mineAfterMs >= params.timeoutMs ? undefined : outcome;
    if (mined !== undefined && this.mineAfterMs <= 0) return Promise.resolve(mined);
    return new Promise((resolve, reject) => {
      const cancelMine =
        mined === undefined
          ? () => {}
          : this.#scheduler.schedule(() => {
              cancelTimeout();
              resolve(mined);
            }, this.mineAfterMs);
      const cancelTimeout = this.#scheduler.schedule(() => {
        cancelMine();
        reject(new FakeConfirmationTimeoutError(params.hash));
      }, params.timeoutMs);
    });
  }

  /** Mines a pending transaction (sent while `neverMine` was on) with the given outcome, for later waits. */
  setOutcome(hash: string, outcome: FakeSentTransaction['outcome']): void {
    const sent = this.sentTransactions.find((entry) => entry.hash === hash);
    if (sent) sent.outcome = outcome;
  }

  #record(entry: SentEntry): string {
    if (this.failSendWith !== undefined) throw this.failSendWith;
    const index = this.sentTransactions.length;
    const seed = `tx:${index}:${entry.caipNetworkId}:${entry.from}`;
    const hash = entry.kind !== 'transfer' ? keccak256(stringToHex(seed)) : this.namespace === 'bip122' ? bitcoinTxid(seed) : solanaSignature(seed);
    const outcome = this.neverMine ? 'pending' : this.revertNext ? 'reverted' : 'success';
    this.revertNext = false;
    this.sentTransactions.push({ ...entry, hash, outcome });
    return hash;
  }
}

/** A 64-byte signature written in base58, as Solana names a transaction. */
function solanaSignature(seed: string): string {
  const bytes = new Uint8Array(64);
  bytes.set(hexToBytes(keccak256(stringToHex(`${seed}:0`))), 0);
  bytes.set(hexToBytes(keccak256(stringToHex(`${seed}:1`))), 32);
  return encodeBase58(bytes);
}

/** 32 bytes in plain hex, as Bitcoin names a transaction. */
function bitcoinTxid(seed: string): string {
  return keccak256(stringToHex(seed)).slice(2);
}

function balanceKey(address: string, caipNetworkId: string): string {
  return `${caipNetworkId}|${address.toLowerCase()}`;
}
