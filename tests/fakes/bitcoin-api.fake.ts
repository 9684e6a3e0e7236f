/**
 * The Bitcoin API in memory: a small UTXO set a test fills (`fund`, `setUtxos`), fee rates it sets, and a
 * broadcast that decodes the transaction (@scure/btc-signer) and applies it as the ledger would, without the
 * signature checks: its inputs must be unspent (a mempool double spend is `txn-mempool-conflict`, an unknown or
 * confirmed-spent one `bad-txns-inputs-missingorspent`), its outputs may not exceed its inputs, and then the
 * inputs leave the set and the outputs join it, unconfirmed until `confirm()`. Every broadcast is recorded
 * (`broadcasts`), refused ones included. Refusals reject as HttpBitcoinApi does: INVALID_TRANSACTION with the
 * node's reason; a chain not in `chainIds` is CHAIN_NOT_SUPPORTED. `refuseNextBroadcast`, `failNext` and
 * `failAlways` inject failures. It passes the same contract suite as the HTTP adapter
 * (tests/contracts/bitcoin-api.contract.ts).
 */
import { Address, OutScript, Transaction } from '@scure/btc-signer';
import type { BTC_NETWORK } from '@scure/btc-signer/utils.js';
import { bytesToHex, hexToBytes } from 'viem';
import { walletportError } from '../../domain/entities/errors/catalogue.js';
import type { BitcoinApi, BitcoinFeeRates, BitcoinUtxo } from '../../ports/bitcoin-api.port.js';

export type BitcoinApiMethod = keyof BitcoinApi;

/** Bitcoin Core's regtest parameters (the devstack ledger's network). */
export const FAKE_BITCOIN_REGTEST: BTC_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
/** The devstack ledger's CAIP-2 id (regtest's genesis). */
export const FAKE_BITCOIN_CHAIN_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';

/** Core's own reject reasons, as the ledger and a node give them. */
export const BITCOIN_REFUSALS = {
  decode: 'TX decode failed. Make sure the tx has at least one input.',
  missingOrSpent: 'bad-txns-inputs-missingorspent',
  mempoolConflict: 'txn-mempool-conflict',
  inBelowOut: 'bad-txns-in-belowout',
} as const;

export type RecordedBroadcast = { chainId: string; hex: string; txid?: string | undefined; refusedWith?: string | undefined };

type Output = { txid: string; vout: number; value: number; status: BitcoinUtxo['status']; address: string | undefined };

export class FakeBitcoinApi implements BitcoinApi {
  /** Every call's parameters, per method, failed calls included. */
  readonly calls: { [M in BitcoinApiMethod]: Parameters<BitcoinApi[M]>[0][] } = { getUtxos: [], getFeeRates: [], broadcastTransaction: [] };
  /** Every broadcast, in order, with its txid when taken or the reason it was refused. */
  readonly broadcasts: RecordedBroadcast[] = [];
  /** The networks served. */
  chainIds: string[] = [FAKE_BITCOIN_CHAIN_ID];
  feeRates: BitcoinFeeRates = { '1': 5, '2': 4, '3': 3, '6': 2, '144': 1.2, '1008': 1 };
  readonly network: BTC_NETWORK;
  /** Every output ever made, by `txid:vout`; `spentBy` says which are spent and by which transaction. */
  readonly #outputs = new Map<string, Output>();
  readonly #spentBy = new Map<string, { txid: string; confirmed: boolean }>();
  readonly #accepted = new Set<string>();
  readonly #failNext = new Map<BitcoinApiMethod, unknown[]>();
  readonly #failAlways = new Map<BitcoinApiMethod, unknown>();
  readonly #refuseNext: string[] = [];
  #height = 102;
  #funded = 0;

  constructor(options: { network?: BTC_NETWORK } = {}) {
    this.network = options.network ?? FAKE_BITCOIN_REGTEST;
  }

  // --- What the ledger holds ---

