/**
 * The one base error of walletport. Every error a use case or an adapter throws is a WalletportError with a
 * stable `code` (for programs), a `shortMessage` (the exact user-facing text of SPEC.md section 8, for people),
 * optional `details` and a `cause`. `message` adds the details and context lines for logs.
 *
 * It is generic over its code, and the codes are the catalogue's (ErrorCode): `error instanceof
 * WalletportError` gives an `error.code` a switch can be checked against, and `isWalletportError(error,
 * 'USER_REJECTD')` does not compile.
 *
 * `shortMessage` and `details` are what views show, and they can carry a wallet's own words (a rejection
 * message, a revert reason, the frame's text): both are clamped here, where that text enters, to
 * WALLET_TEXT_MAX_LENGTH code points with an ellipsis, so no view shows a wallet's page of text. The full text
 * stays for developers: in `message` (for logs) of the error it entered, and at the root of the `cause` chain.
 */
import { clampText } from '../display/clampText.js';
import type { ErrorCode } from './catalogue.js';
export type WalletportErrorParameters = {
  /** Extra text, never shown as the headline; `details` keeps it clamped, `message` in full. */
  details?: string | undefined;
  /** Extra lines of context (the request, the address, ...) appended to `message`. */
  metaMessages?: readonly string[] | undefined;
  /** The error this one wraps, kept so `walk` can reach the root. */
  cause?: unknown;
};

export class WalletportError<TCode extends ErrorCode = ErrorCode> extends Error {
  /** `instanceof` narrows to a WalletportError whose code is one of the catalogue's (not `any`). */
  static override [Symbol.hasInstance]<TInstance>(this: abstract new (...args: never[]) => TInstance, value: unknown): value is TInstance {
    return Function.prototype[Symbol.hasInstance].call(this, value);
  }

  override name = 'WalletportError';
  readonly code: TCode;
  readonly shortMessage: string;
  readonly details: string | undefined;
  readonly metaMessages: readonly string[];

  constructor(code: TCode, shortMessage: string, parameters: WalletportErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause);
    const lines = [shortMessage];
    if (parameters.metaMessages?.length) lines.push('', ...parameters.metaMessages);
    if (details && details !== shortMessage) lines.push('', `Details: ${details}`);
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause });
    this.code = code;
    this.shortMessage = clampText(shortMessage);
    this.details = details === undefined ? undefined : clampText(details);
    this.metaMessages = parameters.metaMessages ?? [];
  }

  /**
   * Walks the cause chain. Without a predicate it returns the root cause; with one, the first error in the
   * chain (this one included) that matches, or null.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkCauses(this, predicate);
  }
}

/** Walks `cause` links from `error`; stops on cycles. */
export function walkCauses(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current);
    if (predicate?.(current)) return current;
    const next = (current as { cause?: unknown }).cause;
    if (next === undefined || next === null) break;
    current = next;
  }
  return predicate ? null : current;
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof WalletportError) return cause.details ?? cause.shortMessage;
  if (cause instanceof Error) return cause.message;
  if (typeof cause === 'string') return cause;
  return undefined;
}

/** True when `value` is a WalletportError, optionally with the given (catalogue) code. */
export function isWalletportError<TCode extends ErrorCode = ErrorCode>(value: unknown, code?: TCode): value is WalletportError<TCode> {
  return value instanceof WalletportError && (code === undefined || value.code === code);
}
