import { describe, expect, it } from 'vitest';
import { isOriginAllowed } from './isOriginAllowed.js';

describe('isOriginAllowed', () => {
  it.each([
    'http://localhost',
    'http://localhost:5173',
    'https://localhost:8443',
    'http://127.0.0.1:4000',
    'https://127.0.0.1',
  ])('always allows %s', (origin) => {
    expect(isOriginAllowed(origin, [])).toBe(true);
  });

  it.each(['http://localhost.evil.com', 'http://127.0.0.2:80', 'ws://localhost:80', 'file:///index.html', 'null', ''])(
    'does not allow %j by default',
    (origin) => {
      expect(isOriginAllowed(origin, [])).toBe(false);
    },
  );

  it('allows exact origins of the list, scheme and port included', () => {
    const list = ['https://app.example.com', 'http://shop.example.com:8080/'];
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true);
    expect(isOriginAllowed('https://APP.example.com:443', list)).toBe(true);
    expect(isOriginAllowed('http://app.example.com', list)).toBe(false);
    expect(isOriginAllowed('https://app.example.com:8443', list)).toBe(false);
    expect(isOriginAllowed('http://shop.example.com:8080', list)).toBe(true);
    expect(isOriginAllowed('http://shop.example.com', list)).toBe(false);
    expect(isOriginAllowed('https://example.com', list)).toBe(false);
  });

  it('lets an entry without scheme match http and https on the default ports', () => {
    expect(isOriginAllowed('http://example.org', ['example.org'])).toBe(true);
    expect(isOriginAllowed('https://example.org', ['example.org'])).toBe(true);
    expect(isOriginAllowed('https://example.org:444', ['example.org'])).toBe(false);
    expect(isOriginAllowed('https://example.org:444', ['example.org:*'])).toBe(true);
  });

  it('matches a wildcard subdomain with exactly one label', () => {
    const list = ['https://*.example.com'];
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true);
    expect(isOriginAllowed('https://example.com', list)).toBe(false);
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(false);
    expect(isOriginAllowed('https://app.example.com.evil.io', list)).toBe(false);
    expect(isOriginAllowed('https://appexample.com', list)).toBe(false);
    expect(isOriginAllowed('http://app.example.com', list)).toBe(false);
  });

  it('ignores malformed entries and entries with a path', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com/path', '*', 'https://*'])).toBe(false);
  });
});
