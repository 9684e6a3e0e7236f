import { describe, expect, it } from 'vitest';
import { deepLinkTarget, hasMobileLink, optionDeepLink, storeLinks, walletOptions } from './walletOptions.js';

const URI = 'wc:abc@2?relay-protocol=irn&symKey=def';

describe('walletOptions', () => {
  it('always offers the QR code, and each other way only when its link can carry the URI', () => {
    expect(walletOptions(undefined, false)).toEqual(['mobile']);
    expect(walletOptions({}, false)).toEqual(['mobile']);
    expect(
      walletOptions({ desktop_link: 'ledgerlive://', webapp_link: 'https://app.example', homepage: 'https://example.com' }, false),
    ).toEqual(['mobile', 'desktop', 'web', 'get']);
    expect(walletOptions({ desktop_link: 'javascript:alert(1)', webapp_link: 'http://evil.example', app_store: 'data:x' }, false)).toEqual([
      'mobile',
    ]);
  });

  it("offers no 'get' for an installed wallet", () => {
    expect(walletOptions({ homepage: 'https://example.com' }, true)).toEqual(['mobile']);
  });

  it('puts the URI in the link of the option, and nothing before the URI arrives', () => {
    const wallet = { mobile_link: 'trust://', desktop_link: 'https://desktop.example/open', webapp_link: 'http://127.0.0.1:4400/' };
    expect(optionDeepLink(wallet, 'mobile', URI)).toEqual({ href: 'trust://', redirect: `trust://wc?uri=${encodeURIComponent(URI)}` });
    expect(optionDeepLink(wallet, 'desktop', URI)?.redirect).toBe(`https://desktop.example/open/wc?uri=${encodeURIComponent(URI)}`);
    expect(optionDeepLink(wallet, 'web', URI)?.redirect).toBe(`http://127.0.0.1:4400/wc?uri=${encodeURIComponent(URI)}`);
    expect(optionDeepLink(wallet, 'get', URI)).toBeUndefined();
    expect(optionDeepLink(wallet, 'mobile', undefined)).toBeUndefined();
    expect(hasMobileLink(wallet)).toBe(true);
    expect(hasMobileLink({ mobile_link: 'vbscript:x' })).toBe(false);
  });

  it('lists only safe store links, in a fixed order', () => {
    expect(
      storeLinks({
        homepage: 'https://example.com',
        chrome_store: 'javascript:alert(1)',
        play_store: 'https://play.google.com/x',
        app_store: 'https://apps.apple.com/x',
      }),
    ).toEqual([
      { label: 'App Store', href: 'https://apps.apple.com/x' },
      { label: 'Google Play', href: 'https://play.google.com/x' },
      { label: 'Website', href: 'https://example.com/' },
    ]);
  });

  it('lists https store links only: not http, app schemes, or links with credentials (issue 18, defect 3)', () => {
    expect(
      storeLinks({
        app_store: 'ms-msdt:/id PCWDiagnostic',
        play_store: 'intent://x#Intent;S.browser_fallback_url=javascript:alert(1);end',
        chrome_store: 'https://user:pw@chromewebstore.google.com/x',
        homepage: 'http://example.com',
      }),
    ).toEqual([]);
    expect(walletOptions({ app_store: 'wc:abc@2', homepage: 'view-source:https://example.com' }, false)).toEqual(['mobile']);
  });

  it('opens universal links in a new tab and app schemes in place', () => {
    expect(deepLinkTarget('https://link.example/wc?uri=x')).toBe('_blank');
    expect(deepLinkTarget('http://127.0.0.1:4400/wc?uri=x')).toBe('_blank');
    expect(deepLinkTarget('trust://wc?uri=x')).toBe('_self');
  });
});
