/**
 * The rules a Bitcoin payment must meet (issue 31, "Send BTC"), in two steps like Solana's:
 * - the form's (checkBitcoinSendForm, from validateSendInput.ts): BTC has 8 decimals, so an amount finer than a
 *   satoshi is refused rather than silently cut; the receiver is an address of the active network (a mainnet
 *   `bc1...` on the regtest devstack is named as such), by the address rules of domain/entities/address;
 * - the chain's (validateBitcoinTransfer): the sender's coins, read first (ChainAdapter.prepareTransfer: the
 *   spendable satoshis, the payment's fee, the least an output may carry), must pay the amount and the fee,
 *   and the amount must not be dust, which a node refuses. Nothing reaches the wallet otherwise.
 * Amounts are satoshis (bigint); the messages show BTC.
 */
import { checkChainAddress } from '../address/checkChainAddress.js';
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';
import { BigDecimal } from '../number/bigDecimal.js';

/** A satoshi is 10^-8 BTC. */
export const BTC_DECIMALS = 8;

export type CheckBitcoinSendFormParameters = {
  /** The amount as typed, already a positive plain decimal. */
  readonly amount: string;
  readonly receiverAddress: string;
  /** The active network's CAIP-2 id (bip122:...). */
  readonly caipNetworkId: string;
};
export type CheckBitcoinSendFormErrorType = WalletportError<'INCORRECT_AMOUNT' | 'INVALID_ADDRESS' | 'SEND_NAMESPACE_NOT_SUPPORTED'>;
/** undefined when the form's Bitcoin rules hold. */
export type CheckBitcoinSendFormReturnType = CheckBitcoinSendFormErrorType | undefined;

export function checkBitcoinSendForm({ amount, receiverAddress, caipNetworkId }: CheckBitcoinSendFormParameters): CheckBitcoinSendFormReturnType {
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > BTC_DECIMALS) {
    return walletportError('INCORRECT_AMOUNT', [], { details: `BTC has ${BTC_DECIMALS} decimals: the smallest amount is 0.00000001` });
  }
  const checked = checkChainAddress({ chainId: caipNetworkId, address: receiverAddress });
  if (checked.ok) return undefined;
  // A network walletport has no address rules for: its addresses cannot be told apart, so nothing is sent.
  if (checked.reason === 'unknown-chain') return walletportError('SEND_NAMESPACE_NOT_SUPPORTED', [], { details: checked.message });
  return walletportError('INVALID_ADDRESS', [receiverAddress], { details: checked.message });
}

/** The chain's facts about the payment (ChainAdapter.prepareTransfer's answer on bip122), in satoshis. */
export type BitcoinTransferFacts = {
  readonly fee: bigint;
  readonly spendable: bigint;
  readonly minimumAmount: bigint;
};

export type ValidateBitcoinTransferParameters = {
  /** Satoshis to the receiver. */
  readonly amount: bigint;
  readonly facts: BitcoinTransferFacts;
  /** The native currency's symbol for the messages ('BTC'). */
  readonly symbol: string;
};
export type ValidateBitcoinTransferErrorType = WalletportError<'BITCOIN_AMOUNT_BELOW_DUST' | 'BITCOIN_INSUFFICIENT_FUNDS'>;
export type ValidateBitcoinTransferReturnType = { ok: true } | { ok: false; error: ValidateBitcoinTransferErrorType };

/**
 * Reports the first rule that fails: the amount is at least the least an output may carry, else
 * BITCOIN_AMOUNT_BELOW_DUST ('A Bitcoin payment must send at least 0.00000294 BTC'); the amount and the fee
 * fit in the spendable coins, else BITCOIN_INSUFFICIENT_FUNDS (naming the fee).
 */
export function validateBitcoinTransfer({ amount, facts, symbol }: ValidateBitcoinTransferParameters): ValidateBitcoinTransferReturnType {
  if (amount < facts.minimumAmount) {
    return { ok: false, error: walletportError('BITCOIN_AMOUNT_BELOW_DUST', [satoshisToBtc(facts.minimumAmount), symbol]) };
  }
  if (amount + facts.fee > facts.spendable) {
    return {
      ok: false,
      error: walletportError('BITCOIN_INSUFFICIENT_FUNDS', [satoshisToBtc(facts.fee), symbol], {
        details: `${satoshisToBtc(amount + facts.fee)} ${symbol} needed, ${satoshisToBtc(facts.spendable)} ${symbol} spendable`,
      }),
    };
  }
  return { ok: true };
}

export type BitcoinSpendableParameters = Pick<BitcoinTransferFacts, 'spendable' | 'fee'>;
export type BitcoinSpendableReturnType = bigint;
export type BitcoinSpendableErrorType = never;

/** Max: every coin less the fee of spending them all (the facts of a payment of the whole balance); never negative. */
export function bitcoinSpendable({ spendable, fee }: BitcoinSpendableParameters): BitcoinSpendableReturnType {
  return spendable > fee ? spendable - fee : 0n;
}

export type SatoshisToBtcParameters = bigint;
export type SatoshisToBtcReturnType = string;
export type SatoshisToBtcErrorType = never;

/** Satoshis in BTC, without trailing zeros (294n is '0.00000294'). */
export function satoshisToBtc(satoshis: SatoshisToBtcParameters): SatoshisToBtcReturnType {
  return BigDecimal.fromUnits(satoshis, BTC_DECIMALS).toString();
}
