/**
 * The send form's rules (SPEC.md sections 5 and 6): what must hold before a send is attempted. Failures are
 * values, not throws: the form shows them, and the send use case refuses to start on one.
 */
import { isAddressForNamespace } from '../address/isAddressForNamespace.js';
import { SEND_NAMESPACES } from '../constants.js';
import type { WalletportError } from '../errors/base.error.js';
import { walletportError } from '../errors/catalogue.js';
import { BigDecimal, type BigDecimalInput } from '../number/bigDecimal.js';
import { parsePositiveAmount } from './parsePositiveAmount.js';
import { checkBitcoinSendForm } from './validateBitcoinTransfer.js';

/** A namespace sending works on (eip155, solana, bip122). */
export type SendNamespace = (typeof SEND_NAMESPACES)[number];

export type ValidateSendInputParameters<TToken> = {
  /** The token to send (any shape: the rule only needs it to be there). */
  token: TToken | null | undefined;
  /** The amount as typed, a decimal string in token units ('1.5'). */
  amount: string | null | undefined;
  receiverAddress: string | null | undefined;
  /** The namespace of the active network. */
  namespace: string;
  /** The token balance in token units; when given, the amount must not exceed it. */
  balance?: BigDecimalInput | null | undefined;
  /** The active network (CAIP-2). On bip122 its address rules apply to the receiver, and BTC's 8 decimals to the amount. */
  caipNetworkId?: string | undefined;
};

export type ValidSendInput<TToken> = {
  token: TToken;
  /** The amount exactly as given. */
  amount: string;
  /** The amount parsed, for comparisons and unit conversion. */
  parsedAmount: BigDecimal;
  receiverAddress: string;
  namespace: SendNamespace;
};

export type ValidateSendInputErrorType = WalletportError<
  | 'SEND_NAMESPACE_NOT_SUPPORTED'
  | 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'
  | 'SEND_TOKEN_REQUIRED'
  | 'INCORRECT_AMOUNT'
  | 'INVALID_ADDRESS'
  | 'INSUFFICIENT_BALANCE'
>;

export type ValidateSendInputReturnType<TToken> =
  | { ok: true; value: ValidSendInput<TToken> }
  | { ok: false; error: ValidateSendInputErrorType };

const sendNamespaces: ReadonlySet<string> = new Set(SEND_NAMESPACES);

function isSendNamespace(namespace: string): namespace is SendNamespace {
  return sendNamespaces.has(namespace);
}

/**
 * Checks a send, reporting the first rule that fails, in this order:
 * 1. the namespace supports sending (eip155, solana, bip122), else SEND_NAMESPACE_NOT_SUPPORTED ('Unsupported chain');
 * 2. an amount and a receiver address are both given and non-empty, else SEND_AMOUNT_AND_RECEIVER_REQUIRED
 *    ('An amount and receiver address are required');
 * 3. a token is chosen, else SEND_TOKEN_REQUIRED ('A token is required');
 * 4. the amount is a positive plain decimal, else INCORRECT_AMOUNT ('Incorrect amount');
 * 5. the receiver is a valid address of the namespace (EIP-55 checksum enforced on mixed case), else
 *    INVALID_ADDRESS; on bip122, of the active network, and the amount has at most 8 decimals, else
 *    INCORRECT_AMOUNT (checkBitcoinSendForm; a network without known address rules is SEND_NAMESPACE_NOT_SUPPORTED);
 * 6. when a balance is given, the amount does not exceed it, else INSUFFICIENT_BALANCE ('Insufficient balance').
 * Comparisons are exact decimal arithmetic (BigDecimal), never floating point. Nothing is trimmed: the form
 * trims what it wants to before calling. A `balance` that is not a number throws INVALID_NUMBER: that is a bug
 * upstream, not something a person typed.
 */
export function validateSendInput<TToken>(
  parameters: ValidateSendInputParameters<TToken>,
): ValidateSendInputReturnType<TToken> {
  const { token, amount, receiverAddress, namespace, balance } = parameters;
  if (!isSendNamespace(namespace)) {
    return failure(walletportError('SEND_NAMESPACE_NOT_SUPPORTED', [], { details: `Sending is not supported on ${namespace || 'this namespace'}` }));
  }
  if (!amount || !receiverAddress) return failure(walletportError('SEND_AMOUNT_AND_RECEIVER_REQUIRED'));
  if (token === null || token === undefined) return failure(walletportError('SEND_TOKEN_REQUIRED'));
  const parsedAmount = parsePositiveAmount(amount);
  if (!parsedAmount) {
    return failure(walletportError('INCORRECT_AMOUNT', [], { details: 'Please enter a valid amount' }));
  }
  if (namespace === 'bip122' && parameters.caipNetworkId !== undefined) {
    const broken = checkBitcoinSendForm({ amount, receiverAddress, caipNetworkId: parameters.caipNetworkId });
    if (broken) return failure(broken);
  } else if (!isAddressForNamespace(namespace, receiverAddress)) {
    return failure(walletportError('INVALID_ADDRESS', [receiverAddress]));
  }
  if (balance !== undefined && balance !== null && parsedAmount.compare(BigDecimal.from(balance)) > 0) {
    return failure(walletportError('INSUFFICIENT_BALANCE'));
  }
  return { ok: true, value: { token, amount, parsedAmount, receiverAddress, namespace } };
}

function failure(error: ValidateSendInputErrorType): { ok: false; error: ValidateSendInputErrorType } {
  return { ok: false, error };
}
