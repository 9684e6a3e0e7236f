import { describe, expect, it } from 'vitest';
import { errorMessage, errorMessages, type ErrorArguments, type ErrorCode } from '../../domain/entities/errors/catalogue.js';
import { englishMessageMatcher } from '../../ui-react/i18n/englishMessageMatcher.js';
import type { MessageLookup } from '../messages.js';
import { enErrors } from './errors.js';
import { enModal } from './modal.js';

/** The codes whose message is a function. */
type TemplateCode = { [TCode in ErrorCode]: (typeof errorMessages)[TCode] extends (...args: never[]) => string ? TCode : never }[ErrorCode];

/**
 * The placeholders each function message is called with: the entry's English is the message with `{name}`
 * where the argument goes. Typed over the catalogue, so a new function message without a line here does not
 * compile, and its argument list must fit.
 */
const PLACEHOLDER_ARGUMENTS: { readonly [TCode in TemplateCode]: ErrorArguments<TCode> } = {
  FRAME_REQUEST_FAILED: ['{message}'],
  NO_CONNECTOR_FOR_CONNECTION: ['{id}'],
  EMAIL_COOLDOWN: ['{seconds}' as unknown as number],
  USER_OPERATION_RECEIPT_FAILED: ['{status}'],
  PROVIDER_NOT_CONNECTED: ['{method}' as 'request'],
  NAMESPACE_NOT_CONFIGURED: ['{namespace}'],
  JSON_RPC_PROVIDER_NOT_FOUND: ['{chain}'],
  RPC_URL_UNAVAILABLE: ['{url}'],
  WEBSOCKET_URL_INCOMPATIBLE: ['{url}'],
  SOLANA_RECEIVER_BELOW_RENT: ['{minimum}', '{symbol}'],
  SOLANA_SENDER_BELOW_RENT: ['{minimum}', '{symbol}'],
  BITCOIN_INSUFFICIENT_FUNDS: ['{fee}', '{symbol}'],
  BITCOIN_AMOUNT_BELOW_DUST: ['{minimum}', '{symbol}'],
  BITCOIN_FEE_CHANGED: ['{fee}', '{symbol}'],
  NAME_REGISTER_FAILED: ['{name}'],
  NON_PAYMENT_ACCOUNT_SWITCH: ['{namespace}'],
  NAMESPACE_NOT_CONFIGURED_FOR_CHAIN: ['{namespace}'],
  INVALID_ADDRESS: ['{address}'],
  DISCONNECT_CHAINS_FAILED: [['{chains}']],
  HTTP_STATUS: ['{status}' as unknown as number],
  INVALID_RESPONSE: ['{what}'],
  INVALID_REQUEST: ['{what}'],
  INVALID_TRANSACTION: ['{reason}'],
  INVALID_HASH: ['{hash}'],
  INVALID_SEND_CALLS: ['{reason}'],
  INVALID_NUMBER: ['{value}'],
  UNSUPPORTED_PROVIDER_METHOD: ['{method}'],
  RPC_METHOD_NOT_FOUND: ['{method}'],
  RPC_METHOD_NOT_SUPPORTED: ['{method}'],
  EXECUTION_REVERTED: ['{reason}'],
};

/** The function messages whose argument may be left out (typed: a new one must be listed). */
type OptionalArgumentCode = { [TCode in TemplateCode]: [] extends ErrorArguments<TCode> ? TCode : never }[TemplateCode];
const OPTIONAL_ARGUMENT: { readonly [TCode in OptionalArgumentCode]: true } = {
  PROVIDER_NOT_CONNECTED: true,
  UNSUPPORTED_PROVIDER_METHOD: true,
  RPC_METHOD_NOT_FOUND: true,
  RPC_METHOD_NOT_SUPPORTED: true,
  EXECUTION_REVERTED: true,
};

/** Codes whose text never gets an entry, and why. */
const NOT_IN_THE_CATALOGUE: Readonly<Partial<Record<ErrorCode, string>>> = {
  FRAME_REQUEST_FAILED: "the embedded wallet's own words; '{message}' would match every text",
};

const isTemplate = (code: ErrorCode): code is TemplateCode => typeof errorMessages[code] === 'function';

function codeOf(key: string): { code: ErrorCode; plain: boolean } {
  const [, code = '', variant] = key.split('.');
  expect(Object.hasOwn(errorMessages, code), `${key} names a code of the catalogue`).toBe(true);
  if (variant !== undefined) expect(variant, key).toBe('plain');
  return { code: code as ErrorCode, plain: variant === 'plain' };
}

function catalogueText(code: ErrorCode, plain: boolean): string {
  if (!isTemplate(code) || plain) return (errorMessage as (code: ErrorCode) => string)(code);
  return (errorMessage as (code: ErrorCode, ...args: readonly unknown[]) => string)(code, ...PLACEHOLDER_ARGUMENTS[code]);
}

describe('the error entries of the English catalogue', () => {
  it("word every error exactly as domain/entities/errors/catalogue.ts does, `{name}` where a function puts its argument", () => {
    for (const [key, english] of Object.entries(enErrors)) {
      const { code, plain } = codeOf(key);
      expect(english, key).toBe(catalogueText(code, plain));
    }
  });

  it('have an entry for every code a visitor can read (all but the listed ones)', () => {
    const missing = (Object.keys(errorMessages) as ErrorCode[]).filter(
      (code) => !Object.hasOwn(enErrors, `error.${code}`) && NOT_IN_THE_CATALOGUE[code] === undefined,
    );
    expect(missing).toEqual([]);
    for (const code of Object.keys(NOT_IN_THE_CATALOGUE)) expect(Object.hasOwn(enErrors, `error.${code}`), code).toBe(false);
  });

  it('read a function message called without its optional argument too (the template or a `.plain` entry)', () => {
    const match = englishMessageMatcher(enModal as MessageLookup);
    for (const code of Object.keys(OPTIONAL_ARGUMENT) as OptionalArgumentCode[]) {
      const withoutArgument = (errorMessage as (code: ErrorCode) => string)(code);
      expect(match(withoutArgument), `${code}: '${withoutArgument}'`).toBeDefined();
    }
    for (const key of Object.keys(enErrors).filter((key) => key.endsWith('.plain'))) {
      expect(Object.hasOwn(OPTIONAL_ARGUMENT, codeOf(key).code), key).toBe(true);
    }
  });

  it('are found again from the text the core produces, whatever the arguments', () => {
    const match = englishMessageMatcher(enModal as MessageLookup);
    const samples: { readonly [TCode in TemplateCode]?: ErrorArguments<TCode> } = {
      EMAIL_COOLDOWN: [30],
      BITCOIN_FEE_CHANGED: ['0.0001', 'BTC'],
      INVALID_ADDRESS: ['0xnot an address'],
      DISCONNECT_CHAINS_FAILED: [['eip155', 'solana']],
      EXECUTION_REVERTED: ['ERC20: transfer amount exceeds balance'],
      HTTP_STATUS: [503],
    };
    for (const [code, args] of Object.entries(samples) as [TemplateCode, readonly unknown[]][]) {
      const text = (errorMessage as (code: ErrorCode, ...args: readonly unknown[]) => string)(code, ...args);
      const found = match(text);
      expect(found?.key, text).toBe(`error.${code}`);
    }
    for (const [key, english] of Object.entries(enErrors)) {
      if (/\{\w+\}/.test(english)) continue;
      // A fixed text finds an entry with its own words (two codes may share one text: 'Unsupported chain').
      const found = match(english);
      expect(found && enModal[found.key], key).toBe(english);
    }
  });
});
