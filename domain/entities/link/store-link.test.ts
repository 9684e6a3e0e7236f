import { describe, expect, it } from 'vitest';
import { safeStoreLink } from './store-link.js';

describe('safeStoreLink (the "get the wallet" links: https only)', () => {
  it.each([
    ['https://apps.apple.com/app/id1288339409', 'https://apps.apple.com/app/id1288339409'],
    ['https://play.google.com/store/apps/details?id=com.wallet', 'https://play.google.com/store/apps/details?id=com.wallet'],
    ['https://chromewebstore.google.com/detail/abc', 'https://chromewebstore.google.com/detail/abc'],
    ['https://wallet.example', 'https://wallet.example/'],
    ['HTTPS://Wallet.Example/Path', 'https://wallet.example/Path'],
    ['  https://wallet.example/  ', 'https://wallet.example/'],
  ])('accepts %j as %j', (url, href) => {
    expect(safeStoreLink(url)).toBe(href);
  });

  it.each([
    // The examples: schemes a blocklist let through.
    'ms-msdt:/id PCWDiagnostic /skip force /param "IT_RebrowseForFile=?"',
    'intent://scan/#Intent;scheme=zxing;S.browser_fallback_url=javascript:alert(1);end',
    'intent://x#Intent;S.browser_fallback_url=https%3A%2F%2Fevil.example;end',
    'view-source:https://wallet.example',
    'wc:abc@2?relay-protocol=irn&symKey=def',
    // Code, data, plain http, and other app schemes.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '\tjava\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'blob:https://wallet.example/1',
    'http://wallet.example',
    'http://localhost:3000',
    'metamask://wc?uri=x',
    'ftp://wallet.example',
    // Credentials in the URL.
    'https://user:pw@wallet.example',
    'https://user@wallet.example',
    'https://:pw@wallet.example',
    // Relative, scheme-relative, empty, no host.
    '/download',
    './wallet',
    '../x',
    '//wallet.example/x',
    'wallet.example',
    'https://',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(safeStoreLink(url)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 1, {}, { toString: () => 'https://wallet.example' }, new URL('https://wallet.example')]) {
      expect(safeStoreLink(value)).toBeUndefined();
    }
  });
});
