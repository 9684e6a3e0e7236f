/**
 * Sending BTC, behind the bip122 chain adapter's prepareTransfer, transfer and waitForTransaction (loaded lazily
 * with @scure/btc-signer, on the first send: a page that only reads balances never loads it):
 * - prepare: the sender's coins and the network's fee rates (BitcoinApi), and the payment they make
 *   (psbt-build.ts): its fee, what the sender can spend, and the least the receiver's output may carry, for the
 *   send rules (domain/entities/send) to check before any wallet is asked;
 * - send: the PSBT built from fresh coins (refused before the wallet when its fee is not the one the visitor
 *   reviewed, `fee`), signed by the wallet (signPsbt, broadcast false), checked
 *   (psbt-check.ts: every input signed by the address's key for this very transaction; outputs and amounts as
 *   built), finalized and broadcast through BitcoinApi; the txid the node answers must be the one checked;
 * - waitFor: a payment this adapter sent is confirmed once one of its outputs shows confirmed among its
 *   address's unspent outputs (BitcoinApi has no transaction status; the recipient's output and the change are
 *   both watched, so it takes both being spent before the first poll to miss it).
 */
import { chainAddressFormat } from '../../../domain/entities/address/chainAddressFormat.js';
import { getBitcoinAddressType, type BitcoinNetwork } from '../../../domain/entities/address/bitcoinAddress.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { satoshisToBtc } from '../../../domain/entities/send/validateBitcoinTransfer.js';
import type { BitcoinApi } from '../../../ports/bitcoin-api.port.js';
import type { TransferParameters, TransferPreflight } from '../../../ports/chain-adapter.port.js';
import type { Eip1193Provider } from '../../../ports/wallet-connector.port.js';
import { buildPayment, planPayment, type BuiltPayment } from './psbt-build.js';
import { checkSignedPsbt } from './psbt-check.js';
import { requestPublicKey, requestSignPsbt } from './send-wallet-requests.js';

const SIGHASH_ALL = 1;
const SIGHASH_DEFAULT = 0;
const DEFAULT_POLLING_INTERVAL_MS = 1_000;
/** Payments remembered for waitFor (the modal follows one at a time; a bound on memory only). */
const REMEMBERED_PAYMENTS = 32;

export type BitcoinPaymentsOptions = {
  bitcoinApi: BitcoinApi;
  pollingIntervalMs?: number | undefined;
};

/** Besides BitcoinApi's errors (INVALID_TRANSACTION with the node's reason) and the wallet's rejections. */
export type BitcoinPaymentsErrorType = WalletportError<
  | 'UNSUPPORTED_CHAIN'
  | 'INVALID_ADDRESS'
  | 'INVALID_RESPONSE'
  | 'BITCOIN_INSUFFICIENT_FUNDS'
  | 'BITCOIN_AMOUNT_BELOW_DUST'
  | 'BITCOIN_PSBT_ALTERED'
  | 'BITCOIN_PSBT_UNSIGNED'
  | 'BITCOIN_FEE_CHANGED'
  | 'REQUEST_TIMEOUT'
>;

type SentPayment = { chainId: string; watched: readonly string[] };

export class BitcoinPayments {
  readonly #api: BitcoinApi;
  readonly #pollingIntervalMs: number;
  readonly #sent = new Map<string, SentPayment>();

  constructor({ bitcoinApi, pollingIntervalMs }: BitcoinPaymentsOptions) {
    this.#api = bitcoinApi;
    this.#pollingIntervalMs = pollingIntervalMs ?? DEFAULT_POLLING_INTERVAL_MS;
  }

  /** The facts the send rules check: the fee, what can be spent, the least amount; nothing is asked of a wallet. */
  async prepare(params: TransferParameters): Promise<TransferPreflight> {
    const network = networkOf(params);
    const [utxos, feeRates] = await this.#reads(params);
    const plan = planPayment({ network, from: params.from, to: params.to, amount: params.amount, utxos, feeRates });
    return {
      fee: plan.fee,
      receiverNativeBalance: 0n,
      minimumAccountBalance: 0n,
      tokenAccountRent: 0n,
      spendable: plan.spendable,
      minimumAmount: plan.minimumAmount,
    };
  }

