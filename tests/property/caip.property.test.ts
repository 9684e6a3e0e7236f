/**
 * CAIP-2 and CAIP-10 ids against the grammar of the CAIP documents, written independently here as one
 * regular expression each, plus the round trips format(parse(x)) === x and parse(format(parts)) === parts.
 */
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CHAIN_NAMESPACES } from '../../domain/entities/constants.js';
import { isWalletportError } from '../../domain/entities/errors/base.error.js';
import {
  formatCaipAddress,
  formatCaipNetworkId,
  getPlainAddress,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../../domain/entities/caip/index.js';

const runs = { numRuns: 200 };

const namespaceGroup = `(?:${CHAIN_NAMESPACES.join('|')})`;
const CAIP2 = new RegExp(`^${namespaceGroup}:[-_a-zA-Z0-9]{1,32}$`);
const CAIP10 = new RegExp(`^${namespaceGroup}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$`);

const namespace = fc.constantFrom(...CHAIN_NAMESPACES);
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
const accountAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/);

// Parts that are sometimes valid, sometimes nearly so: empty, too long, a stray space or colon, wrong case.
const part = fc.oneof(
  namespace,
  namespace.map((value) => value.toUpperCase()),
  reference,
  accountAddress,
  fc.constant(''),
  fc.string({ maxLength: 6 }),
  fc.stringMatching(/^[a-z0-9]{33,40}$/),
);
const joined = (parts: readonly string[]): string => parts.join(':');
// Biased towards a known namespace first, so that a good share of the ids are valid.
const anyId = fc.oneof(
  fc.array(part, { minLength: 1, maxLength: 4 }).map(joined),
  fc.tuple(namespace, part).map(joined),
  fc.tuple(namespace, part, part).map(joined),
  fc.string(),
);

function thrownCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (!isWalletportError(error)) throw error;
    return error.code;
  }
  return undefined;
}

describe('CAIP-2 network ids (property)', () => {
  it('format then parse gives the parts back, and parse then format gives the id back', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, ref) => {
        const id = formatCaipNetworkId(ns, ref);
        expect(parseCaipNetworkId(id)).toEqual({ namespace: ns, reference: ref });
        const parsed = parseCaipNetworkId(id);
        expect(formatCaipNetworkId(parsed.namespace, parsed.reference)).toBe(id);
      }),
      runs,
    );
  });

  it('accepts exactly the strings of the CAIP-2 grammar, and rejects the rest with INVALID_CAIP2_NETWORK_ID', () => {
    fc.assert(
      fc.property(anyId, (value) => {
        const valid = CAIP2.test(value);
        expect(isCaipNetworkId(value)).toBe(valid);
        expect(thrownCode(() => parseCaipNetworkId(value))).toBe(valid ? undefined : 'INVALID_CAIP2_NETWORK_ID');
      }),
      runs,
    );
  });
});

describe('CAIP-10 addresses (property)', () => {
  it('format then parse gives the parts back, and parse then format gives the id back', () => {
    fc.assert(
      fc.property(namespace, reference, accountAddress, (ns, ref, address) => {
        const caipNetworkId = formatCaipNetworkId(ns, ref);
        const caipAddress = formatCaipAddress(caipNetworkId, address);
        const parsed = parseCaipAddress(caipAddress);
        expect(parsed).toEqual({ namespace: ns, reference: ref, address, caipNetworkId });
        expect(formatCaipAddress(parsed.caipNetworkId, parsed.address)).toBe(caipAddress);
        expect(getPlainAddress(caipAddress)).toBe(address);
      }),
      runs,
    );
  });

  it('accepts exactly the strings of the CAIP-10 grammar, and rejects the rest with INVALID_CAIP10_ADDRESS', () => {
    fc.assert(
      fc.property(anyId, (value) => {
        const valid = CAIP10.test(value);
        expect(isCaipAddress(value)).toBe(valid);
        expect(thrownCode(() => parseCaipAddress(value))).toBe(valid ? undefined : 'INVALID_CAIP10_ADDRESS');
      }),
      runs,
    );
  });

  it('getPlainAddress is lenient: any three parts with a non-empty last one, else INVALID_CAIP_ADDRESS', () => {
    fc.assert(
      fc.property(anyId, (value) => {
        const parts = value.split(':');
        const expected = parts.length === 3 && parts[2] !== '' ? parts[2] : undefined;
        if (expected === undefined) {
          expect(thrownCode(() => getPlainAddress(value))).toBe('INVALID_CAIP_ADDRESS');
        } else {
          expect(getPlainAddress(value)).toBe(expected);
        }
        // Whatever the strict parser accepts, the lenient one reads the same way.
        if (isCaipAddress(value)) expect(getPlainAddress(value)).toBe(parseCaipAddress(value).address);
      }),
      runs,
    );
  });
});
