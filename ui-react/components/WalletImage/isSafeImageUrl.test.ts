import { describe, expect, it } from 'vitest';
import { isSafeImageUrl } from './isSafeImageUrl.js';

describe('isSafeImageUrl', () => {
  it('accepts http(s) addresses and data:image URLs', () => {
    expect(isSafeImageUrl('https://api.web3modal.org/getWalletImage/abc')).toBe(true);
    expect(isSafeImageUrl('http://127.0.0.1:4000/getWalletImage/abc')).toBe(true);
    expect(isSafeImageUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe(true);
    expect(isSafeImageUrl('DATA:image/png,abc')).toBe(true);
  });

  it('refuses every other scheme, relative paths and control characters', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image',
      'blob:https://example.com/1',
      'file:///etc/passwd',
      '/relative.png',
      '//example.com/x.png',
      'https://exa\nmple.com/x.png',
      'https://',
      '',
      undefined,
      42,
    ]) {
      expect(isSafeImageUrl(url), String(url)).toBe(false);
    }
  });
});
