/**
 * The frame payload rules of SPEC.md section 5 against references written here: emails built from the
 * grammar the schema documents (and a character-by-character checker of it), OTPs as any string, the exact
 * social-provider and theme-mode lists, and the message-type grammar of CONTRACTS.md.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  frameErrorPayloadSchema,
  frameRequestPayloadSchemas,
  frameRequestTypes,
  frameSuccessPayloadSchemas,
  parseFrameMessageType,
} from '../../domain/entities/frame/index.js';

const runs = { numRuns: 200 };

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = `${LETTERS}0123456789`;
const LOCAL_CHARS = `${ALNUM}_'+-`;

// Email grammar: atoms of [A-Za-z0-9_'+-] joined by dots, the last not ending in `'`; '@'; labels that start
// with a letter or digit and go on with letters, digits and '-', joined by dots; a top-level domain of 2+ letters.
const localAtom = fc.string({ unit: fc.constantFrom(...LOCAL_CHARS), minLength: 1, maxLength: 10 });
const lastLocalAtom = fc
  .tuple(fc.string({ unit: fc.constantFrom(...LOCAL_CHARS), maxLength: 9 }), fc.constantFrom(...`${ALNUM}_+-`))
  .map(([body, end]) => body + end);
const localPart = fc.tuple(fc.array(localAtom, { maxLength: 3 }), lastLocalAtom).map(([atoms, last]) => [...atoms, last].join('.'));
const label = fc
  .tuple(fc.constantFrom(...ALNUM), fc.string({ unit: fc.constantFrom(...`${ALNUM}-`), maxLength: 12 }))
  .map(([first, rest]) => first + rest);
const topLevel = fc.string({ unit: fc.constantFrom(...LETTERS), minLength: 2, maxLength: 8 });
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), topLevel).map(([labels, tld]) => [...labels, tld].join('.'));
const validEmail = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);

/** The same grammar, checked character by character rather than by a regular expression. */
function referenceEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || value.indexOf('@') !== at) return false;
  const atoms = value.slice(0, at).split('.');
  const labels = value.slice(at + 1).split('.');
  const localOk = atoms.every((atom) => atom.length > 0 && [...atom].every((char) => LOCAL_CHARS.includes(char)));
  if (!localOk || value.charAt(at - 1) === "'") return false;
  const tld = labels.pop() ?? '';
  if (labels.length === 0 || tld.length < 2 || ![...tld].every((char) => LETTERS.includes(char))) return false;
  return labels.every(
    (part) => part.length > 0 && ALNUM.includes(part.charAt(0)) && [...part].every((char) => `${ALNUM}-`.includes(char)),
  );
}

// Near-misses: valid emails with one character replaced, inserted or removed, from a set that breaks the grammar often.
const mutatedEmail = fc
  .tuple(validEmail, fc.nat(), fc.constantFrom('@', '.', ' ', "'", '-', '"', '#', '', '1', 'a'), fc.constantFrom('replace', 'insert'))
  .map(([email, index, char, how]) => {
    const at = index % (email.length + 1);
    return how === 'insert' ? email.slice(0, at) + char + email.slice(at) : email.slice(0, at) + char + email.slice(at + 1);
  });

const emailSchemas = [
  (email: string) => frameRequestPayloadSchemas.CONNECT_EMAIL.safeParse({ email }).success,
  (email: string) => frameRequestPayloadSchemas.UPDATE_EMAIL.safeParse({ email }).success,
  (email: string) => frameSuccessPayloadSchemas.UPDATE_EMAIL_SECONDARY_OTP.safeParse({ newEmail: email }).success,
];

describe('email payloads (property)', () => {
  it('accept every email built from the grammar', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(referenceEmail(email)).toBe(true);
        for (const accepts of emailSchemas) expect(accepts(email)).toBe(true);
      }),
      runs,
    );
  });

  it('reject every string without an @', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), validEmail).map((text) => text.replaceAll('@', '')), (text) => {
        for (const accepts of emailSchemas) expect(accepts(text)).toBe(false);
      }),
      runs,
    );
  });

  it('agree with the reference on near-misses and arbitrary text', () => {
    fc.assert(
      fc.property(fc.oneof(mutatedEmail, fc.string({ unit: fc.constantFrom(...'ab1.@-_\' ') })), (text) => {
        const expected = referenceEmail(text);
        for (const accepts of emailSchemas) expect(accepts(text)).toBe(expected);
      }),
      runs,
    );
  });
});

