/**
 * What a one-time-code field keeps of what was typed or pasted: the digits, at most OTP_LENGTH. Codes arrive
 * as "123 456", "123-456" or in full-width digits from some keyboards; the frame wants six plain digits.
 */
export const OTP_LENGTH = 6;

export function otpDigits(input: string): string {
  return input.normalize('NFKC').replace(/[^0-9]/g, '').slice(0, OTP_LENGTH);
}
