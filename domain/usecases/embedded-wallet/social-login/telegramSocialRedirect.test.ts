import { describe, expect, it } from 'vitest';
import { base64Url, readSocialResult, SOCIAL_RESULT_PARAM, stripSocialResult, withPageInState } from './telegramSocialRedirect.js';

const PAGE = 'https://shop.example/checkout?item=42&note=a%20b#pay';
const AUTHORIZE = 'http://127.0.0.1:4600/auth?client_id=x&scope=openid%20email&state=abc123&code_challenge=q-_';

describe('base64Url', () => {
  it.each(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', PAGE, 'https://例え.jp/パス?q=ü', '\u{1F600}>>>???'])(
    'encodes %j as Node does (RFC 4648 base64url, no padding)',
    (text) => {
      expect(base64Url(text)).toBe(Buffer.from(text, 'utf8').toString('base64url'));
    },
  );

  it('uses only URL-safe characters', () => {
    expect(base64Url('\u00ff\u00fe\u00fd>>>???')).toMatch(/^[A-Za-z0-9_-]*$/);
  });
});

describe('withPageInState', () => {
  it("appends '.' and the page address in base64url to the state, keeping every other parameter as written", () => {
    const target = withPageInState(AUTHORIZE, PAGE);
    expect(target).toBe(`http://127.0.0.1:4600/auth?client_id=x&scope=openid%20email&state=abc123.${base64Url(PAGE)}&code_challenge=q-_`);
    const state = new URL(target ?? '').searchParams.get('state') ?? '';
    const [stored, page] = [state.slice(0, state.indexOf('.')), state.slice(state.indexOf('.') + 1)];
    expect(stored).toBe('abc123');
    expect(Buffer.from(page, 'base64url').toString('utf8')).toBe(PAGE);
  });

  it('finds the state wherever it is, and keeps a fragment', () => {
    expect(withPageInState('https://idp.example/a?state=s#frag', PAGE)).toBe(`https://idp.example/a?state=s.${base64Url(PAGE)}#frag`);
  });

  it.each([
    ['no state', 'https://idp.example/auth?client_id=x'],
    ['an empty state', 'https://idp.example/auth?state=&client_id=x'],
    ['a parameter merely ending in state', 'https://idp.example/auth?mystate=abc'],
    ['no URL', 'not a url'],
    ['a script link', 'javascript:alert(1)//?state=x'],
  ])('gives undefined for %s', (_case, uri) => {
    expect(withPageInState(uri, PAGE)).toBeUndefined();
  });
});

describe('readSocialResult and stripSocialResult', () => {
  const RESULT = 'https://secure.example/social/result?token=t0k';

  it(`finds ${SOCIAL_RESULT_PARAM} and gives the address without it, the rest as written`, () => {
    const href = `https://shop.example/checkout?item=42&${SOCIAL_RESULT_PARAM}=${encodeURIComponent(RESULT)}&note=a%20b#pay`;
    expect(readSocialResult(href)).toEqual({ resultUri: RESULT, cleanHref: PAGE });
  });

  it('drops the question mark when nothing else was in the query', () => {
    const href = `https://shop.example/?${SOCIAL_RESULT_PARAM}=${encodeURIComponent(RESULT)}`;
    expect(readSocialResult(href)).toEqual({ resultUri: RESULT, cleanHref: 'https://shop.example/' });
  });

  it('gives undefined without the parameter or with an empty one', () => {
    expect(readSocialResult(PAGE)).toBeUndefined();
    expect(readSocialResult(`https://shop.example/?${SOCIAL_RESULT_PARAM}=`)).toBeUndefined();
    expect(readSocialResult('not a url')).toBeUndefined();
  });

  it('strips an old result from the address a new login is sent back to', () => {
    expect(stripSocialResult(`${PAGE.replace('#pay', '')}&${SOCIAL_RESULT_PARAM}=x#pay`)).toBe(PAGE);
    expect(stripSocialResult(PAGE)).toBe(PAGE);
    expect(stripSocialResult('not a url')).toBe('not a url');
  });
});
