/**
 * Sign-In-With-Solana messages (domain/entities/siwx/siws-message.ts) round trip: whatever data fits a message
 * is read back exactly from its text, and the text written again is the same text; a value with a line break
 * in any field is never written (it could add or hide a line the verifier reads).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../domain/entities/address/base58.js';
import { formatSiwsMessage, parseSiwsMessage, type SiwsMessageData } from '../../domain/entities/siwx/siws-message.js';

const runs = { numRuns: 300 };
const BASE58 = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz');
const LINE_BREAK = /[\r\n\u2028\u2029]/;

const address = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => encodeBase58(bytes));
const chainId = fc.string({ unit: BASE58, minLength: 1, maxLength: 32 }).map((reference) => `solana:${reference}`);
const oneLine = fc.string({ minLength: 1, maxLength: 120 }).filter((text) => !LINE_BREAK.test(text));
const dateTime = fc.date({ min: new Date(0), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true }).map((date) => date.toISOString());
const url = fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((value) => value.length <= 2048);

const data: fc.Arbitrary<SiwsMessageData> = fc.record({
  accountAddress: address,
  chainId,
  domain: fc.tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined })).map(([host, port]) => (port ? `${host}:${port}` : host)),
  uri: url,
  version: fc.constant('1'),
  nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,64}$/),
  statement: fc.option(oneLine, { nil: undefined }),
  resources: fc.option(fc.array(url, { minLength: 1, maxLength: 4 }), { nil: undefined }),
  requestId: fc.option(oneLine, { nil: undefined }),
  issuedAt: fc.option(dateTime, { nil: undefined }),
  expirationTime: fc.option(dateTime, { nil: undefined }),
  notBefore: fc.option(dateTime, { nil: undefined }),
});

describe('Sign-In-With-Solana messages (property)', () => {
  it('parse(format(data)) is the data, and format(parse(text)) is the text', () => {
    fc.assert(
      fc.property(data, (value) => {
        const text = formatSiwsMessage(value);
        const parsed = parseSiwsMessage(text);
        expect(parsed).toEqual(value);
        expect(formatSiwsMessage(parsed as SiwsMessageData)).toBe(text);
      }),
      runs,
    );
  });

  it('never writes a field that holds a line break', () => {
    const field = fc.constantFrom('statement', 'requestId', 'uri', 'domain', 'nonce', 'expirationTime');
    const breakChar = fc.constantFrom('\n', '\r', '\u2028', '\u2029');
    fc.assert(
      fc.property(data, field, breakChar, fc.nat(), (value, name, separator, at) => {
        const original = String(value[name] ?? 'https://line.example');
        const index = at % (original.length + 1);
        const broken = { ...value, [name]: `${original.slice(0, index)}${separator}${original.slice(index)}` };
        expect(() => formatSiwsMessage(broken)).toThrow();
      }),
      runs,
    );
  });

  it('reads no message from a text with a field line added or a required one dropped, or of another namespace', () => {
    fc.assert(
      fc.property(data, fc.nat(), oneLine, fc.constantFrom('URI', 'Version', 'Chain ID', 'Nonce'), (value, at, extra, required) => {
        const lines = formatSiwsMessage(value).split('\n');
        // Among the fields (from URI on; above them a line is the statement's place): no layout has `Extra:`.
        const firstField = lines.findIndex((line) => line.startsWith('URI: '));
        const index = firstField + (at % (lines.length - firstField + 1));
        const added = [...lines.slice(0, index), `Extra: ${extra}`, ...lines.slice(index)].join('\n');
        expect(parseSiwsMessage(added)).toBeUndefined();
        const dropped = lines.filter((line) => !line.startsWith(`${required}: `)).join('\n');
        expect(parseSiwsMessage(dropped)).toBeUndefined();
        const evm = lines.join('\n').replace('your Solana account', 'your Ethereum account');
        expect(parseSiwsMessage(evm)).toBeUndefined();
      }),
      runs,
    );
  });
});
