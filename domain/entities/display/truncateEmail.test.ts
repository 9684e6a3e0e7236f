import { describe, expect, it } from 'vitest';
import { EMAIL_TRUNCATE_LENGTH } from '../constants.js';
import { truncateEmail } from './truncateEmail.js';

describe('truncateEmail', () => {
  it('leaves emails of up to 30 characters alone', () => {
    expect(truncateEmail('alice@example.com')).toBe('alice@example.com');
    const thirty = `${'a'.repeat(18)}@example.com`;
    expect(thirty).toHaveLength(EMAIL_TRUNCATE_LENGTH);
    expect(truncateEmail(thirty)).toBe(thirty);
  });

  it('cuts the local part so the domain stays visible', () => {
    const email = `${'a'.repeat(19)}@example.com`;
    expect(truncateEmail(email)).toBe(`${'a'.repeat(17)}\u2026@example.com`);
    expect(truncateEmail('averyveryverylongname.surname@example.com')).toBe('averyveryverylong\u2026@example.com');
  });

  it('cuts the end when the domain leaves no room for the local part', () => {
    const domain = `@${'d'.repeat(24)}.com`;
    expect(truncateEmail(`bobby${domain}`)).toBe(`bobby${domain}`.slice(0, 29) + '\u2026');
  });

  it('cuts the end when the domain alone is too long', () => {
    const email = `bob@${'d'.repeat(30)}.com`;
    expect(truncateEmail(email)).toBe(`${email.slice(0, 29)}\u2026`);
  });

  it('keeps one local character when the domain just fits', () => {
    const domain = `@${'d'.repeat(23)}.com`;
    expect(domain).toHaveLength(28);
    expect(truncateEmail(`bobby${domain}`)).toBe(`b\u2026${domain}`);
  });

  it('cuts the end of text without an @', () => {
    expect(truncateEmail('x'.repeat(40))).toBe(`${'x'.repeat(29)}\u2026`);
  });

  it('always returns exactly 30 characters when it cuts', () => {
    for (const email of [`${'a'.repeat(50)}@b.co`, `a@${'b'.repeat(50)}.co`, `${'q'.repeat(31)}`]) {
      expect(truncateEmail(email)).toHaveLength(EMAIL_TRUNCATE_LENGTH);
    }
  });
});
