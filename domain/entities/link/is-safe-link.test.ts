import { describe, expect, it } from 'vitest';
import { isSafeLink, isSafeWebLink } from './is-safe-link.js';

describe('isSafeLink', () => {
  it.each([
    'https://metamask.io/download',
    'HTTPS://Example.com/path?x=1#y',
    'http://localhost:5173/',
    'http://127.0.0.1:8545/explorer',
    'http://[::1]:3000/',
    'metamask://wc?uri=wc%3Aabc%402',
    'trust://wc?uri=x',
    'rainbow://wc',
    'wc:abc@2?relay-protocol=irn&symKey=00',
    'intent://wc#Intent;scheme=wc;end',
    'cbwallet+beta.test-app://open',
  ])('allows %s', (url) => {
    expect(isSafeLink(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    [' javascript:alert(1)'],
    ['\tjavascript:alert(1)'],
    ['\u0000javascript:alert(1)'],
    ['\u001fjavascript:alert(1)'],
    ['\n\r javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['java\rscript:alert(1)'],
    ['java\u0000script:alert(1)'],
    ['javascript\t:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['VBScript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['DATA:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['blob:https://example.com/uuid'],
    ['about:blank'],
    ['filesystem:https://example.com/temporary/x'],
  ])('refuses %j', (url) => {
    expect(isSafeLink(url)).toBe(false);
  });

  it.each([
    'javascript%3Aalert(1)',
    '%6Aavascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '\\u006Aavascript:alert(1)',
    '\uff4aavascript:alert(1)',
  ])('refuses the encoded trick %j (no real scheme, so a relative link)', (url) => {
    expect(isSafeLink(url)).toBe(false);
  });

  it.each([
    'http://example.com/',
    'http://localhost.evil.example/',
    'http://127.0.0.1.evil.example/',
    'http://127.0.0.1@evil.example/',
    'http://evil.example/?localhost',
  ])('refuses plain http to a remote host: %s', (url) => {
    expect(isSafeLink(url)).toBe(false);
  });

  it.each(['', '   ', '/relative/path', '//evil.example/x', 'example.com', '1http://x', '-app://x', 'https://'])(
    'refuses relative, scheme-less or broken links: %j',
    (url) => {
      expect(isSafeLink(url)).toBe(false);
    },
  );

  it('refuses non-strings', () => {
    expect(isSafeLink(undefined)).toBe(false);
    expect(isSafeLink(null)).toBe(false);
    expect(isSafeLink({ toString: () => 'https://example.com' })).toBe(false);
  });

  it('agrees with the URL parser on what the browser would open after stripping edges', () => {
    expect(isSafeLink('  https://example.com/  ')).toBe(true);
    expect(new URL('  https://example.com/  ').protocol).toBe('https:');
    expect(new URL('\tjava\nscript:alert(1)').protocol).toBe('javascript:');
  });
});

describe('hostile app schemes (issue 18)', () => {
  it.each([
    'ms-msdt:/id PCWDiagnostic /skip force',
    'MS-MSDT:/id x',
    'search-ms:query=x&crumb=location:\\\\evil\\share',
    'ms-officecmd:{"id":1}',
    'view-source:https://example.com',
    ' View-Source:javascript:alert(1)',
    'intent://wc#Intent;scheme=wc;S.browser_fallback_url=javascript%3Aalert(1);end',
    'intent://wc#Intent;S.browser_fallback_url=http%3A%2F%2Fevil.example;end',
    'intent://wc#Intent;S.browser_fallback_url=%E0%A4%A;end',
  ])('refuses %s', (url) => {
    expect(isSafeLink(url)).toBe(false);
  });

  it('allows an intent: link whose fallback is an https page', () => {
    expect(isSafeLink('intent://wc#Intent;scheme=wc;S.browser_fallback_url=https%3A%2F%2Fwallet.example;end')).toBe(true);
  });

  it('isSafeWebLink: web pages only, never an app scheme', () => {
    expect(isSafeWebLink('https://dapp.example/terms')).toBe(true);
    expect(isSafeWebLink(' http://localhost:5173/privacy')).toBe(true);
    for (const url of ['wc:abc@2?x=1', 'metamask://wc', 'ms-msdt:/id x', 'http://evil.example', ' JaVa\tscript:alert(1)', 42]) {
      expect(isSafeWebLink(url)).toBe(false);
    }
  });
});

