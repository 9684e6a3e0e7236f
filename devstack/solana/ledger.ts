/**
 * The local Solana chain's state: a litesvm instance (a real SVM: signatures, blockhash, fees, rent, the
 * system, token and associated-token programs) plus what a node adds around it: slots, the signature history,
 * per-address history, preflight, and listeners for subscriptions.
 *
 * Slots advance by one for every transaction that lands, so the block height only grows; the blockhash stays
 * valid for the whole run (litesvm keeps one, and web3.js caches the blockhash between sends: expiring it would
 * fail the next send with BlockhashNotFound). Every commitment level is reached at once (one node, no forks).
 */
import { address, lamports as toLamports, type EncodedAccount, type Transaction as KitTransaction } from '@solana/kit';
import { PublicKey, SystemProgram, Transaction, type Keypair, type VersionedMessage } from '@solana/web3.js';
import { FailedTransactionMetadata, LiteSVM, type SimulatedTransactionInfo } from 'litesvm';
import { decodeTransaction, loadedAddresses, type DecodedTransaction } from './decode-transaction.js';
import { feeForMessage } from './fees.js';
import { BLOCKHASH_VALIDITY_BLOCKS } from './genesis.js';
import { innerInstructionsOf, metadataOf, snapshotBalances, type LandedTransaction } from './landed-transaction.js';
import { RPC_ERROR_CODES, SolanaRpcError } from './rpc-error.js';
import { describeTransactionError, fieldless, type DescribedTransactionError } from './transaction-errors.js';

export type LedgerAccount = { address: string; lamports: bigint; owner: string; executable: boolean; data: Uint8Array };

export type Simulation = {
  err: DescribedTransactionError | null;
  logs: string[];
  unitsConsumed: number;
  returnData: { programId: string; data: Uint8Array } | null;
  /** The accounts after the simulated transaction (litesvm's post-state), by address. */
  postAccounts: Map<string, LedgerAccount>;
  innerInstructions: LandedTransaction['innerInstructions'];
};

export type SimulateOptions = { sigVerify: boolean; replaceRecentBlockhash: boolean };

export class SolanaLedger {
  private readonly svm = new LiteSVM();
  private currentSlot = 0;
  private readonly landed = new Map<string, LandedTransaction>();
  /** Signatures touching each address, oldest first. */
  private readonly byAddress = new Map<string, string[]>();
  private readonly listeners = new Set<(transaction: LandedTransaction) => void>();

  get slot(): number {
    return this.currentSlot;
  }

