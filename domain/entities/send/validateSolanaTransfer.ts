/**
 * The rules a Solana transfer must meet before the wallet is asked (SOL or an SPL token), on
 * top of the form's rules (validateSendInput.ts): the chain's facts (the fee, the receiver's balance, the
 * rent-exempt minimum, a token account to create) are read first (ChainAdapter.prepareTransfer), so a send the
 * chain would refuse is refused here, with a message that says why, and nothing reaches the wallet.
 *
 * Solana's rent rule: an account holds either 0 lamports or at least the rent-exempt minimum. A SOL transfer to
 * an account that does not exist yet must bring it the minimum, and no transfer may leave the sender with a
 * balance between 0 and the minimum. All amounts are integers in the smallest unit (lamports, or the token's).
 */
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';
import { lamportsToSol } from './lamports.js';

/** The chain's facts about the transfer (ChainAdapter.prepareTransfer's answer fits), in lamports. */
export type SolanaTransferFacts = {
  readonly fee: bigint;
  /** The receiver's SOL balance; 0 for an account that does not exist yet. */
  readonly receiverNativeBalance: bigint;
  readonly minimumAccountBalance: bigint;
  /** The rent of the receiver's token account the sender creates (SPL; 0 when it exists). */
  readonly tokenAccountRent: bigint;
};

export type ValidateSolanaTransferParameters = {
  /** What is sent: lamports for SOL, the token's base units for an SPL token. */
  readonly amount: bigint;
  /** True for SOL itself; false for an SPL token (whose balance the form's rules checked). */
  readonly native: boolean;
  /** The sender's SOL balance in lamports, as the chain reads it now. */
  readonly senderBalance: bigint;
  readonly facts: SolanaTransferFacts;
  /** The native currency's symbol for the messages ('SOL'). */
  readonly symbol: string;
};

export type ValidateSolanaTransferErrorType = WalletportError<
  'INCORRECT_AMOUNT' | 'INSUFFICIENT_BALANCE' | 'SOLANA_RECEIVER_BELOW_RENT' | 'SOLANA_SENDER_BELOW_RENT'
>;

export type ValidateSolanaTransferReturnType = { ok: true } | { ok: false; error: ValidateSolanaTransferErrorType };

/**
 * Checks, reporting the first rule that fails:
 * 1. the amount is at least one unit (an amount finer than a lamport is nothing), else INCORRECT_AMOUNT;
 * 2. the sender's SOL covers what it pays: amount + fee for SOL, fee + token-account rent for a token, else
 *    INSUFFICIENT_BALANCE ('Insufficient balance', the details naming the fee);
 * 3. SOL to an account with 0 lamports brings at least the minimum, else SOLANA_RECEIVER_BELOW_RENT
 *    ('A new Solana account needs at least 0.00089088 SOL');
 * 4. the sender keeps 0 or at least the minimum, else SOLANA_SENDER_BELOW_RENT.
 */
export function validateSolanaTransfer({
  amount,
  native,
  senderBalance,
  facts,
  symbol,
}: ValidateSolanaTransferParameters): ValidateSolanaTransferReturnType {
  const { fee, receiverNativeBalance, minimumAccountBalance, tokenAccountRent } = facts;
  if (amount <= 0n) return failure(walletportError('INCORRECT_AMOUNT', [], { details: 'Please enter a valid amount' }));
  const spent = (native ? amount : 0n) + fee + tokenAccountRent;
  if (spent > senderBalance) {
    return failure(walletportError('INSUFFICIENT_BALANCE', [], { details: costDetails({ native, fee, tokenAccountRent, symbol }) }));
  }
  const minimum = lamportsToSol(minimumAccountBalance);
  if (native && receiverNativeBalance === 0n && amount < minimumAccountBalance) {
    return failure(walletportError('SOLANA_RECEIVER_BELOW_RENT', [minimum, symbol]));
  }
  const left = senderBalance - spent;
  if (left > 0n && left < minimumAccountBalance) {
    return failure(
      walletportError('SOLANA_SENDER_BELOW_RENT', [minimum, symbol], {
        details: native ? 'Send less, or everything but the network fee.' : `Keep at least ${minimum} ${symbol} after the network fee.`,
      }),
    );
  }
  return { ok: true };
}

export type SolanaSpendableParameters = { readonly senderBalance: bigint; readonly fee: bigint };
export type SolanaSpendableReturnType = bigint;

/**
 * Max of SOL: the balance less the transfer's fee (the exact fee: a Solana fee does not rise between the
 * estimate and the send as gas prices do), 0 when the fee takes it all. Sending it leaves the account at 0,
 * which the rent rule allows.
 */
export function solanaSpendable({ senderBalance, fee }: SolanaSpendableParameters): SolanaSpendableReturnType {
  const left = senderBalance - fee;
  return left > 0n ? left : 0n;
}

function costDetails({ native, fee, tokenAccountRent, symbol }: { native: boolean; fee: bigint; tokenAccountRent: bigint; symbol: string }): string {
  const feeText = `the network fee (${lamportsToSol(fee)} ${symbol})`;
  if (native) return `The amount and ${feeText} are more than your ${symbol} balance.`;
  const rent = tokenAccountRent > 0n ? ` and the receiver's new token account (${lamportsToSol(tokenAccountRent)} ${symbol})` : '';
  return `${capitalize(feeText)}${rent} ${rent ? 'are' : 'is'} more than your ${symbol} balance.`;
}

function capitalize(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function failure(error: ValidateSolanaTransferErrorType): { ok: false; error: ValidateSolanaTransferErrorType } {
  return { ok: false, error };
}
