import { describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE, validateEmail } from './validateEmail.js';

describe('validateEmail', () => {
  it('accepts an address, trimmed', () => {
    expect(validateEmail(' ada@example.com ')).toEqual({ ok: true, email: 'ada@example.com' });
  });

  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com'])('refuses %j', (input) => {
    expect(validateEmail(input)).toEqual({ ok: false, message: INVALID_EMAIL_MESSAGE });
  });
});
