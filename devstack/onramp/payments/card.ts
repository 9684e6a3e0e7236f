/**
 * The card form, checked offline with card-validator (number with Luhn, expiry MM/YY not past, CVC of the
 * card's length, the holder's name), then the outcome decided by the number as a payment sandbox does
 * (docs/ONRAMP.md, "Test cards"). Every field comes from the page's POST: nothing the page checked is trusted.
 */
import valid from 'card-validator';

export type CardForm = { number: string; expiry: string; cvc: string; holder: string };
export type CardField = keyof CardForm;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type CardDecision =
  | { kind: 'invalid'; errors: FieldErrors<CardField> }
  | { kind: 'approved' }
  | { kind: 'declined'; reason: string }
  | { kind: 'three_ds' };

export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';

/** The sandbox's numbers (Stripe's test cards). Any other valid number is declined. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

/** The number without the spaces and dashes people type. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export type DecideCardParameters = CardForm;
export type DecideCardReturnType = CardDecision;
export type DecideCardErrorType = never;

export function decideCard(form: DecideCardParameters): DecideCardReturnType {
  const errors: FieldErrors<CardField> = {};
  const digits = cardDigits(form.number);
  const number = valid.number(digits);
  if (!/^\d{12,19}$/.test(digits) || !number.isValid) errors.number = 'Enter a valid card number.';
  if (!/^\d{2}\s*\/\s*\d{2}$/.test(form.expiry.trim()) || !valid.expirationDate(form.expiry.trim()).isValid) {
    errors.expiry = 'Enter a valid expiry date (MM/YY) that has not passed.';
  }
  const cvcSize = number.card?.code.size ?? 3;
  if (!/^\d+$/.test(form.cvc) || !valid.cvv(form.cvc, cvcSize).isValid) errors.cvc = `Enter the ${cvcSize}-digit security code.`;
  if (form.holder.trim().length > 100 || !valid.cardholderName(form.holder.trim()).isValid) errors.holder = 'Enter the name on the card.';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  switch (digits) {
    case TEST_CARDS.success:
      return { kind: 'approved' };
    case TEST_CARDS.insufficientFunds:
      return { kind: 'declined', reason: CARD_INSUFFICIENT_FUNDS };
    case TEST_CARDS.threeDSecure:
      return { kind: 'three_ds' };
    default:
      return { kind: 'declined', reason: CARD_DECLINED };
  }
}

export const THREE_DS_CODE = '123456';
export const THREE_DS_FAILED = '3-D Secure authentication failed.';

/** The 3-D Secure step: the right code passes, another 6-digit code fails the order, anything else is re-asked. */
export type DecideThreeDsReturnType = { kind: 'invalid'; error: string } | { kind: 'approved' } | { kind: 'declined'; reason: string };
export type DecideThreeDsErrorType = never;

export function decideThreeDs(code: string): DecideThreeDsReturnType {
  const trimmed = code.trim();
  if (!/^\d{6}$/.test(trimmed)) return { kind: 'invalid', error: 'Enter the 6-digit code.' };
  return trimmed === THREE_DS_CODE ? { kind: 'approved' } : { kind: 'declined', reason: THREE_DS_FAILED };
}