  /** Gives `address` a new output of `value` satoshis (confirmed unless told otherwise) and returns it. */
  fund(address: string, value: number, options: { confirmed?: boolean } = {}): BitcoinUtxo {
    this.#funded += 1;
    const txid = this.#funded.toString(16).padStart(64, 'f');
    const confirmed = options.confirmed ?? true;
    const utxo: Output = { txid, vout: 0, value, status: confirmed ? { confirmed, block_height: this.#height } : { confirmed }, address };
    this.#outputs.set(`${txid}:0`, utxo);
    return withoutAddress(utxo);
  }

  /** Replaces what `address` holds unspent with exactly `utxos`. */
  setUtxos(address: string, utxos: readonly BitcoinUtxo[]): void {
    for (const utxo of this.#unspentOf(address)) this.#outputs.delete(`${utxo.txid}:${utxo.vout}`);
    for (const utxo of utxos) this.#outputs.set(`${utxo.txid}:${utxo.vout}`, { ...utxo, address });
  }

  /** Mines: every unconfirmed output and spend is confirmed in the next block. */
  confirm(): void {
    this.#height += 1;
    for (const output of this.#outputs.values()) if (!output.status.confirmed) output.status = { confirmed: true, block_height: this.#height };
    for (const spend of this.#spentBy.values()) spend.confirmed = true;
  }

  // --- Failure switches ---

  /** The next broadcast is refused with `reason`, as a node refusing it would (INVALID_TRANSACTION). */
  refuseNextBroadcast(reason: string): void {
    this.#refuseNext.push(reason);
  }

  /** The next call of `method` rejects with `error` (queued). */
  failNext(method: BitcoinApiMethod, error: unknown = walletportError('HTTP_STATUS', [500])): void {
    this.#failNext.set(method, [...(this.#failNext.get(method) ?? []), error]);
  }

  /** Every call of `method` rejects with `error` until `heal`. */
  failAlways(method: BitcoinApiMethod, error: unknown = walletportError('HTTP_STATUS', [500])): void {
    this.#failAlways.set(method, error);
  }

  heal(): void {
    this.#failNext.clear();
    this.#failAlways.clear();
    this.#refuseNext.length = 0;
  }

  // --- The port ---

  async getUtxos(parameters: { chainId: string; address: string }): Promise<readonly BitcoinUtxo[]> {
    this.#enter('getUtxos', parameters);
    return this.#unspentOf(parameters.address).map(withoutAddress);
  }

  async getFeeRates(parameters: { chainId: string }): Promise<BitcoinFeeRates> {
    this.#enter('getFeeRates', parameters);
    return { ...this.feeRates };
  }

  async broadcastTransaction(parameters: { chainId: string; hex: string }): Promise<{ txid: string }> {
    this.#enter('broadcastTransaction', parameters);
    const record: RecordedBroadcast = { chainId: parameters.chainId, hex: parameters.hex };
    this.broadcasts.push(record);
    const refuse = (reason: string) => {
      record.refusedWith = reason;
      return walletportError('INVALID_TRANSACTION', [reason]);
    };
    const injected = this.#refuseNext.shift();
    if (injected !== undefined) throw refuse(injected);
    const transaction = decode(parameters.hex);
    if (!transaction) throw refuse(BITCOIN_REFUSALS.decode);
    const txid = transaction.id;
    // As sendrawtransaction: a transaction already in the mempool answers its txid again.
    if (this.#accepted.has(txid)) return { txid: (record.txid = txid) };
    const inputs = Array.from({ length: transaction.inputsLength }, (_, index) => transaction.getInput(index));
    const keys = inputs.map((input) => `${bytesToHex(input.txid ?? new Uint8Array()).slice(2)}:${input.index ?? 0}`);
    let valueIn = 0;
    for (const key of keys) {
      const spent = this.#spentBy.get(key);
      if (spent && !spent.confirmed) throw refuse(BITCOIN_REFUSALS.mempoolConflict);
      const output = this.#outputs.get(key);
      if (!output || spent) throw refuse(BITCOIN_REFUSALS.missingOrSpent);
      valueIn += output.value;
    }
    const outputs = Array.from({ length: transaction.outputsLength }, (_, vout) => transaction.getOutput(vout));
    const valueOut = outputs.reduce((sum, output) => sum + Number(output.amount ?? 0n), 0);
    if (valueOut > valueIn) throw refuse(BITCOIN_REFUSALS.inBelowOut);
    for (const key of keys) this.#spentBy.set(key, { txid, confirmed: false });
    outputs.forEach((output, vout) => {
      const address = output.script ? addressOf(output.script, this.network) : undefined;
      this.#outputs.set(`${txid}:${vout}`, { txid, vout, value: Number(output.amount ?? 0n), status: { confirmed: false }, address });
    });
    this.#accepted.add(txid);
    return { txid: (record.txid = txid) };
  }

  #unspentOf(address: string): Output[] {
    return [...this.#outputs.entries()].filter(([key, output]) => output.address === address && !this.#spentBy.has(key)).map(([, output]) => output);
  }

  #enter<M extends BitcoinApiMethod>(method: M, parameters: Parameters<BitcoinApi[M]>[0]): void {
    (this.calls[method] as Parameters<BitcoinApi[M]>[0][]).push(parameters);
    const queued = this.#failNext.get(method);
    if (queued && queued.length > 0) throw queued.shift();
    if (this.#failAlways.has(method)) throw this.#failAlways.get(method);
    if (!this.chainIds.includes(parameters.chainId)) throw walletportError('CHAIN_NOT_SUPPORTED', [], { details: `${parameters.chainId} is not supported` });
  }
}

function withoutAddress({ txid, vout, value, status }: Output): BitcoinUtxo {
  return { txid, vout, value, status: { ...status } };
}

function decode(hex: string): Transaction | undefined {
  try {
    if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) return undefined;
    const transaction = Transaction.fromRaw(hexToBytes(`0x${hex.toLowerCase()}`), {
      allowUnknownInputs: true,
      allowUnknownOutputs: true,
      disableScriptCheck: true,
    });
    return transaction.inputsLength > 0 && transaction.outputsLength > 0 ? transaction : undefined;
  } catch {
    return undefined;
  }
}

function addressOf(script: Uint8Array, network: BTC_NETWORK): string | undefined {
  try {
    return Address(network).encode(OutScript.decode(script));
  } catch {
    return undefined;
  }
}
