import { describe, expect, it } from 'vitest';
import { walletportError } from '../errors/catalogue.js';
import { parseWalletError } from '../errors/rpc-errors.js';
import { clampText, WALLET_TEXT_MAX_LENGTH } from './clampText.js';

const codePoints = (text: string) => Array.from(text).length;

describe('clampText (issue 18, defect 5)', () => {
  it('clamps a 5,000-character wallet message to WALLET_TEXT_MAX_LENGTH (160) with an ellipsis', () => {
    expect(WALLET_TEXT_MAX_LENGTH).toBe(160);
    const long = 'x'.repeat(5000);
    const clamped = clampText(long);
    expect(clamped).toBe(`${'x'.repeat(159)}…`);
    expect(codePoints(clamped)).toBe(160);
  });

  it('leaves a text of at most the limit untouched', () => {
    expect(clampText('User rejected the request.')).toBe('User rejected the request.');
    expect(clampText('')).toBe('');
    expect(clampText('y'.repeat(160))).toBe('y'.repeat(160));
    // 160 emoji are 320 code units but 160 code points: not too long.
    expect(clampText('🦊'.repeat(160))).toBe('🦊'.repeat(160));
    expect(clampText('abcdef', 6)).toBe('abcdef');
  });

  it('never cuts inside a surrogate pair: an emoji at the boundary stays whole', () => {
    // The 159th code point (the last one kept) is an emoji; a code-unit slice would keep half of it.
    const text = `${'a'.repeat(158)}🦊${'b'.repeat(100)}`;
    const clamped = clampText(text);
    expect(clamped).toBe(`${'a'.repeat(158)}🦊…`);
    expect(clamped).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(clampText('🦊'.repeat(200), 5)).toBe('🦊🦊🦊🦊…');
  });

  it("clamps what a WalletportError shows (shortMessage, details) and keeps the full text in message", () => {
    const said = `User rejected the request. ${'z'.repeat(5000)}`;
    const error = parseWalletError({ code: 4001, message: said });
    expect(error.details).toBe(clampText(said));
    expect(error.message).toContain(said);
    expect((error.cause as { message: string }).message).toBe(said);

    const reverted = walletportError('EXECUTION_REVERTED', ['r'.repeat(5000)]);
    expect(codePoints(reverted.shortMessage)).toBe(WALLET_TEXT_MAX_LENGTH);
    expect(reverted.message).toContain('r'.repeat(5000));
  });
});