describe('OTP, social provider and theme mode (property)', () => {
  const otpTypes = ['CONNECT_OTP', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'] as const;

  it('an OTP is any string, and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (otp) => {
        for (const type of otpTypes) {
          expect(frameRequestPayloadSchemas[type].safeParse({ otp }).success).toBe(typeof otp === 'string');
        }
      }),
      runs,
    );
  });

  const PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];
  const providerLike = fc.oneof(
    fc.constantFrom(...PROVIDERS),
    fc.constantFrom(...PROVIDERS).map((name) => name.toUpperCase()),
    fc.constantFrom(...PROVIDERS).map((name) => ` ${name}`),
    fc.constantFrom('farcaster', 'twitter', 'email', ''),
    fc.string(),
  );

  it('a social provider is exactly one of the six', () => {
    fc.assert(
      fc.property(providerLike, (provider) => {
        const accepted = frameRequestPayloadSchemas.GET_SOCIAL_REDIRECT_URI.safeParse({ provider }).success;
        expect(accepted).toBe(PROVIDERS.includes(provider));
      }),
      runs,
    );
  });

  it('a theme mode is exactly light or dark, and may be left out', () => {
    const modeLike = fc.oneof(fc.constantFrom('light', 'dark', 'Light', 'DARK', 'system', 'auto', ''), fc.string());
    fc.assert(
      fc.property(fc.option(modeLike, { nil: undefined }), (themeMode) => {
        const accepted = frameRequestPayloadSchemas.SYNC_THEME.safeParse({ themeMode }).success;
        expect(accepted).toBe(themeMode === undefined || themeMode === 'light' || themeMode === 'dark');
      }),
      runs,
    );
  });
});

describe('message types and error payloads (property)', () => {
  const name = fc.constantFrom(...frameRequestTypes);

  it('every request name reads back from its request, success and error types', () => {
    fc.assert(
      fc.property(name, (request) => {
        expect(parseFrameMessageType(`@w3m-app/${request}`)).toEqual({ kind: 'request', name: request });
        expect(parseFrameMessageType(`@w3m-frame/${request}_SUCCESS`)).toEqual({ kind: 'success', name: request });
        expect(parseFrameMessageType(`@w3m-frame/${request}_ERROR`)).toEqual({ kind: 'error', name: request });
      }),
      runs,
    );
  });

  it('any other text is no message type', () => {
    const valid = new Set([
      ...frameRequestTypes.flatMap((request) => [
        `@w3m-app/${request}`,
        `@w3m-frame/${request}_SUCCESS`,
        `@w3m-frame/${request}_ERROR`,
      ]),
      '@w3m-frame/READY',
      '@w3m-frame/SESSION_UPDATE',
    ]);
    const nearMiss = fc
      .tuple(fc.constantFrom(...valid), fc.nat(), fc.constantFrom('', '_', 'x', 'A', '/', ' '))
      .map(([type, index, char]) => {
        const at = index % type.length;
        return type.slice(0, at) + char + type.slice(at + 1);
      });
    fc.assert(
      fc.property(fc.oneof(nearMiss, fc.string()), (type) => {
        expect(parseFrameMessageType(type) !== undefined).toBe(valid.has(type));
      }),
      runs,
    );
  });

  it('an error payload keeps a non-empty message and otherwise reads "An error occurred"', () => {
    const payload = fc.oneof(fc.record({ message: fc.oneof(fc.string(), fc.anything()) }), fc.anything());
    fc.assert(
      fc.property(payload, (value) => {
        const message = (value as { message?: unknown } | null | undefined)?.message;
        const expected = typeof message === 'string' && message !== '' ? message : 'An error occurred';
        expect(frameErrorPayloadSchema.parse(value)).toEqual({ message: expected });
      }),
      runs,
    );
  });
});
