import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, safeImageUrl } from './is-safe-image-url.js';

describe('isSafeImageUrl', () => {
  it('accepts https, http and data:image URLs', () => {
    for (const url of [
      'https://img.test/a.png',
      'http://127.0.0.1:8080/a.svg',
      'HTTPS://IMG.TEST/A.PNG',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,%3Csvg%2F%3E',
    ]) {
      expect(isSafeImageUrl(url), url).toBe(true);
    }
  });

  it('refuses every other scheme, relative paths, control characters and non-strings', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:,hello',
      'blob:https://img.test/1',
      'file:///etc/passwd',
      'vbscript:msgbox',
      '/relative.png',
      'img.png',
      '//img.test/a.png',
      'https://img.test/a\u0000.png',
      'java\tscript:alert(1)',
      '',
      undefined,
      null,
      42,
    ]) {
      expect(isSafeImageUrl(url), String(url)).toBe(false);
    }
  });

  it('safeImageUrl gives the trimmed address or undefined', () => {
    expect(safeImageUrl(' https://img.test/a.png ')).toBe('https://img.test/a.png');
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
  });

  it("takes the catalogue's image addresses and a wallet's data: icon, in any case", () => {
    expect(isSafeImageUrl('https://api.web3modal.org/getWalletImage/abc')).toBe(true);
    expect(isSafeImageUrl('DATA:image/png,abc')).toBe(true);
    expect(isSafeImageUrl('data:image')).toBe(false);
  });
});