  /** Builds, has the wallet sign, checks and broadcasts the payment; resolves with its txid. */
  async send(params: TransferParameters & { provider: Eip1193Provider }): Promise<string> {
    const network = networkOf(params);
    const [utxos, feeRates] = await this.#reads(params);
    const p2tr = getBitcoinAddressType(params.from, network) === 'p2tr';
    // Only a P2TR sender's PSBT needs the key (its internal key); a P2WPKH one's signature names its own.
    const publicKey = p2tr ? await requestPublicKey({ provider: params.provider, account: params.from }) : undefined;
    const built = buildPayment({ network, from: params.from, to: params.to, amount: params.amount, publicKey, utxos, feeRates });
    // What the visitor reviewed is what the wallet sees: a fee that moved since is theirs to review again.
    if (params.fee !== undefined && built.fee !== params.fee) throw walletportError('BITCOIN_FEE_CHANGED', [satoshisToBtc(built.fee), 'BTC']);
    const answer = await requestSignPsbt({ provider: params.provider, params: signRequest(params.from, built) });
    const checked = checkSignedPsbt({ built, answer: answer.psbt });
    const { txid } = await this.#api.broadcastTransaction({ chainId: params.caipNetworkId, hex: checked.hex });
    if (txid.toLowerCase() !== checked.txid) {
      throw walletportError('INVALID_RESPONSE', ['the broadcast'], { details: `the node named ${txid}, the payment is ${checked.txid}` });
    }
    this.#remember(checked.txid, { chainId: params.caipNetworkId, watched: [params.to, params.from] });
    return checked.txid;
  }

  /** Resolves 'success' once the payment is in a block; REQUEST_TIMEOUT past `timeoutMs`; UNSUPPORTED_CHAIN for a txid it did not send. */
  async waitFor({ hash, timeoutMs }: { hash: string; caipNetworkId: string; timeoutMs: number }): Promise<'success'> {
    const payment = this.#sent.get(hash.toLowerCase());
    if (!payment) throw walletportError('UNSUPPORTED_CHAIN', [], { details: `${hash} was not sent from this page: its status cannot be read` });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await this.#confirmed(hash.toLowerCase(), payment)) return 'success';
      const left = deadline - Date.now();
      if (left <= 0) throw walletportError('REQUEST_TIMEOUT', [], { details: `${hash} was not confirmed within ${String(timeoutMs)} ms` });
      await pause(Math.min(this.#pollingIntervalMs, left));
    }
  }

  async #confirmed(txid: string, { chainId, watched }: SentPayment): Promise<boolean> {
    for (const address of watched) {
      const utxos = await this.#api.getUtxos({ chainId, address });
      if (utxos.some((utxo) => utxo.txid === txid && utxo.status.confirmed)) return true;
    }
    return false;
  }

  #reads({ from, caipNetworkId, token }: TransferParameters) {
    if (token !== undefined) throw walletportError('UNSUPPORTED_CHAIN', [], { details: 'Bitcoin payments carry BTC only' });
    return Promise.all([this.#api.getUtxos({ chainId: caipNetworkId, address: from }), this.#api.getFeeRates({ chainId: caipNetworkId })]);
  }

  #remember(txid: string, payment: SentPayment): void {
    this.#sent.set(txid, payment);
    if (this.#sent.size > REMEMBERED_PAYMENTS) this.#sent.delete(this.#sent.keys().next().value as string);
  }
}

/** The address rules of the network: a Bitcoin network walletport does not know is refused rather than guessed. */
function networkOf({ caipNetworkId }: TransferParameters): BitcoinNetwork {
  const format = chainAddressFormat(caipNetworkId);
  if (format?.namespace !== 'bip122') throw walletportError('UNSUPPORTED_CHAIN', [], { details: `No Bitcoin address rules are known for ${caipNetworkId}` });
  return format.bitcoinNetwork;
}

/** signPsbt: every input is the sender's; P2WPKH signs with SIGHASH_ALL, P2TR with SIGHASH_DEFAULT. */
function signRequest(account: string, built: BuiltPayment) {
  return {
    account,
    psbt: built.psbt,
    signInputs: built.inputs.map((input, index) => ({
      address: account,
      index,
      sighashTypes: [input.kind === 'p2tr' ? SIGHASH_DEFAULT : SIGHASH_ALL],
    })),
    broadcast: false as const,
  };
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
