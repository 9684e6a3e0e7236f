/**
 * The bank-transfer form: the account holder and either an IBAN (ISO 13616 checksum) or a US routing number
 * (ABA checksum) with an account number; then the outcome decided by the test accounts (docs/ONRAMP.md).
 */
import type { FieldErrors } from './card.js';

export type BankForm = { holder: string; iban: string; routing: string; account: string };
export type BankField = keyof BankForm;

export type BankDecision = { kind: 'invalid'; errors: FieldErrors<BankField> } | { kind: 'approved' } | { kind: 'declined'; reason: string };

export const BANK_INSUFFICIENT_FUNDS = 'Insufficient funds in the bank account.';
export const BANK_DECLINED = 'The bank declined the transfer.';

export const TEST_BANK_ACCOUNTS = {
  routing: '110000000',
  success: '000123456789',
  insufficientFunds: '000222222227',
  /** Stripe's test IBANs: the first succeeds, the second has insufficient funds. */
  ibanSuccess: 'DE89370400440532013000',
  ibanInsufficientFunds: 'DE62370400440532013001',
} as const;

export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of rearranged) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

export type DecideBankParameters = BankForm;
export type DecideBankReturnType = BankDecision;
export type DecideBankErrorType = never;

export function decideBank(form: DecideBankParameters): DecideBankReturnType {
  const errors: FieldErrors<BankField> = {};
  const holder = form.holder.trim();
  const iban = form.iban.replace(/\s/g, '').toUpperCase();
  const routing = form.routing.trim();
  const account = form.account.trim();
  if (holder.length === 0 || holder.length > 100) errors.holder = "Enter the account holder's name.";
  if (iban !== '') {
    if (!isValidIban(iban)) errors.iban = 'Enter a valid IBAN.';
  } else if (routing === '' && account === '') {
    errors.iban = 'Enter an IBAN, or a routing and account number.';
  } else {
    if (!isValidRoutingNumber(routing)) errors.routing = 'Enter a valid 9-digit routing number.';
    if (!/^\d{4,17}$/.test(account)) errors.account = 'Enter an account number of 4 to 17 digits.';
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (iban === TEST_BANK_ACCOUNTS.ibanSuccess) return { kind: 'approved' };
  if (iban === TEST_BANK_ACCOUNTS.ibanInsufficientFunds) return { kind: 'declined', reason: BANK_INSUFFICIENT_FUNDS };
  if (iban === '' && routing === TEST_BANK_ACCOUNTS.routing && account === TEST_BANK_ACCOUNTS.success) return { kind: 'approved' };
  if (iban === '' && routing === TEST_BANK_ACCOUNTS.routing && account === TEST_BANK_ACCOUNTS.insufficientFunds) {
    return { kind: 'declined', reason: BANK_INSUFFICIENT_FUNDS };
  }
  return { kind: 'declined', reason: BANK_DECLINED };
}
