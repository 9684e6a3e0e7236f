/**
 * Account switching (SPEC.md section 5) against a reference: on bip122 an address is required and only
 * payment accounts may be switched to; everywhere the address must belong to the namespace. Addresses are
 * built with independent encoders: the `bech32` package for Bitcoin segwit, viem for EIP-55, @solana/web3.js
 * for Solana keys. A single-character substitution of a bech32 address is always invalid (bech32 detects it).
 */
import { PublicKey } from '@solana/web3.js';
import { bech32 } from 'bech32';
import fc from 'fast-check';
import { getAddress, isAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { accountTypes, type AccountType } from '../../domain/entities/account/account.js';
import { validateAccountSwitch } from '../../domain/entities/account/switch-account.js';

const runs = { numRuns: 200 };
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

// Version-0 witness programs of 20 bytes (P2WPKH) and 32 bytes (P2WSH), on mainnet, testnet and regtest.
const segwitAddress = fc
  .tuple(fc.constantFrom('bc', 'tb', 'bcrt'), fc.oneof(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.uint8Array({ minLength: 32, maxLength: 32 })))
  .map(([hrp, program]) => bech32.encode(hrp, [0, ...bech32.toWords(program)]));
/** One data character (after the '1' separator) replaced by a different one. */
const brokenSegwitAddress = fc.tuple(segwitAddress, fc.nat(), fc.nat()).map(([address, pick, replacement]) => {
  const separator = address.lastIndexOf('1');
  const at = separator + 1 + (pick % (address.length - separator - 1));
  const current = address.charAt(at);
  const others = [...BECH32_CHARSET].filter((char) => char !== current);
  return address.slice(0, at) + (others[replacement % others.length] ?? 'q') + address.slice(at + 1);
});
const evmAddress = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`));
const solanaAddress = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => new PublicKey(bytes).toBase58());

type Labelled = { address: string | null | undefined; validFor: readonly string[] };
const address: fc.Arbitrary<Labelled> = fc.oneof(
  { weight: 4, arbitrary: segwitAddress.map((value) => ({ address: value, validFor: ['bip122'] })) },
  { weight: 2, arbitrary: brokenSegwitAddress.map((value) => ({ address: value, validFor: [] })) },
  { weight: 3, arbitrary: evmAddress.map((value) => ({ address: value, validFor: ['eip155'] })) },
  { weight: 3, arbitrary: solanaAddress.map((value) => ({ address: value, validFor: ['solana'] })) },
  { weight: 1, arbitrary: fc.constantFrom(undefined, null, '').map((value) => ({ address: value, validFor: [] })) },
);
const accountType = fc.constantFrom<AccountType | undefined>(...accountTypes, undefined);
const namespace = fc.constantFrom('bip122', 'eip155', 'solana');

function referenceOutcome(ns: string, candidate: Labelled, type: AccountType | undefined): string {
  if (ns === 'bip122') {
    if (!candidate.address) return 'BIP122_ADDRESS_REQUIRED';
    if (type !== 'payment') return 'NON_PAYMENT_ACCOUNT_SWITCH';
  }
  return candidate.validFor.includes(ns) ? 'ok' : 'INVALID_ADDRESS';
}

describe('validateAccountSwitch (property)', () => {
  it('the labels hold by the independent libraries', () => {
    fc.assert(
      fc.property(segwitAddress, brokenSegwitAddress, evmAddress, solanaAddress, (segwit, broken, evm, solana) => {
        expect(bech32.decodeUnsafe(segwit)).toBeDefined();
        expect(bech32.decodeUnsafe(broken)).toBeUndefined();
        expect(isAddress(evm, { strict: true })).toBe(true);
        expect(new PublicKey(solana).toBytes()).toHaveLength(32);
      }),
      { numRuns: 50 },
    );
  });

  it('reports what the reference reports, with the namespace in the non-payment message', () => {
    fc.assert(
      fc.property(namespace, address, accountType, (ns, candidate, type) => {
        const result = validateAccountSwitch({
          namespace: ns as 'bip122' | 'eip155' | 'solana',
          address: candidate.address,
          accountType: type,
        });
        const expected = referenceOutcome(ns, candidate, type);
        expect(result.ok ? 'ok' : result.error.code).toBe(expected);
        if (!result.ok && expected === 'NON_PAYMENT_ACCOUNT_SWITCH') {
          expect(result.error.shortMessage).toBe(`Switching to non-payment accounts is not allowed for ${ns}`);
        }
        if (!result.ok && expected === 'BIP122_ADDRESS_REQUIRED') {
          expect(result.error.shortMessage).toBe('Address parameter is required for switching bip122 connection');
        }
      }),
      runs,
    );
  });

  it('on bip122, every payment account with a segwit address may be switched to, and no other type', () => {
    fc.assert(
      fc.property(segwitAddress, accountType, (value, type) => {
        const result = validateAccountSwitch({ namespace: 'bip122', address: value, accountType: type });
        expect(result.ok).toBe(type === 'payment');
      }),
      runs,
    );
  });
});