  /** How many transactions have landed. */
  get transactionCount(): number {
    return this.landed.size;
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.currentSlot + BLOCKHASH_VALIDITY_BLOCKS };
  }

  isBlockhashValid(blockhash: string): boolean {
    return blockhash === this.svm.latestBlockhash();
  }

  account(at: string): LedgerAccount | undefined {
    const account = this.svm.getAccount(address(at));
    if (!account.exists || account.lamports === 0n) return undefined;
    return ledgerAccount(account);
  }

  accountsOwnedBy(program: string): LedgerAccount[] {
    return this.svm
      .getProgramAccounts(address(program))
      .filter((account) => account.lamports > 0n)
      .map(ledgerAccount);
  }

  /** Genesis only: writes an account as the genesis config would (the faucet's allocation). */
  allocate(at: string, lamports: bigint): void {
    this.svm.setAccount({ address: address(at), lamports: toLamports(lamports), programAddress: address(SystemProgram.programId.toBase58()), executable: false, data: new Uint8Array(), space: 0n });
  }

  minimumBalanceForRentExemption(dataLength: number): number {
    return Number(this.svm.minimumBalanceForRentExemption(BigInt(dataLength)));
  }

  feeForMessage(message: VersionedMessage): number | null {
    return this.isBlockhashValid(message.recentBlockhash) ? feeForMessage(message) : null;
  }

  onLanded(listener: (transaction: LandedTransaction) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transaction(signature: string): LandedTransaction | undefined {
    return this.landed.get(signature);
  }

  /** The address's transactions, newest first. */
  signaturesFor(at: string): LandedTransaction[] {
    return (this.byAddress.get(at) ?? []).map((signature) => this.landed.get(signature)!).reverse();
  }

  simulate(wire: Uint8Array, options: SimulateOptions): Simulation {
    let decoded = decodeTransaction(wire);
    if (options.replaceRecentBlockhash) {
      decoded.transaction.message.recentBlockhash = this.svm.latestBlockhash();
      decoded = decodeTransaction(decoded.transaction.serialize());
    }
    return this.withSigverify(options.sigVerify, () => {
      const result = this.runSvm(decoded.forSvm, 'simulate');
      if (result instanceof FailedTransactionMetadata) return this.failedSimulation(describeTransactionError(result.err()), result);
      if (!result) return this.failedSimulation(fieldless('SignatureFailure'));
      const meta = result.meta();
      const returned = meta.returnData();
      const postAccounts = new Map(result.postAccounts().map((account) => [account.address as string, ledgerAccount(account)]));
      return {
        err: null,
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData: returned.data().length > 0 ? { programId: address58(returned.programId()), data: returned.data() } : null,
        postAccounts,
        innerInstructions: innerInstructionsOf(meta),
      };
    });
  }

  /**
   * Sends a transaction as a node's sendTransaction does. With preflight, a bad signature is refused (-32003)
   * and a transaction whose simulation fails is refused with the simulation (-32002). Without preflight the
   * signature comes back whatever happens, as a node forwards the transaction: one that fails before paying its
   * fee (bad signature, unknown blockhash, a replay) never lands; one that fails in execution lands with its error.
   */
  send(wire: Uint8Array, options: { skipPreflight: boolean }): string {
    const decoded = decodeTransaction(wire);
    if (!options.skipPreflight) {
      const simulation = this.simulate(wire, { sigVerify: true, replaceRecentBlockhash: false });
      if (simulation.err?.name === 'SignatureFailure') {
        throw new SolanaRpcError(RPC_ERROR_CODES.signatureVerificationFailure, 'Transaction signature verification failure');
      }
      if (simulation.err) throw preflightFailure(simulation);
    }
    if (!this.landed.has(decoded.signature)) this.execute(decoded);
    return decoded.signature;
  }

  /** Sends `lamports` from `payer` to `to` in a signed system transfer (airdrops, funding). */
  transfer(payer: Keypair, to: string, lamports: bigint): string {
    const transaction = new Transaction({ feePayer: payer.publicKey, ...this.latestBlockhash() }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: new PublicKey(to), lamports }),
    );
    transaction.sign(payer);
    return this.send(transaction.serialize(), { skipPreflight: false });
  }

  private execute(decoded: DecodedTransaction): void {
    const { transaction } = decoded;
    const loaded = loadedAddresses(transaction, (table) => this.account(table)?.data);
    const accountKeys = [...transaction.message.staticAccountKeys.map((key) => key.toBase58()), ...loaded.writable, ...loaded.readonly];
    const read = (key: string) => this.account(key);
    const before = snapshotBalances(accountKeys, read);
    const result = this.runSvm(decoded.forSvm, 'send');
    if (!result) return;
    const after = snapshotBalances(accountKeys, read);
    // Landed means the fee was paid: the fee payer's balance went down.
    if (!(after.lamports[0]! < before.lamports[0]!)) return;
    const meta = metadataOf(result);
    this.currentSlot += 1;
    this.svm.warpToSlot(BigInt(this.currentSlot));
    const staticCount = transaction.message.staticAccountKeys.length;
    const record: LandedTransaction = {
      signature: decoded.signature,
      slot: this.currentSlot,
      blockTime: Math.floor(Date.now() / 1000),
      err: result instanceof FailedTransactionMetadata ? describeTransactionError(result.err()).json : null,
      transaction,
      accountKeys,
      loadedAddresses: loaded,
      writableAccounts: [...accountKeys.slice(0, staticCount).filter((_, index) => transaction.message.isAccountWritable(index)), ...loaded.writable],
      fee: feeForMessage(transaction.message),
      preBalances: before.lamports,
      postBalances: after.lamports,
      preTokenBalances: before.tokens,
      postTokenBalances: after.tokens,
      logs: meta.logs(),
      computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      innerInstructions: innerInstructionsOf(meta),
    };
    this.landed.set(record.signature, record);
    for (const key of new Set(accountKeys)) {
      const list = this.byAddress.get(key) ?? [];
      list.push(record.signature);
      this.byAddress.set(key, list);
    }
    for (const listener of this.listeners) listener(record);
  }

  /** litesvm's send or simulate; undefined when a signature is missing (all zeros), which litesvm's wrapper throws on. */
  private runSvm(transaction: KitTransaction, mode: 'send'): ReturnType<LiteSVM['sendTransaction']> | undefined;
  private runSvm(transaction: KitTransaction, mode: 'simulate'): ReturnType<LiteSVM['simulateTransaction']> | undefined;
  private runSvm(transaction: KitTransaction, mode: 'send' | 'simulate'): FailedTransactionMetadata | SimulatedTransactionInfo | ReturnType<LiteSVM['sendTransaction']> | undefined {
    try {
      return mode === 'send' ? this.svm.sendTransaction(transaction) : this.svm.simulateTransaction(transaction);
    } catch (error) {
      if (error instanceof Error && /signature/i.test(error.message)) return undefined;
      throw error;
    }
  }

  private withSigverify<T>(sigverify: boolean, run: () => T): T {
    if (sigverify) return run();
    this.svm.withSigverify(false);
    try {
      return run();
    } finally {
      this.svm.withSigverify(true);
    }
  }

  private failedSimulation(err: DescribedTransactionError, result?: FailedTransactionMetadata): Simulation {
    const meta = result?.meta();
    return {
      err,
      logs: meta?.logs() ?? [],
      unitsConsumed: meta ? Number(meta.computeUnitsConsumed()) : 0,
      returnData: null,
      postAccounts: new Map(),
      innerInstructions: meta ? innerInstructionsOf(meta) : [],
    };
  }
}

function ledgerAccount(account: EncodedAccount): LedgerAccount {
  return { address: account.address, lamports: account.lamports, owner: account.programAddress, executable: account.executable, data: Uint8Array.from(account.data) };
}

function address58(bytes: Uint8Array): string {
  return new PublicKey(bytes).toBase58();
}

/** -32002 with the simulation as data, as a node refuses a transaction whose preflight failed. */
export function preflightFailure(simulation: Simulation): SolanaRpcError {
  return new SolanaRpcError(RPC_ERROR_CODES.preflightFailure, `Transaction simulation failed: ${simulation.err!.message}`, {
    accounts: null,
    err: simulation.err!.json,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: simulation.logs,
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: simulation.unitsConsumed,
  });
}
