/**
 * Maps whatever the Solana adapter meets to a typed WalletportError: kit's SolanaErrors (a node's JSON-RPC error,
 * with a failed simulation's transaction error as its cause; an HTTP failure), a wallet's `{code, message}`
 * (4001 and the other EIP-1193 codes, through parseWalletError), and a wallet that relays the node's refusal as
 * text. Solana's JSON-RPC codes are not EIP-1474's (-32002 is a failed simulation here, not "resource
 * unavailable"), so they are read before the generic parser sees them.
 */
import {
  isSolanaError,
  SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE,
  SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT,
} from '@solana/kit';
import { walkCauses, WalletportError } from '../../../domain/entities/errors/base.error.js';
import { walletportError } from '../../../domain/entities/errors/catalogue.js';
import { parseWalletError } from '../../../domain/entities/errors/rpc-errors.js';

/** Solana's JSON-RPC codes for a refused send, as a wallet relaying the node's answer reports them. */
const PREFLIGHT_FAILURE = -32002;
const SIGNATURE_VERIFICATION_FAILURE = -32003;
/** The System and SPL token programs' custom error 1: not enough lamports or tokens for the transfer. */
const PROGRAM_INSUFFICIENT_FUNDS = 1;
const RENT_REFUSAL = /insufficient funds for rent/i;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/** A link of the cause chain that is the kit error `code`. */
function hasSolanaError(error: unknown, code: number): boolean {
  return walkCauses(error, (link) => isSolanaError(link) && link.context.__code === code) !== null;
}

function fromSolanaError(error: unknown): WalletportError | undefined {
  if (!isSolanaError(error)) return undefined;
  const details = error.message;
  if (hasSolanaError(error, SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_RENT)) {
    return walletportError('SOLANA_INSUFFICIENT_FUNDS_FOR_RENT', [], { details, cause: error });
  }
  const insufficient =
    hasSolanaError(error, SOLANA_ERROR__TRANSACTION_ERROR__INSUFFICIENT_FUNDS_FOR_FEE) ||
    walkCauses(error, (link) => isSolanaError(link, SOLANA_ERROR__INSTRUCTION_ERROR__CUSTOM) && link.context.code === PROGRAM_INSUFFICIENT_FUNDS) !== null;
  if (insufficient) return walletportError('INSUFFICIENT_BALANCE', [], { details, cause: error });
  if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) {
    return walletportError('RPC_TRANSACTION_REJECTED', [], { details, cause: error });
  }
  if (isSolanaError(error, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE)) {
    return walletportError('INVALID_SIGNATURE', [], { details, cause: error });
  }
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) {
    return walletportError('HTTP_STATUS', [error.context.statusCode], { details, cause: error });
  }
  return walletportError('UNKNOWN_RPC_ERROR', [], { details, cause: error });
}

export type SolanaToWalletportErrorParameters = unknown;
export type SolanaToWalletportErrorReturnType = WalletportError;
export type SolanaToWalletportErrorErrorType = never;

/**
 * Never throws: a wallet may reject with anything (a string, a Proxy, an object whose getters throw), and
 * whatever this reading trips on, the generic parser, which is hardened against such values, has the last word.
 */
export function solanaToWalletportError(error: SolanaToWalletportErrorParameters): SolanaToWalletportErrorReturnType {
  try {
    return fromSolana(error);
  } catch {
    return parseWalletError(error);
  }
}

function fromSolana(error: unknown): WalletportError {
  if (error instanceof WalletportError) return error;
  const fromKit = fromSolanaError(error);
  if (fromKit) return fromKit;
  // fetch's own failure (no network, refused connection, CORS): the node was never reached.
  if (error instanceof TypeError) return walletportError('NETWORK_ERROR', [], { details: error.message, cause: error });
  const message = messageOf(error);
  if (RENT_REFUSAL.test(message)) return walletportError('SOLANA_INSUFFICIENT_FUNDS_FOR_RENT', [], { details: message, cause: error });
  const code = codeOf(error);
  if (code === PREFLIGHT_FAILURE) return walletportError('RPC_TRANSACTION_REJECTED', [], { details: message, cause: error });
  if (code === SIGNATURE_VERIFICATION_FAILURE) return walletportError('INVALID_SIGNATURE', [], { details: message, cause: error });
  return parseWalletError(error);
}
