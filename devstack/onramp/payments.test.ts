/** The card and bank-transfer rules as plain functions: field checks and the test numbers' outcomes. */
import { describe, expect, it } from 'vitest';
import { BANK_DECLINED, BANK_INSUFFICIENT_FUNDS, decideBank, isValidIban, isValidRoutingNumber } from './payments/bank.js';
import { CARD_DECLINED, CARD_INSUFFICIENT_FUNDS, decideCard, decideThreeDs, THREE_DS_FAILED } from './payments/card.js';

const card = (number: string, overrides: Partial<Record<'expiry' | 'cvc' | 'holder', string>> = {}) => ({ number, expiry: '12/34', cvc: '123', holder: 'Ada Lovelace', ...overrides });

describe('the card', () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'approved' }],
    ['4242-4242-4242-4242', { kind: 'approved' }],
    ['4000000000000002', { kind: 'declined', reason: CARD_DECLINED }],
    ['4000000000009995', { kind: 'declined', reason: CARD_INSUFFICIENT_FUNDS }],
    ['4000000000003220', { kind: 'three_ds' }],
    ['5555555555554444', { kind: 'declined', reason: CARD_DECLINED }],
  ])('%s -> %j', (number, decision) => {
    expect(decideCard(card(number))).toEqual(decision);
  });

  it('checks every field', () => {
    expect(decideCard({ number: '4242424242424241', expiry: '13/30', cvc: 'abc', holder: ' ' })).toEqual({
      kind: 'invalid',
      errors: {
        number: 'Enter a valid card number.',
        expiry: 'Enter a valid expiry date (MM/YY) that has not passed.',
        cvc: 'Enter the 3-digit security code.',
        holder: 'Enter the name on the card.',
      },
    });
    expect(decideCard(card('4242424242424242', { expiry: '01/20' }))).toMatchObject({ kind: 'invalid', errors: { expiry: expect.any(String) } });
    expect(decideCard(card('4242424242424242', { cvc: '1234' }))).toMatchObject({ kind: 'invalid', errors: { cvc: expect.any(String) } });
    // An American Express card has a 4-digit code.
    expect(decideCard(card('378282246310005', { cvc: '1234' }))).toEqual({ kind: 'declined', reason: CARD_DECLINED });
    expect(decideCard(card('4242424242424242', { holder: 'x'.repeat(101) }))).toMatchObject({ kind: 'invalid', errors: { holder: expect.any(String) } });
  });

  it('passes 3-D Secure with 123456 only', () => {
    expect(decideThreeDs(' 123456 ')).toEqual({ kind: 'approved' });
    expect(decideThreeDs('123457')).toEqual({ kind: 'declined', reason: THREE_DS_FAILED });
    expect(decideThreeDs('12345')).toEqual({ kind: 'invalid', error: 'Enter the 6-digit code.' });
  });
});

describe('the bank transfer', () => {
  const bank = (overrides: Partial<Record<'holder' | 'iban' | 'routing' | 'account', string>>) => ({ holder: 'Ada Lovelace', iban: '', routing: '', account: '', ...overrides });

  it('checks IBAN and routing checksums', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidRoutingNumber('110000000')).toBe(true);
    expect(isValidRoutingNumber('110000001')).toBe(false);
  });

  it.each([
    [{ routing: '110000000', account: '000123456789' }, { kind: 'approved' }],
    [{ routing: '110000000', account: '000222222227' }, { kind: 'declined', reason: BANK_INSUFFICIENT_FUNDS }],
    [{ iban: 'de89 3704 0044 0532 0130 00' }, { kind: 'approved' }],
    [{ iban: 'DE62370400440532013001' }, { kind: 'declined', reason: BANK_INSUFFICIENT_FUNDS }],
    [{ routing: '021000021', account: '1234567' }, { kind: 'declined', reason: BANK_DECLINED }],
  ])('%j -> %j', (fields, decision) => {
    expect(decideBank(bank(fields))).toEqual(decision);
  });

  it('names what is missing or wrong', () => {
    expect(decideBank(bank({ holder: '' }))).toEqual({
      kind: 'invalid',
      errors: { holder: "Enter the account holder's name.", iban: 'Enter an IBAN, or a routing and account number.' },
    });
    expect(decideBank(bank({ iban: 'DE00123' }))).toEqual({ kind: 'invalid', errors: { iban: 'Enter a valid IBAN.' } });
    expect(decideBank(bank({ routing: '123', account: '12' }))).toEqual({
      kind: 'invalid',
      errors: { routing: 'Enter a valid 9-digit routing number.', account: 'Enter an account number of 4 to 17 digits.' },
    });
  });
});
