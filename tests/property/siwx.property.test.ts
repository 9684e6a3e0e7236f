/**
 * Sign-in preconditions (SPEC.md section 5) checked in order: whatever is missing, the first missing one of
 * configuration, active CAIP address, active network and connection client is the one reported. CAIP
 * addresses are built as valid or broken by construction. Also: universal-provider authentication applies
 * only when every chain is eip155.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAIN_NAMESPACES } from '../../domain/entities/constants.js';
import { assertSiwxReady, checkSiwxReady, isUniversalProviderAuthApplicable } from '../../domain/entities/siwx/index.js';

const runs = { numRuns: 200 };
const HEX = fc.constantFrom(...'0123456789abcdef');

const present = fc.oneof(fc.object(), fc.constant({}), fc.constant(0), fc.constant(''), fc.constant(false));
const absent = fc.constantFrom(undefined, null);
const maybe = (weightPresent: number) =>
  fc.oneof({ weight: weightPresent, arbitrary: present.map((value) => ({ value, ok: true })) }, { weight: 1, arbitrary: absent.map((value) => ({ value, ok: false })) });

const evmCaip = fc
  .tuple(fc.integer({ min: 1, max: 99_999 }), fc.string({ unit: HEX, minLength: 40, maxLength: 40 }))
  .map(([chain, hex]) => `eip155:${chain}:0x${hex}`);
const caipAddress = fc.oneof(
  { weight: 4, arbitrary: evmCaip.map((value) => ({ value, ok: true })) },
  {
    weight: 2,
    arbitrary: fc.oneof(
      evmCaip.map((value) => value.split(':').slice(1).join(':')), // no namespace
      evmCaip.map((value) => value.split(':')[2] ?? ''), // a plain address
      evmCaip.map((value) => `tron:${value.slice('eip155:'.length)}`), // unknown namespace
      evmCaip.map((value) => `${value}:extra`), // four parts
      evmCaip.map((value) => value.replace(/:[^:]+$/, ':')), // empty address
      fc.constantFrom(undefined, null, ''),
    ).map((value) => ({ value, ok: false })),
  },
);

const ORDER = ['SIWX_NOT_ENABLED', 'NO_ACTIVE_CAIP_ADDRESS', 'NO_ACTIVE_CAIP_NETWORK', 'NO_CONNECTION_CLIENT'] as const;

describe('sign-in preconditions (property)', () => {
  it('the first missing precondition, in the spec order, is the one reported', () => {
    fc.assert(
      fc.property(maybe(3), caipAddress, maybe(3), maybe(3), (siwx, address, network, client) => {
        const presence = [siwx.ok, address.ok, network.ok, client.ok];
        const firstMissing = presence.indexOf(false);
        const parameters = {
          siwx: siwx.value,
          activeCaipAddress: address.value,
          activeCaipNetwork: network.value,
          connectionClient: client.value,
        };
        const result = checkSiwxReady(parameters);
        if (firstMissing === -1) {
          expect(result.ok).toBe(true);
          expect(assertSiwxReady(parameters).address).toBe((address.value ?? '').split(':')[2]);
        } else {
          expect(!result.ok && result.error.code).toBe(ORDER[firstMissing]);
          expect(() => assertSiwxReady(parameters)).toThrow(expect.objectContaining({ code: ORDER[firstMissing] }));
        }
      }),
      runs,
    );
  });
});

describe('isUniversalProviderAuthApplicable (property)', () => {
  it('is true exactly when there are chains and all are eip155', () => {
    const namespace = fc.oneof(
      { weight: 4, arbitrary: fc.constant('eip155') },
      { weight: 1, arbitrary: fc.constantFrom(...CHAIN_NAMESPACES, 'EIP155', 'eip155 ', '') },
    );
    fc.assert(
      fc.property(fc.array(namespace.map((chainNamespace) => ({ chainNamespace })), { maxLength: 6 }), (networks) => {
        const reference = networks.length > 0 && networks.every(({ chainNamespace }) => chainNamespace === 'eip155');
        expect(isUniversalProviderAuthApplicable(networks)).toBe(reference);
      }),
      runs,
    );
  });
});
