import { describe, expect, it } from 'vitest';
import { isSafeLink } from '../../entities/link/is-safe-link.js';
import { buildWalletDeepLink } from './buildWalletDeepLink.js';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1750000240';
const ENCODED = encodeURIComponent(URI);

describe('buildWalletDeepLink', () => {
  it('appends wc?uri=<encoded URI> to the path of a universal link', () => {
    expect(buildWalletDeepLink({ link: 'https://metamask.app.link', uri: URI })).toEqual({
      href: 'https://metamask.app.link/',
      redirect: `https://metamask.app.link/wc?uri=${ENCODED}`,
    });
    expect(buildWalletDeepLink({ link: 'https://link.trustwallet.com/', uri: URI })?.redirect).toBe(
      `https://link.trustwallet.com/wc?uri=${ENCODED}`,
    );
    expect(buildWalletDeepLink({ link: 'https://wallet.example/app/open', uri: URI })?.redirect).toBe(
      `https://wallet.example/app/open/wc?uri=${ENCODED}`,
    );
  });

  it('encodes the URI with encodeURIComponent so its own query survives', () => {
    const redirect = buildWalletDeepLink({ link: 'https://metamask.app.link', uri: URI })?.redirect ?? '';
    expect(redirect).not.toContain('&symKey');
    expect(new URL(redirect).searchParams.get('uri')).toBe(URI);
  });

  it('keeps a query the universal link had after uri and drops its fragment', () => {
    expect(buildWalletDeepLink({ link: 'https://wallet.example/open?ref=walletport#top', uri: URI })).toEqual({
      href: 'https://wallet.example/open/',
      redirect: `https://wallet.example/open/wc?uri=${ENCODED}&ref=walletport`,
    });
  });

  it('treats an http link to this machine as universal (local wallet pages) and refuses one to another host', () => {
    expect(buildWalletDeepLink({ link: 'http://127.0.0.1:4400/wallet', uri: URI })?.redirect).toBe(
      `http://127.0.0.1:4400/wallet/wc?uri=${ENCODED}`,
    );
    expect(buildWalletDeepLink({ link: 'http://wallet.example', uri: URI })).toBeUndefined();
  });

  it('builds <scheme>://wc?uri=<encoded> for custom schemes', () => {
    expect(buildWalletDeepLink({ link: 'metamask://', uri: URI })).toEqual({
      href: 'metamask://',
      redirect: `metamask://wc?uri=${ENCODED}`,
    });
    expect(buildWalletDeepLink({ link: 'trust:', uri: URI })?.redirect).toBe(`trust://wc?uri=${ENCODED}`);
    expect(buildWalletDeepLink({ link: 'rainbow', uri: URI })?.redirect).toBe(`rainbow://wc?uri=${ENCODED}`);
    expect(buildWalletDeepLink({ link: 'cbwallet+beta://', uri: URI })?.redirect).toBe(`cbwallet+beta://wc?uri=${ENCODED}`);
  });

  it('keeps the path of a custom-scheme link', () => {
    expect(buildWalletDeepLink({ link: 'okex://main', uri: URI })).toEqual({
      href: 'okex://main/',
      redirect: `okex://main/wc?uri=${ENCODED}`,
    });
  });

  it.each([
    'javascript:alert(1)',
    'javascript://%0aalert(1)',
    'JavaScript://wc',
    'data:text/html,<script>alert(1)</script>',
    'vbscript://x',
    'file:///etc/passwd',
    ' \tjava\nscript:alert(1)',
    'java script://x',
    '1password://',
    'metamask://wc?x=1',
    'metamask://#frag',
    'https://',
    'https://exa mple.com',
    '',
    '   ',
  ])('never produces a link from %j', (link) => {
    expect(buildWalletDeepLink({ link, uri: URI })).toBeUndefined();
  });

  it('gives nothing without a link or with a URI that is not a wc: URI', () => {
    expect(buildWalletDeepLink({ link: undefined, uri: URI })).toBeUndefined();
    expect(buildWalletDeepLink({ link: null, uri: URI })).toBeUndefined();
    expect(buildWalletDeepLink({ link: 'metamask://', uri: '' })).toBeUndefined();
    expect(buildWalletDeepLink({ link: 'metamask://', uri: 'javascript:alert(1)' })).toBeUndefined();
    expect(buildWalletDeepLink({ link: 'metamask://', uri: 'wc:abc def' })).toBeUndefined();
  });

  it('only ever returns links isSafeLink accepts', () => {
    for (const link of ['https://a.example', 'metamask://', 'trust:', 'okex://main', 'http://localhost:3000']) {
      const deepLink = buildWalletDeepLink({ link, uri: URI });
      expect(deepLink).toBeDefined();
      expect(isSafeLink(deepLink?.redirect)).toBe(true);
      expect(isSafeLink(deepLink?.href)).toBe(true);
    }
  });
});
