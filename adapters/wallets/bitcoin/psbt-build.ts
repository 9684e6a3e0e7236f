/**
 * The payment as a PSBT (BIP-174), built by the product from the sender's unspent outputs and the network's fee
 * rate: the coins psbt-coin-selection.ts picks as inputs, each with its `witnessUtxo` (the spent output's
 * script and amount, which the segwit sighashes commit to, so a wallet can show and sign the amounts), the
 * recipient's output, and the change back to the sender's own payment address. Scripts come from the product's
 * own address rules (domain/entities/address), so the address the visitor typed and checked is the one paid.
 *
 * Only the two single-key segwit kinds are spent (P2WPKH, P2TR key path): the ones payment addresses use, and
 * the ones the returned signatures can be checked for (psbt-check.ts).
 */
import { p2tr } from '@scure/btc-signer/payment.js';
import { Transaction } from '@scure/btc-signer/transaction.js';
import { decodeBitcoinAddress, type BitcoinNetwork } from '../../../domain/entities/address/bitcoinAddress.js';
import { bitcoinOutputScript } from '../../../domain/entities/address/bitcoinOutputScript.js';
import type { WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { BigDecimal } from '../../../domain/entities/number/bigDecimal.js';
import { encodeBase64 } from '../../../domain/entities/solana-wire/base64.js';
import type { BitcoinFeeRates, BitcoinUtxo } from '../../../ports/bitcoin-api.port.js';
import { selectCoins } from './psbt-coin-selection.js';
import { chooseFeeRate } from './psbt-fee-rate.js';
import { dustThreshold, type SpendableKind } from './psbt-sizes.js';

/** Every Bitcoin network's currency is named BTC in the messages (walletport/networks does the same). */
const BTC = 'BTC';
const SATS_DECIMALS = 8;

/** Output kinds a payment may go to: the standard ones a node relays (a future witness version is not one yet). */
const PAYABLE = new Set(['p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr']);

export type PaymentRequest = {
  readonly network: BitcoinNetwork;
  /** The sender's payment address: every coin is its, and the change goes back to it. */
  readonly from: string;
  readonly to: string;
  /** Satoshis. */
  readonly amount: bigint;
  /**
   * The sender's public key as the wallet listed it (hex), for a P2TR sender: the PSBT names the internal key so
   * the wallet can sign the key path. Used only when it is the key the address commits to.
   */
  readonly publicKey?: string | undefined;
};

/** What one input spends. */
export type BuiltInput = { readonly kind: SpendableKind; readonly script: Uint8Array; readonly amount: bigint };

export type BuiltPayment = {
  /** The unsigned transaction as built: the reference the wallet's answer is checked against. */
  readonly transaction: Transaction;
  /** The PSBT handed to the wallet, base64. */
  readonly psbt: string;
  readonly inputs: readonly BuiltInput[];
  readonly fee: bigint;
  /** 0 when there is no change output. */
  readonly change: bigint;
  readonly feeRate: number;
};

/** What a payment would be, or why it cannot be made, before anything is built. */
export type PaymentPlan = {
  readonly feeRate: number;
  /** The fee of the payment; when the coins do not cover it, the fee of spending them all. */
  readonly fee: bigint;
  /** Satoshis of every coin the sender can spend. */
  readonly spendable: bigint;
  /** The least the recipient's output may carry. */
  readonly minimumAmount: bigint;
  readonly coins: readonly BitcoinUtxo[] | undefined;
  readonly change: bigint;
};

export type PlanPaymentParameters = PaymentRequest & { readonly utxos: readonly BitcoinUtxo[]; readonly feeRates: BitcoinFeeRates };
export type PlanPaymentReturnType = PaymentPlan;
export type PlanPaymentErrorType = WalletportError<'INVALID_ADDRESS' | 'INVALID_RESPONSE'>;

/** The coins, fee and change of the payment (coins undefined when they do not cover the amount and the fee). */
export function planPayment(parameters: PlanPaymentParameters): PlanPaymentReturnType {
  const sender = senderOf(parameters);
  const recipient = recipientScript(parameters);
  const feeRate = chooseFeeRate(parameters.feeRates);
  const selection = selectCoins({
    utxos: parameters.utxos,
    amount: parameters.amount > 0n ? parameters.amount : 1n,
    feeRate,
    inputKind: sender.kind,
    recipientScriptLength: recipient.length,
    changeScriptLength: sender.script.length,
    changeDust: dustThreshold(sender.script),
  });
  const minimumAmount = dustThreshold(recipient);
  if (!selection.ok) return { feeRate, fee: selection.fee, spendable: selection.spendable, minimumAmount, coins: undefined, change: 0n };
  return { feeRate, fee: selection.fee, spendable: selection.spendable, minimumAmount, coins: selection.coins, change: selection.change };
}

export type BuildPaymentParameters = PlanPaymentParameters;
export type BuildPaymentReturnType = BuiltPayment;
export type BuildPaymentErrorType = WalletportError<'INVALID_ADDRESS' | 'INVALID_RESPONSE' | 'BITCOIN_INSUFFICIENT_FUNDS' | 'BITCOIN_AMOUNT_BELOW_DUST'>;

/** The PSBT of the payment; refuses what a node would (a dust amount) and what the coins cannot pay. */
export function buildPayment(parameters: BuildPaymentParameters): BuildPaymentReturnType {
  const plan = planPayment(parameters);
  // The send flow checks both rules first (domain/entities/send); the coins may have moved since.
  if (parameters.amount < plan.minimumAmount) throw walletportError('BITCOIN_AMOUNT_BELOW_DUST', [btc(plan.minimumAmount), BTC]);
  if (!plan.coins) {
    throw walletportError('BITCOIN_INSUFFICIENT_FUNDS', [btc(plan.fee), BTC], { details: `${plan.spendable} sats spendable` });
  }
  const sender = senderOf(parameters);
  const internalKey = sender.kind === 'p2tr' ? taprootInternalKey(parameters.publicKey, sender.script) : undefined;
  const transaction = new Transaction();
  for (const coin of plan.coins) {
    transaction.addInput({
      txid: coin.txid,
      index: coin.vout,
      witnessUtxo: { script: sender.script, amount: BigInt(coin.value) },
      ...(internalKey ? { tapInternalKey: internalKey } : {}),
    });
  }
  transaction.addOutput({ script: recipientScript(parameters), amount: parameters.amount });
  if (plan.change > 0n) transaction.addOutput({ script: sender.script, amount: plan.change });
  return {
    transaction,
    psbt: encodeBase64(transaction.toPSBT()),
    inputs: plan.coins.map((coin) => ({ kind: sender.kind, script: sender.script, amount: BigInt(coin.value) })),
    fee: plan.fee,
    change: plan.change,
    feeRate: plan.feeRate,
  };
}

function btc(sats: bigint): string {
  return BigDecimal.fromUnits(sats, SATS_DECIMALS).toString();
}

function senderOf({ from, network }: PaymentRequest): { kind: SpendableKind; script: Uint8Array } {
  const decoded = decodeBitcoinAddress({ address: from, network });
  if (decoded?.type !== 'p2wpkh' && decoded?.type !== 'p2tr') {
    throw walletportError('INVALID_ADDRESS', [from], { details: 'payments are sent from P2WPKH and P2TR addresses only' });
  }
  return { kind: decoded.type, script: bitcoinOutputScript(decoded) };
}

function recipientScript({ to, network }: PaymentRequest): Uint8Array {
  const decoded = decodeBitcoinAddress({ address: to, network });
  if (!decoded || !PAYABLE.has(decoded.type)) throw walletportError('INVALID_ADDRESS', [to]);
  return bitcoinOutputScript(decoded);
}

/** The x-only internal key when `publicKey` (hex, 32 or 33 bytes) is the one the P2TR script commits to (BIP-86). */
function taprootInternalKey(publicKey: string | undefined, script: Uint8Array): Uint8Array | undefined {
  if (publicKey === undefined || !/^(?:[0-9a-fA-F]{64}|0[23][0-9a-fA-F]{64})$/.test(publicKey)) return undefined;
  const xOnly = Uint8Array.from(publicKey.slice(-64).match(/../g)!, (byte) => parseInt(byte, 16));
  try {
    const committed = p2tr(xOnly).script;
    return committed.length === script.length && committed.every((byte, index) => byte === script[index]) ? xOnly : undefined;
  } catch {
    // Not a point on the curve: no key to name.
    return undefined;
  }
}
