/**
 * The "get the wallet" links (issue 18, defect 3): whatever the catalogue or customWallets hold, a link
 * safeStoreLink accepts is an https URL with a host and no credentials, and the link it gives back is one the
 * URL parser reads the same way (so the rendered href is the checked one).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeStoreLink } from '../../domain/entities/link/store-link.js';

const runs = { numRuns: 500 };

const SCHEMES = ['https', 'HTTPS', 'HtTpS', 'http', 'javascript', 'data', 'ms-msdt', 'intent', 'view-source', 'wc', 'metamask', 'file', ''];
const SEPARATORS = ['://', ':', ':/', ':///', '//', ''];

/** Strings shaped like links, hostile ones among them, plus any string at all. */
const linkLike = fc.oneof(
  fc.tuple(
    fc.constantFrom(...SCHEMES),
    fc.constantFrom(...SEPARATORS),
    fc.option(fc.constantFrom('user:pw@', 'user@', ':pw@', '@'), { nil: '' }),
    fc.oneof(fc.domain(), fc.constantFrom('', 'localhost', '127.0.0.1', '[::1]')),
    fc.string(),
  ).map(([scheme, separator, credentials, host, rest]) => `${scheme}${separator}${credentials}${host}${rest}`),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
  fc.string({ unit: 'binary' }),
);

describe('safeStoreLink (property)', () => {
  it('accepts only https URLs with a host and no credentials, and gives back a link that parses the same', () => {
    fc.assert(
      fc.property(linkLike, (url) => {
        const href = safeStoreLink(url);
        if (href === undefined) return;
        const parsed = new URL(href);
        expect(parsed.protocol).toBe('https:');
        expect(parsed.hostname).not.toBe('');
        expect(parsed.username).toBe('');
        expect(parsed.password).toBe('');
        expect(parsed.href).toBe(href);
        expect(safeStoreLink(href)).toBe(href);
      }),
      runs,
    );
  });

  it('accepts every https web URL fast-check makes', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeStoreLink(url)).toBe(new URL(url).href);
      }),
      runs,
    );
  });
});
